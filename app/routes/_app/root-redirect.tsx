import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { visitorLocale } from "~/utils/request/brand.server";
import { href } from "~/utils/routing/href";

/** The bare root: the locale cookie, then Accept-Language, then fr-FR or a partner brand's own (SPEC section 9, decision 0265). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(href("index", {}, visitorLocale(request)), { headers: { Vary: "Cookie, Accept-Language" } });
}
