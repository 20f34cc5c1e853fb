import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { FormStatus } from "~/components/ui/field";
import { pageMeta } from "~/utils/routing/meta";
import { pageTitle } from "~/utils/routing/page-title.server";
import * as styles from "~/routes/auth/auth-page.css";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-reset-password-got-email");

export function loader(args: LoaderFunctionArgs) {
  return pageTitle(args, handle, "resetPassword.gotEmail.title");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** After the link request: the same words whether or not an account exists. */
export default function ResetLinkSent() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.page}>
      <h1>{t("resetPassword.gotEmail.title")}</h1>
      <FormStatus>{t("resetPassword.gotEmail.body")}</FormStatus>
      <p>{t("resetPassword.gotEmail.help")}</p>
      <p>
        <RouteLink to="login-reset-password-send-link">{t("resetPassword.gotEmail.again")}</RouteLink>
      </p>
      <p>
        <RouteLink to="login">{t("resetPassword.backToLogin")}</RouteLink>
      </p>
    </div>
  );
}
