import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeCookieName, readCookie } from "~/utils/request/cookies.server";
import { href } from "~/utils/routing/href";
import { detectLocale } from "~/utils/routing/locale";

/** The bare root: the locale cookie, then Accept-Language, then fr-FR (SPEC section 9). */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = detectLocale(readCookie(request.headers.get("cookie"), localeCookieName), request.headers.get("accept-language"));
  return redirect(href("index", {}, locale), { headers: { Vary: "Cookie, Accept-Language" } });
}
