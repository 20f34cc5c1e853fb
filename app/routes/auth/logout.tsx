import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { readForm } from "~/utils/forms/read-form.server";
import { pageFor } from "~/utils/request/page.server";
import { scopeOf } from "~/utils/request/scope.server";
import { endCookieSession } from "~/utils/session/auth.server";
import { destroySessionCookie } from "~/utils/session/session.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("logout");

/** Logging out is a POST (a link or an image could not log anyone out); a GET just goes home. */
export function loader(args: LoaderFunctionArgs) {
  return redirect(href("index", {}, scopeOf(args).locale));
}

/**
 * Logs out (SPEC section 7 DELETE clients/{client}/authentication): the v2
 * token is revoked at the broker, so the old cookie is worthless even if
 * replayed, then the cookie is destroyed.
 */
export async function action(args: ActionFunctionArgs) {
  await readForm(args);
  const { request, locale, t } = await pageFor(args, handle);
  // From the cookie itself, not the page's visitor: a session the broker could not vouch for just now is revoked too.
  await endCookieSession(request);
  return redirectWithToast(
    href("login", {}, locale),
    { type: "success", title: t("logout.title"), message: t("logout.message") },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}
