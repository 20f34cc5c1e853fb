import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "./home.css";
import { requireUserPage } from "~/utils/request/page.server";
import type { RouteHandle } from "~/utils/routing/handle";

export const handle = { i18n: ["home"], page: "index" } satisfies RouteHandle;

/**
 * The welcome uses the broker's own view of the person: the GET
 * clients/{client}/session answer every page's session check already has
 * (a few seconds old at most, docs/decisions/0028), so the home asks the
 * broker nothing more. A revoked session never gets here (cleared → login).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { brokerSession } = await requireUserPage(args);
  return { fullName: [brokerSession.account.firstname, brokerSession.account.lastname].filter(Boolean).join(" ") };
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
