import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { pageMeta } from "~/utils/routing/meta";
import { pageTitle } from "~/utils/routing/page-title.server";
import * as styles from "~/routes/auth/auth-page.css";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-reset-password-root");

export function loader(args: LoaderFunctionArgs) {
  return pageTitle(args, handle, "resetPassword.choose.title");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** The first step: a link by e-mail or a code by SMS. */
export default function ChooseResetMethod() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.page}>
      <h1>{t("resetPassword.choose.title")}</h1>
      <p>{t("resetPassword.choose.intro")}</p>
      <ul className={styles.choices}>
        <li>
          <RouteLink to="login-reset-password-send-link" className={styles.choice}>
            <strong>{t("resetPassword.choose.byEmail")}</strong>
            <span>{t("resetPassword.choose.byEmailHint")}</span>
          </RouteLink>
        </li>
        <li>
          <RouteLink to="login-reset-password-code-by" className={styles.choice}>
            <strong>{t("resetPassword.choose.bySms")}</strong>
            <span>{t("resetPassword.choose.bySmsHint")}</span>
          </RouteLink>
        </li>
      </ul>
      <p>
        <RouteLink to="login">{t("resetPassword.backToLogin")}</RouteLink>
      </p>
    </div>
  );
}
