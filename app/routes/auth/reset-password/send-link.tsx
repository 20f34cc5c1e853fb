import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ResetEmailForm } from "~/routes/auth/reset-email-form";
import { RouteLink } from "~/components/route-link";
import { emailOnlySchema } from "~/routes/auth/forms.server";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { pageTitle } from "~/utils/routing/page-title.server";
import * as styles from "~/routes/auth/auth-page.css";
import { parseForm, readForm, replyWithV2Error } from "~/utils/forms/read-form.server";
import { openPage } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";

export function loader(args: LoaderFunctionArgs) {
  return pageTitle(args, "auth", "resetPassword.sendLink.title");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** POST clients/passwordresets: the broker e-mails a link, or nothing when the address is unknown; the page says the same either way. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, v2, t } = await openPage(args, { ns: "auth" });
  const submission = parseForm(formData, emailOnlySchema(t));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await countAuthPost(request, "reset-link", submission.value.login);
  try {
    await v2.requestPasswordReset({ login: submission.value.login, by: "email", locale: localeSegment(locale) });
  } catch (error) {
    return data({ result: await replyWithV2Error(error, request, { submission, t, fields: ["login"] }) }, { status: 400 });
  }
  return redirect(href("login-reset-password-got-email", {}, locale));
}

export default function SendResetLink() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <h1>{t("resetPassword.sendLink.title")}</h1>
      <p>{t("resetPassword.sendLink.intro")}</p>
      <ResetEmailForm lastResult={actionData?.result} submitLabel={t("resetPassword.sendLink.submit")} />
      <p>
        <RouteLink to="login-reset-password-root">{t("resetPassword.otherMethod")}</RouteLink>
      </p>
    </div>
  );
}
