import { redirect } from "@remix-run/node";
import { authenticate, completeSignIn, type Credentials } from "~/utils/session/auth.server";
import { href } from "~/utils/routing/href";
import { requestScope } from "~/utils/request/scope.server";
import { attempt, onStatuses, screened } from "~/utils/v2/attempt.server";

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
  const user = await attempt(
    screened(authenticate(request, credentials), { request, locale }),
    onStatuses([400, 401, 404, 422], () => null),
  );
  if (!user) return redirect(href("login", {}, locale, { failed: failure }));
  return completeSignIn(request, user, { locale, returnTo });
}
