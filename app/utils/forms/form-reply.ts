import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";

/**
 * What every form's action answers when it does not redirect: which form
 * was posted (its `intent` field) and conform's reply to it. A page with
 * several forms gives each one its own reply this way, and only this way.
 * `notices`: what the reply has to say that is no error (FormNotices).
 */
export type FormReply<Intent extends string = string> = { intent: Intent; reply: SubmissionResult<string[]>; notices?: FormNotices };

/**
 * What a reply says that is no error, keyed as conform keys errors: the form's own under "", each field's
 * under its name. A post that is no submission (a list's row added without JavaScript) is refused nothing,
 * yet may have lost something the customer must know of (the files chosen): said as errors, it would open
 * the error summary, call it a problem and take the focus the page gives the new row.
 */
export type FormNotices = Record<string, string[]>;

/** The name of the hidden field that says which form of the page was posted. */
export const intentFieldName = "intent";

/** The action's reply to the form with this intent, if the last post was that form's. */
export function useFormReply(intent: string): SubmissionResult<string[]> | undefined {
  const actionData = useActionData<unknown>();
  return isFormReply(actionData) && actionData.intent === intent ? actionData.reply : undefined;
}

export function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "intent" in value && "reply" in value;
}
