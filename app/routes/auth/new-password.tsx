import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewPasswordForm } from "~/routes/auth/new-password-form";
import { countAuthPost, parseForm, readAuthForm, replyWithV2Error } from "~/utils/forms/read-form.server";
import { newPasswordSchema } from "~/routes/auth/forms.server";
import { href } from "~/utils/routing/href";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { pageMeta } from "~/utils/routing/meta";
import { clearResetState, readResetState } from "~/routes/auth/password-reset.server";
import { requestScope } from "~/utils/request/scope.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";
import * as styles from "~/routes/auth/auth-page.css";

export const handle = { i18n: ["auth"] };

/** SPEC section 2: new-password needs a stored reset code, otherwise login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale } = requestScope(request);
  const state = await readResetState(request);
  if (!state.code) throw redirect(href("login", {}, locale));
  const t = await getFixedT(locale.lang, "auth");
  return { title: t("newPassword.title"), email: state.email ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** PUT clients/passwordresets/{code}: saves the password; the broker ends every session of the account. */
export async function action({ request }: ActionFunctionArgs) {
  const { formData, t, locale, brand } = await readAuthForm(request);
  const state = await readResetState(request);
  if (!state.code) return redirect(href("login", {}, locale));
  const submission = parseForm(formData, newPasswordSchema(t));
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirmation"] }) }, { status: 400 });
  await countAuthPost(request, "new-password", state.email ?? state.login);
  try {
    await v2Api(v2ForRequest(request, brand, locale)).savePasswordReset(state.code, submission.value.password, state.by === "sms" ? state.login : undefined);
  } catch (error) {
    if (error instanceof V2Error && error.error.status === 404) {
      // The code expired or was used meanwhile: start again.
      return redirectWithToast(
        href("login-reset-password-root", {}, locale),
        { type: "error", title: t("resetPassword.linkInvalid.title"), message: t("resetPassword.linkInvalid.message") },
        { headers: { "Set-Cookie": await clearResetState() } },
      );
    }
    const result = await replyWithV2Error(error, request, { submission, t, fields: ["password", "confirmation"], hideFields: ["password", "confirmation"] });
    return data({ result }, { status: 400 });
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
  const actionData = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <h1>{t("newPassword.title")}</h1>
      <p>{email ? t("newPassword.introFor", { email }) : t("newPassword.intro")}</p>
      <NewPasswordForm id="new-password" lastResult={actionData?.result} submitLabel={t("newPassword.submit")} />
    </div>
  );
}
