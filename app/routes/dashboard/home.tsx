import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/utils/session/auth.server";
import { requestScope } from "~/utils/request/scope.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { throwV2Failure } from "~/utils/v2/failure.server";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "./home.css";
import { v2ForRequest } from "~/utils/v2/client.server";

export const handle = { i18n: ["home"] };

/**
 * GET clients/{client}/session: the welcome uses the broker's own view of the
 * person, and a revoked session (logged out elsewhere, replayed cookie) is
 * refused here (401 → cleared → login).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, brand } = requestScope(request);
  const user = await requireUser(request, locale);
  try {
    const session = await v2Api(v2ForRequest(request, brand, locale, user.token)).session(user.clientId);
    return { fullName: [session.account.firstname, session.account.lastname].filter(Boolean).join(" ") };
  } catch (error) {
    return throwV2Failure(error, request, locale);
  }
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
