import { getEnv } from "~/utils/env.server";

/** Names of the cookies the portal sets (listed on the cookies page). */
export const localeCookieName = "lng";
export const marketingCookieName = "utm";

/** SPEC section 9: the locale cookie lasts 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

type CookieOptions = { maxAge?: number; httpOnly?: boolean };

/** A Set-Cookie value with the portal's defaults: path /, SameSite=Lax, Secure, HttpOnly. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (getEnv().COOKIE_SECURE) parts.push("Secure");
  return parts.join("; ");
}
