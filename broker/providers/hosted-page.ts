/**
 * What every page a sandbox provider hosts in the browser shares (the card
 * page, the signing pages): HTML escaping, the constant-time check of the
 * page's nonce, and the security headers. The pages have no script and one
 * inline style, allowed by its hash; their address is their secret.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
}

/** Compares a posted nonce with the page's without telling, by its timing, how much of it matched. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The CSP hash of the page's one inline style. */
export function styleHashOf(style: string): string {
  return createHash("sha256").update(style).digest("base64");
}

/**
 * Strict headers for a hosted page. `returnAddresses`: where the page sends the
 * browser back; form-action covers the 303 after a POST in Chromium, so their
 * origins are listed.
 */
export function setHostedPageHeaders(c: Context, styleHash: string, returnAddresses: string[]): void {
  const origins = [...new Set(returnAddresses.map((address) => new URL(address).origin))];
  c.header(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${origins.join(" ")}; frame-ancestors 'none'; base-uri 'none'`.replace(
      / +;/g,
      ";",
    ),
  );
  c.header("Cache-Control", "no-store");
  // The address is the page's secret: never sent on to the return addresses or document links.
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("X-Frame-Options", "DENY");
}
