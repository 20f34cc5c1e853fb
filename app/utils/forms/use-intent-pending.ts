import { useNavigation } from "@remix-run/react";

/** The field conform adds to the posts it makes itself (a field re-checked on the server as it loses focus). */
const conformIntent = "__intent__";

/**
 * Whether the customer's own post of the form with this `intent` is under way: what makes its
 * button busy, and a busy button swallows clicks (SPEC section 2). conform's own posts (a field
 * re-checked on the server, after a refusal) carry the same fields and are not counted: a click
 * on "save" first moves the focus out of the last field, which starts such a check, and counting
 * it swallowed the click that was to save.
 */
export function useIntentPending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent && !navigation.formData.has(conformIntent);
}
