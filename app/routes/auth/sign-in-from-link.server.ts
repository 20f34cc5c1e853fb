import { redirect } from "@remix-run/node";
import { authenticate, completeSignIn, type Credentials } from "~/utils/session/auth.server";
import { href } from "~/utils/routing/href";
import { requestScope } from "~/utils/request/scope.server";
import { V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * Entries that sign in from a link (single sign-on, an existing session
 * token): success opens the portal; a refused or expired credential goes to
 * the login page, which says why; outages show their error page.
 */
export async function signInFromLink(
  request: Request,
  credentials: Credentials,
  failure: "sso" | "session",
  returnTo: string | null = null,
): Promise<Response> {
  const { locale } = requestScope(request);
  try {
    const user = await authenticate(request, credentials);
    return await completeSignIn(request, user, { locale, returnTo });
  } catch (error) {
    if (error instanceof V2Error && [400, 401, 404, 422].includes(error.error.status)) {
      return redirect(href("login", {}, locale, { failed: failure }));
    }
    return throwV2Failure(error, request, locale);
  }
}
