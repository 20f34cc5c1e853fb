import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { NewPasswordForm } from "~/routes/auth/new-password-form";
import { newPasswordSchema } from "~/routes/auth/auth-schemas";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { clearResetState, readResetState } from "~/routes/auth/password-reset.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import * as styles from "~/routes/auth/auth-page.css";
import { parseForm, readForm, replyWithV2Error } from "~/utils/forms/read-form.server";
import { openPage } from "~/utils/request/page.server";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { V2Error } from "~/utils/v2/client.server";
import type { RouteHandle } from "~/utils/routing/handle";

export const handle = { i18n: ["auth"], page: "login-new-password" } satisfies RouteHandle;

/** SPEC section 2: new-password needs a stored reset code, otherwise login. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, locale, t } = await openPage(args, { ns: "auth" });
  const state = await readResetState(request);
  if (!state.code) throw redirect(href("login", {}, locale));
  return { title: t("newPassword.title"), email: state.email ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** PUT clients/passwordresets/{code}: saves the password; the broker ends every session of the account. */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, locale, v2, t } = await openPage(args, { ns: "auth" });
  const state = await readResetState(request);
  if (!state.code) return redirect(href("login", {}, locale));
  const submission = parseForm(formData, newPasswordSchema(t));
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirmation"] }) }, { status: 400 });
  await countAuthPost(args, "new-password", state.email ?? state.login);
  try {
    await v2.savePasswordReset(state.code, submission.value.password, state.by === "sms" ? state.login : undefined);
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
