import { randomUUID } from "node:crypto";
import type { PageContext } from "~/utils/request/page.server";
import { returnAddresses } from "~/utils/request/provider-page.server";
import { href } from "~/utils/routing/href";

/**
 * Every e-signature (a quote, a bespoke quote, a contract's document) comes
 * back to one page, `internal/callback/signature` (docs/decisions/0097): its
 * three return addresses carry the portal's own reference (a fresh UUID, also
 * sent to the broker), and that page asks the broker for the state by it.
 * The `outcome` in the address only says which button the provider used; the
 * page never believes it.
 */
export function signatureReturn(request: Request, locale: PageContext["locale"]) {
  const reference = randomUUID();
  const page = new URL(request.url);
  const back = new URL(href("signature-callback", {}, locale, { ref: reference }), page.origin);
  return { reference, redirects: { ...returnAddresses(back, ["ref"]), reference } };
}
