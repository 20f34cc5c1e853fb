import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCanonicalUrl } from "~/utils/request/scope.server";
import { signInFromLink } from "~/utils/session/sign-in-from-link.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-existing-session");

/** `login/existing-session?token=…` (SPEC section 2): reuses a v2 session token as the session, then home. */
export async function loader({ request }: LoaderFunctionArgs) {
  requireCanonicalUrl(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return signInFromLink(request, { method: "existing-session", token }, "session");
}
