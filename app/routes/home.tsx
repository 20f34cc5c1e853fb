import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import * as styles from "./home.css";

export const handle = { i18n: ["home"] };

// The root loader's access gate already sent anonymous visitors to login.
export function loader(_args: LoaderFunctionArgs) {
  return null;
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, null);

/**
 * The dashboard. Its panes (contracts, payments, certificates, claims,
 * quotes...) arrive with the issues that build those pages.
 */
export default function Home() {
  const { t } = useTranslation("home");
  const { session } = useRootData();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <h1 id="welcome-title">{session.fullName ? t("welcomeNamed", { name: session.fullName }) : t("welcome")}</h1>
      <p>{t("intro")}</p>
    </section>
  );
}
