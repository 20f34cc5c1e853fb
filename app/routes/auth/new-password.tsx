import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { newPasswordSchema } from "~/routes/auth/auth-schemas";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { clearResetState, readResetState } from "~/routes/auth/password-reset.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import * as styles from "~/routes/auth/auth-page.css";
import { formReply } from "~/utils/forms/form-intent.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

export const handle = pageHandle("login-new-password");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const passwordForms = formsOnDemand(() => import("~/routes/auth/new-password-form"));
const NewPasswordForm = passwordForms.form("NewPasswordForm");
export const clientLoader = formsWithData(passwordForms);

/** SPEC section 2: new-password needs a stored reset code, otherwise login. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, locale, t } = await pageFor(args, handle);
  const state = await readResetState(request);
  if (!state.code) throw redirect(href("login", {}, locale));
  return { title: t("newPassword.title"), email: state.email ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** PUT clients/passwordresets/{code}: saves the password; the broker ends every session of the account. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, api, t } = await pageFor(args, handle);
  const state = await readResetState(request);
  if (!state.code) return redirect(href("login", {}, locale));
  const submission = parseForm(formData, newPasswordSchema(t));
  if (submission.status !== "success") return formReply("new-password", submission.reply({ hideFields: ["password", "confirmation"] }));
  await countAuthPost(args, "new-password", state.email ?? state.login);
  const refusal = await attempt(api.savePasswordReset(state.code, submission.value.password, state.by === "sms" ? state.login : undefined), {
    ...onStatuses(formStatuses, "refused"),
    // The code expired or was used meanwhile: start again.
    404: async () =>
      redirectWithToast(
        href("login-reset-password-root", {}, locale),
        { type: "error", title: t("resetPassword.linkInvalid.title"), message: t("resetPassword.linkInvalid.message") },
        { headers: { "Set-Cookie": await clearResetState() } },
      ),
  });
  if (refusal instanceof Response) return refusal;
  if (isRefusal(refusal)) {
    const result = await refusalReply(refusal, request, { submission, t, fields: ["password", "confirmation"], hideFields: ["password", "confirmation"] });
    return formReply("new-password", result);
  }
  return redirectWithToast(
    href("login", {}, locale),
    { type: "success", title: t("newPassword.saved.title"), message: t("newPassword.saved.message") },
    { headers: { "Set-Cookie": await clearResetState() } },
  );
}

export default function NewPassword() {
  const { t } = useTranslation("auth");
  const { email } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>{t("newPassword.title")}</h1>
      <p>{email ? t("newPassword.introFor", { email }) : t("newPassword.intro")}</p>
      <NewPasswordForm id="new-password" submitLabel={t("newPassword.submit")} />
    </div>
  );
}
