import { redirect } from "@remix-run/node";
import type { RouteEntry } from "~/route-table";
import { href, matchRoute } from "~/utils/href";
import { pathLanguage, type Locale } from "~/utils/locale";
import type { SessionState } from "~/utils/session.server";

/** The table entry a locale-prefixed path shows, if any. */
export function entryForPath(pathname: string, locale: Locale): RouteEntry | null {
  const rest = pathname.split("/").slice(2).join("/");
  return matchRoute(rest, pathLanguage(locale.lang))?.entry ?? null;
}

/**
 * Route access from the table (SPEC section 2: a session is the default):
 * a page that needs a session sends an anonymous visitor to login, with
 * the page to come back to.
 */
export function enforceAccess(request: Request, pathname: string, locale: Locale, session: SessionState) {
  const entry = entryForPath(pathname, locale);
  if (!entry || entry.access !== "session" || session.token) return;
  const url = new URL(request.url);
  const back = `${pathname}${url.search}`;
  throw redirect(href("login", {}, locale, { redirectTo: back }));
}
