import { useNavigation } from "@remix-run/react";
import { intentFieldName } from "~/utils/forms/form-reply";

/**
 * Whether the customer's own post of the form with this `intent` is under way: what makes its
 * button busy, and a busy button swallows clicks (SPEC section 2). Forms check their fields in
 * the browser or on submit (useSchemaForm), never by a post as a field loses focus: the only
 * posts are the customer's submissions.
 */
export function useIntentPending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get(intentFieldName) === intent;
}
