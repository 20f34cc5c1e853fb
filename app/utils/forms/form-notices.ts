import { useActionData } from "@remix-run/react";
import { isFormReply } from "./form-reply";

/**
 * What a reply says that is no error, keyed as conform keys errors: the form's own under "", each field's
 * under its name. A post that is no submission (a list's row added without JavaScript) is refused nothing,
 * yet may have lost something the customer must know of (the files chosen): said as errors, it would open
 * the error summary, call it a problem and take the focus the page gives the new row. Apart from form-reply.ts,
 * which every page loads, so that only the forms that show notices carry this.
 */
export type FormNotices = Record<string, string[]>;

/** The action's notices to the form with this intent (FormNotices), if the last post was that form's and it has some. */
export function useFormNotices(intent: string): FormNotices | undefined {
  const actionData = useActionData<unknown>();
  return isFormReply(actionData) && actionData.intent === intent ? actionData.notices : undefined;
}
