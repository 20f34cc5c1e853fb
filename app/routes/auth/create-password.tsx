import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { newPasswordSchema } from "~/routes/auth/auth-schemas";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "~/routes/auth/auth-page.css";
import { formReply } from "~/utils/forms/form-intent.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { afterStep } from "~/utils/session/auth.server";
import { updateSession } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

export const handle = pageHandle("login-create-password");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const passwordForms = formsOnDemand(() => import("~/routes/auth/new-password-form"));
const NewPasswordForm = passwordForms.form("NewPasswordForm");
export const clientLoader = formsWithData(passwordForms);

/** SPEC section 2: only with must_change_password; otherwise home. */
export async function loader(args: LoaderFunctionArgs) {
  const { locale, user, t } = await pageFor(args, handle);
  if (!user.flags.must_change_password) throw redirect(href("index", {}, locale));
  return { title: t("createPassword.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** PUT clients/{client}/password, then the next sign-in step or home. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, user, session, api, t } = await pageFor(args, handle);
  if (!user.flags.must_change_password) return redirect(href("index", {}, locale));
  const submission = parseForm(formData, newPasswordSchema(t));
  if (submission.status !== "success") return formReply("create-password", submission.reply({ hideFields: ["password", "confirmation"] }));
  await countAuthPost(args, "create-password", user.accountId);
  const refusal = await attempt(api.changePassword(user.clientId, submission.value.password), onStatuses(formStatuses, "refused"));
  if (isRefusal(refusal)) {
    // The broker names the field newPassword; the form calls it password.
    const result = await refusalReply(refusal, request, { submission, t, fields: ["password", "newPassword"], hideFields: ["password", "confirmation"] });
    if (result.error?.newPassword) result.error = { ...result.error, password: result.error.newPassword, newPassword: null };
    return formReply("create-password", result);
  }
  const flags = { ...user.flags, must_change_password: false };
  const cookie = await updateSession(request, { user: { flags } });
  return redirect(afterStep({ ...session, flags }, locale), { headers: { "Set-Cookie": cookie } });
}

export default function CreatePassword() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.page}>
      <h1>{t("createPassword.title")}</h1>
      <p>{t("createPassword.intro")}</p>
      <NewPasswordForm id="create-password" submitLabel={t("createPassword.submit")} />
    </div>
  );
}
