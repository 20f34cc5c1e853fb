import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { formReply } from "~/utils/forms/form-intent.server";
import { smsCodeSchema } from "~/utils/forms/contact-fields";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { readResetState, saveResetState } from "~/routes/auth/password-reset.server";
import * as styles from "~/routes/auth/auth-page.css";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { attempt } from "~/utils/v2/attempt.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";

export const handle = pageHandle("login-reset-password-enter-code");

// The code's form, with conform and zod, hydrates when its module arrives (decision 0151).
const codeForms = formsOnDemand(() => import("./reset-code-form"));
const ResetCodeForm = codeForms.form("ResetCodeForm");
export const clientLoader = formsWithData(codeForms);

export async function loader(args: LoaderFunctionArgs) {
  const { request, locale, t } = await pageFor(args, handle);
  // The code is checked with the login it was sent for: without one, ask for it first.
  if (!(await readResetState(request)).login) throw redirect(href("login-reset-password-code-by", {}, locale));
  return { title: t("resetPassword.enterCode.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** GET clients/passwordresets/{code}?login=…: a right code goes on to new-password. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, api, t } = await pageFor(args, handle);
  const state = await readResetState(request);
  if (!state.login) return redirect(href("login-reset-password-code-by", {}, locale));
  const submission = parseForm(formData, smsCodeSchema(t));
  if (submission.status !== "success") return formReply("reset-code", submission.reply());
  await countAuthPost(args, "reset-code", state.login);
  const checked = await attempt(api.checkPasswordReset(submission.value.code, state.login), { 404: () => null });
  if (!checked) return formReply("reset-code", submission.reply({ fieldErrors: { code: [t("auth:resetPassword.enterCode.invalid")] } }));
  const cookie = await saveResetState({ login: state.login, code: submission.value.code, by: "sms", email: checked.email });
  return redirect(href("login-new-password", {}, locale), { headers: { "Set-Cookie": cookie } });
}

export default function EnterResetCode() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.page}>
      <h1>{t("resetPassword.enterCode.title")}</h1>
      <p>{t("resetPassword.enterCode.intro")}</p>
      <ResetCodeForm />
      <p>
        <RouteLink to="login-reset-password-code-by">{t("resetPassword.enterCode.again")}</RouteLink>
      </p>
    </div>
  );
}
