import { entryForPath } from "./href";
import { localeFromPathname } from "./locale";

/**
 * Whether a page holds no form for a visitor who is not signed in: the brand's legal documents (layout
 * "legals"). Such a page is given no CSRF token (root-loader.server.ts): making one is remix-utils' random
 * bytes and HMAC and a signed cookie, about 5% of an open page's CPU (issue 43), for a form that is not there.
 * Signed in, the account menu's sign-out is a form, and every page gets its token. The root's data is read
 * again when the visitor leaves such a page in the browser (root.tsx's shouldRevalidate), so the next page's
 * forms carry a token.
 */
export function isFormlessPage(pathname: string): boolean {
  const locale = localeFromPathname(pathname);
  return locale !== null && entryForPath(pathname, locale)?.layout === "legals";
}
