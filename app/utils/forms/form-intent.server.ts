import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { intentFieldName, type FormNotices, type FormReply } from "~/utils/forms/form-reply";
import { rejectionPage } from "~/utils/request/rejection-page.server";

/**
 * Which of the page's forms was posted: one of `intents`, read from the
 * form's hidden `intent` field. Anything else (no intent, another page's,
 * a made-up one) is a 400 page before any work: an action never falls
 * through to a form the customer did not send. Each action then switches
 * on the answer, one case per form.
 */
export async function formIntent<const Intent extends string>(request: Request, formData: FormData, intents: readonly Intent[]): Promise<Intent> {
  const intent = formData.get(intentFieldName);
  if (typeof intent === "string" && (intents as readonly string[]).includes(intent)) return intent as Intent;
  throw await rejectionPage(request, 400);
}

/**
 * The form's reply (errors and values kept) on the same page: 400 for the customer's own mistake unless said otherwise;
 * `notices`, what it says that is no error (FormNotices).
 */
export function formReply<const Intent extends string>(intent: Intent, reply: SubmissionResult<string[]>, status = 400, notices?: FormNotices) {
  return data<FormReply<Intent>>(notices ? { intent, reply, notices } : { intent, reply }, { status });
}
