import { createHash } from "node:crypto";

/**
 * The only style attributes a page may carry (CSP `style-src-attr`, docs/decisions/0213): the one
 * remix-utils' HoneypotInputs writes to hide its fields, exactly as React renders it. Any other
 * inline style stays blocked: styles come from the build's stylesheets or carry the page's nonce.
 */
export const allowedStyleAttributes = ["display:none"] as const;

/** The CSP sources allowing exactly those attribute values: `'unsafe-hashes'` and one hash each. */
export function styleAttributeSources(): string[] {
  return ["'unsafe-hashes'", ...allowedStyleAttributes.map((value) => `'sha256-${createHash("sha256").update(value).digest("base64")}'`)];
}
