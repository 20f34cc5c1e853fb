import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LegalModalLink } from "~/components/legal-modal-link";
import { getFixedT } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/root-data";
import { shellContext } from "~/utils/shell.server";
import * as styles from "./login.css";

export const handle = { i18n: ["auth", "legal"] };

/** Login kinds that show a disclaimer (SPEC section 2): amendment and cross-sell logins. */
const disclaimers = ["amendment", "cross-sell"] as const;
type Disclaimer = (typeof disclaimers)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = await shellContext(request);
  const kind = new URL(request.url).searchParams.get("type");
  const t = await getFixedT(locale.lang, "auth");
  return {
    title: t("login.title"),
    disclaimer: (disclaimers as readonly string[]).includes(kind ?? "") ? (kind as Disclaimer) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * The login page. Signing in (password, magic link, manager login) is wired
 * by the authentication issue; until then the page says so plainly.
 */
export default function Login() {
  const { t } = useTranslation("auth");
  const { disclaimer } = useLoaderData<typeof loader>();
  const { shell } = useRootData();
  return (
    <div className={styles.page}>
      <h1>{t("login.title")}</h1>
      <p>{t("login.intro", { brand: shell.brand.name })}</p>
      {disclaimer ? (
        <p className={styles.disclaimer} role="note">
          {t(`login.disclaimer.${disclaimer}`)}
        </p>
      ) : null}
      <div className={styles.notice} role="status">
        <h2 className={styles.noticeTitle}>{t("login.unavailable.title")}</h2>
        <p>{t("login.unavailable.body")}</p>
      </div>
      <p className={styles.terms}>
        {t("login.terms")} <LegalModalLink page="eula" />
      </p>
      {shell.brand.login.subscriptionHome ? (
        <p>
          {t("login.notCustomer")}{" "}
          <a href={shell.brand.login.subscriptionHome} rel="noopener noreferrer">
            {t("login.subscribe")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
