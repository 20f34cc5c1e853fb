import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { intentTarget } from "~/utils/routing/intent";
import { requestScope, requireCanonicalUrl } from "~/utils/request/scope.server";
import { signInFromLink } from "~/utils/session/sign-in-from-link.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("intent");

/**
 * The redirect helper of SPEC section 2: `type=goto` goes to a named route,
 * `type=session` saves a session token, `type=login` goes to login; anything
 * else goes home.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  requireCanonicalUrl(request);
  const { locale } = requestScope(request);
  const target = intentTarget(new URL(request.url).searchParams, locale);
  if (target.kind === "session") return signInFromLink(request, { method: "existing-session", token: target.token }, "session");
  return redirect(target.to);
}
