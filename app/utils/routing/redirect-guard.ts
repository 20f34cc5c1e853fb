/**
 * Where a redirect may go (SPEC section 2: external addresses refused unless
 * allowed, unsafe protocols refused). Isomorphic and pure.
 */
const unsafeProtocols = ["javascript:", "data:", "vbscript:", "file:", "blob:"];

/** The query parameter and form field that carry where to go after sign-in (`?redirectTo=/fr-fr/contrats`). */
export const returnToParam = "redirectTo";

export type RedirectVerdict =
  { ok: true; target: string } | { ok: false; reason: "empty" | "unsafe-protocol" | "protocol-relative" | "external" | "malformed" | "invalid-characters" };

/**
 * Anything but printable ASCII (tab, CR and LF are dropped before): a Location
 * header cannot carry it, and `redirect("/ā")` threw after the sign-in had
 * already been done. Links the portal writes are percent-encoded, so only a
 * hand-made or tampered address has these.
 */
const invalidCharacters = /[^\x20-\x7e]/;

export function checkRedirect(raw: string | null | undefined, allowedHosts: readonly string[] = []): RedirectVerdict {
  if (!raw) return { ok: false, reason: "empty" };
  // Browsers ignore tabs and newlines inside URLs and treat "\" like "/".
  const value = raw.replace(/[\t\n\r]/g, "").trim();
  if (value === "") return { ok: false, reason: "empty" };
  if (invalidCharacters.test(value)) return { ok: false, reason: "invalid-characters" };
  const lowered = value.toLowerCase().replace(/\s/g, "");
  if (unsafeProtocols.some((protocol) => lowered.startsWith(protocol))) return { ok: false, reason: "unsafe-protocol" };
  if (/^[/\\]{2}/.test(value) || /^\/[\\]/.test(value)) return { ok: false, reason: "protocol-relative" };
  if (value.startsWith("/")) return { ok: true, target: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "unsafe-protocol" };
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return { ok: false, reason: "external" };
  return { ok: true, target: url.toString() };
}
