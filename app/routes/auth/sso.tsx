import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCanonicalUrl } from "~/utils/request/scope.server";
import { signInFromLink } from "~/utils/session/sign-in-from-link.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("connect-sso");

/** `connect_sso/{token}` (SPEC section 2): single sign-on with a JWT signed by the partner. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireCanonicalUrl(request);
  const url = new URL(request.url);
  return signInFromLink(request, { method: "sso", token: params.token ?? "" }, "sso", url.searchParams.get("redirectTo"));
}
