import { useActionData } from "@remix-run/react";
import { isFormReply, type FormNotices } from "./form-reply";

/**
 * The action's notices to the form with this intent (FormNotices), if the last post was that form's and it has some.
 * Apart from form-reply.ts, which every page loads: only the forms that show notices carry it.
 */
export function useFormNotices(intent: string): FormNotices | undefined {
  const actionData = useActionData<unknown>();
  return isFormReply(actionData) && actionData.intent === intent ? actionData.notices : undefined;
}
