import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { emailOnlySchema } from "~/routes/auth/auth-schemas";
import { saveResetState } from "~/routes/auth/password-reset.server";
import { formReply } from "~/utils/forms/form-intent.server";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { pageFor, type PageRef } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { countAuthPost } from "~/utils/session/rate-limit/auth-posts.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

/**
 * POST clients/passwordresets for the e-mail typed: a link by e-mail, or a
 * 6-digit code by SMS to the account's mobile. The broker says nothing about
 * unknown addresses, and neither does the page that follows. An SMS code is
 * checked with its login, so the login is kept for the next step.
 */
export async function requestPasswordReset(args: ActionFunctionArgs, page: PageRef, by: "email" | "sms") {
  const formData = await readForm(args);
  const { request, locale, api, t } = await pageFor(args, page);
  const submission = parseForm(formData, emailOnlySchema(t));
  if (submission.status !== "success") return formReply("reset-request", submission.reply());
  const { login } = submission.value;
  await countAuthPost(args, by === "sms" ? "reset-sms" : "reset-link", login);
  const refusal = await attempt(api.requestPasswordReset({ login, by, locale: localeSegment(locale) }), onStatuses(formStatuses, "refused"));
  if (isRefusal(refusal)) return formReply("reset-request", await refusalReply(refusal, request, { submission, t, fields: ["login"] }));
  if (by === "email") return redirect(href("login-reset-password-got-email", {}, locale));
  return redirect(href("login-reset-password-enter-code", {}, locale), { headers: { "Set-Cookie": await saveResetState({ login, by }) } });
}
