import { phoneSchema } from "~/utils/forms/contact-fields";
import { formReply } from "~/utils/forms/form-intent.server";
import { parseForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import type { PageContext } from "~/utils/request/page.server";
import { localeSegment } from "~/utils/routing/locale";
import type { SignedInUser } from "~/utils/session/session.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

/**
 * The first form of a mobile phone's confirmation (the sign-in step `login/confirm-phone` and a quote's
 * signing steps, `PhoneConfirmation`): POST clients/{client}/phone-confirmations sends an SMS code to the
 * number typed. Sent, the success reply carries the number in its values and the page shows the code
 * form; a number the broker refuses gets the words of the expected format, the brand country's (as the form's hint). `beforeSend` runs once the
 * number is well-formed, before the broker is asked (the sign-in step counts the post against its limit).
 */
export async function sendPhoneCode(page: PageContext<SignedInUser>, formData: FormData, intent: string, beforeSend?: () => Promise<unknown>) {
  const { request, api, user, locale, t, brand } = page;
  const submission = parseForm(formData, phoneSchema(t, brand.country));
  if (submission.status !== "success") return formReply(intent, submission.reply());
  await beforeSend?.();
  const sent = await attempt(api.requestPhoneConfirmation(user.clientId, submission.value.phone, localeSegment(locale)), onStatuses(formStatuses, "refused"));
  if (isRefusal(sent)) {
    const reply = await refusalReply(sent, request, { submission, t, fields: ["phone"] });
    if (reply.error?.phone) reply.error = { ...reply.error, phone: [t(`auth:confirmPhone.phoneFormat.${brand.country}`)] };
    return formReply(intent, reply);
  }
  return formReply(intent, submission.reply({ resetForm: false }), 200);
}
