import type { PageContext } from "~/utils/request/page.server";
import type { Outcome } from "~/utils/request/provider-page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import type { SignableDocument } from "~/utils/v2/api/index.server";
import { attempt } from "~/utils/v2/attempt.server";

export type SignatureState = "toSign" | "signed" | "pending" | "error" | "cancel";

/**
 * Where the signature stands. Back from the provider with "success", the
 * broker is asked to confirm (POST signable/{id}/signed): it answers only
 * once the provider says signed, so a success address typed by hand shows
 * "not confirmed yet", never a false success.
 */
export async function signatureState(
  page: PageContext<SignedInUser>,
  contractId: string,
  document: SignableDocument,
  outcome: Outcome | null,
): Promise<{ state: SignatureState; document: SignableDocument }> {
  if (document.state === "signed") return { state: "signed", document };
  if (outcome === "success") {
    const confirmed = await attempt(page.api.confirmSigned(page.user.clientId, contractId, document.id), { 422: () => null });
    return confirmed ? { state: "signed", document: confirmed } : { state: "pending", document };
  }
  if (outcome === "error" || outcome === "cancel") return { state: outcome, document };
  return { state: "toSign", document };
}
