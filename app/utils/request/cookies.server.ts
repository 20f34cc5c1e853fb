import { createCookie, createCookieSessionStorage, type Cookie } from "@remix-run/node";
import { getEnv } from "~/utils/request/env.server";

/** Names of the cookies the portal sets (listed on the cookies page). */
export const localeCookieName = "lng";

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

/**
 * A cookie session storage with the portal's defaults: signed with the
 * session secret, HttpOnly, SameSite=Lax, path /, Secure unless turned off.
 */
export function signedCookieStorage<Data, Flash = Data>(name: string) {
  const env = getEnv();
  return createCookieSessionStorage<Data, Flash>({
    cookie: { name, path: "/", httpOnly: true, sameSite: "lax", secure: env.COOKIE_SECURE, secrets: [env.SESSION_SECRET] },
  });
}

/** A signed, short-lived cookie with the same defaults, made once per name. */
const shortLived = new Map<string, Cookie>();

export function shortLivedCookie(name: string, maxAgeSeconds: number): Cookie {
  let cookie = shortLived.get(name);
  if (!cookie) {
    const env = getEnv();
    cookie = createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.COOKIE_SECURE,
      secrets: [env.SESSION_SECRET],
      maxAge: maxAgeSeconds,
    });
    shortLived.set(name, cookie);
  }
  return cookie;
}
