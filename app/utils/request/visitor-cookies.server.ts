import { localeFromPathname, localeSegment } from "../routing/locale";

/**
 * Cookies the Express layer sets before Remix runs. Kept free of app-only
 * imports, and imported by a relative path: server.ts loads this module directly
 * and the compiled server (scripts/build-server.mjs, esbuild 0.17) leaves `~/` imports
 * unresolved.
 */
const marketingParameters = ["source", "medium", "campaign", "content", "term"] as const;
const marketingMaxAge = 30 * 24 * 60 * 60;
const localeMaxAge = 365 * 24 * 60 * 60;

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax", "HttpOnly", `Max-Age=${maxAge}`, secure ? "Secure" : ""].filter(Boolean).join("; ");
}

/** SPEC section 9: campaign parameters from the address, kept in a cookie. */
export function marketingCookie(query: Record<string, unknown>, secure: boolean): string | null {
  const campaign: Record<string, string> = {};
  for (const name of marketingParameters) {
    const value = query[`utm_${name}`];
    if (typeof value === "string" && value !== "") campaign[name] = value.slice(0, 100);
  }
  if (Object.keys(campaign).length === 0) return null;
  return cookie("utm", JSON.stringify(campaign), marketingMaxAge, secure);
}

/** Remembers the locale of the page being shown, for the bare root (365 days). */
export function localeCookieUpdate(pathname: string, cookieHeader: string | undefined, secure: boolean): string | null {
  const locale = localeFromPathname(pathname);
  if (!locale) return null;
  const segment = localeSegment(locale);
  if (cookieHeader && new RegExp(`(?:^|;\\s*)lng=${segment}(?:;|$)`).test(cookieHeader)) return null;
  return cookie("lng", segment, localeMaxAge, secure);
}
