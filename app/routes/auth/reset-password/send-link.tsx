import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { pageMeta } from "~/utils/routing/meta";
import { pageTitle } from "~/utils/routing/page-title.server";
import { requestPasswordReset } from "~/routes/auth/reset-request.server";
import * as styles from "~/routes/auth/auth-page.css";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";

export const handle = pageHandle("login-reset-password-send-link");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const resetForms = formsOnDemand(() => import("~/routes/auth/reset-email-form"));
const ResetEmailForm = resetForms.form("ResetEmailForm");
export const clientLoader = formsWithData(resetForms);

export function loader(args: LoaderFunctionArgs) {
  return pageTitle(args, handle, "resetPassword.sendLink.title");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** POST clients/passwordresets: the broker e-mails a link, or nothing when the address is unknown; the page says the same either way. */
export function action(args: ActionFunctionArgs) {
  return requestPasswordReset(args, handle, "email");
}

export default function SendResetLink() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.page}>
      <h1>{t("resetPassword.sendLink.title")}</h1>
      <p>{t("resetPassword.sendLink.intro")}</p>
      <ResetEmailForm submitLabel={t("resetPassword.sendLink.submit")} />
      <p>
        <RouteLink to="login-reset-password-root">{t("resetPassword.otherMethod")}</RouteLink>
      </p>
    </div>
  );
}
