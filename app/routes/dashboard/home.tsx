import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "./home.css";
import { requireUserPage } from "~/utils/request/page.server";
import type { RouteHandle } from "~/utils/routing/handle";

export const handle = { i18n: ["home"], page: "index" } satisfies RouteHandle;

/**
 * GET clients/{client}/session: the welcome uses the broker's own view of the
 * person, and a revoked session (logged out elsewhere, replayed cookie) is
 * refused here (401 → cleared → login).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { user, api } = await requireUserPage(args);
  const session = await api.session(user.clientId);
  return { fullName: [session.account.firstname, session.account.lastname].filter(Boolean).join(" ") };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, null);

/**
 * The dashboard. Its panes (contracts, payments, certificates, claims,
 * quotes...) arrive with the issues that build those pages.
 */
export default function Home() {
  const { t } = useTranslation("home");
  const { fullName } = useLoaderData<typeof loader>();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h1 id="welcome-title">{fullName ? t("welcomeNamed", { name: fullName }) : t("welcome")}</h1>
      <p>{t("intro")}</p>
    </section>
  );
}
