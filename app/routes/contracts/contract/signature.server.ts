import type { PageContext } from "~/utils/request/page.server";
import { esignOrigins, getEnv } from "~/utils/request/env.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { V2Error } from "~/utils/v2/client.server";
import type { SignableDocument } from "~/utils/v2/api/index.server";

/** How the provider sent the signer back (docs/decisions/0038): the three return addresses differ only by this. */
export const outcomes = ["success", "error", "cancel"] as const;
export type Outcome = (typeof outcomes)[number];

export function outcomeOf(url: URL): Outcome | null {
  const value = url.searchParams.get("outcome");
  return (outcomes as readonly string[]).includes(value ?? "") ? (value as Outcome) : null;
}

/** The page's own address with `?outcome=…`, absolute: the provider redirects the browser there. */
export function returnAddresses(pageUrl: URL) {
  const back = (outcome: Outcome) => {
    const url = new URL(pageUrl.pathname, pageUrl.origin);
    url.searchParams.set("outcome", outcome);
    return url.href;
  };
  return { redirect_uri_success: back("success"), redirect_uri_error: back("error"), redirect_uri_cancel: back("cancel") };
}

/**
 * The provider's signing page, if it is where the portal may send the
 * browser: never an address the broker's answer could point anywhere else.
 */
export function signingPageAddress(url: string, brandCode: string): string | null {
  const env = getEnv();
  const allowed = esignOrigins(env, brandCode);
  const base = env.BROKER_API_URLS[brandCode] ?? env.BROKER_API_URL ?? allowed[0];
  if (!base) return null;
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  return allowed.includes(target.origin) && (target.protocol === "https:" || target.protocol === "http:") ? target.href : null;
}

export type SignatureState = "toSign" | "signed" | "pending" | "error" | "cancel";

/**
 * Where the signature stands. Back from the provider with "success", the
 * broker is asked to confirm (POST signable/{id}/signed): it answers only
 * once the provider says signed, so a success address typed by hand shows
 * "not confirmed yet", never a false success.
 */
export async function signatureState(page: PageContext<SignedInUser>, contractId: string, document: SignableDocument, outcome: Outcome | null): Promise<{ state: SignatureState; document: SignableDocument }> {
  if (document.state === "signed") return { state: "signed", document };
  if (outcome === "success") {
    try {
      const confirmed = await page.v2.confirmSigned(page.user.clientId, contractId, document.id);
      return { state: "signed", document: confirmed };
    } catch (error) {
      if (error instanceof V2Error && error.error.status === 422) return { state: "pending", document };
      throw error;
    }
  }
  if (outcome === "error" || outcome === "cancel") return { state: outcome, document };
  return { state: "toSign", document };
}

/** The end of the account's phone number, enough to recognise it: the SMS goes there. */
export function maskedPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 4 ? `•• ${digits.slice(-4, -2)} ${digits.slice(-2)}` : null;
}
