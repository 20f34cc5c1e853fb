import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/utils/routing/href";
import { logger } from "~/utils/request/logger.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { readForm } from "~/utils/forms/read-form.server";
import { openPage, scopeOf } from "~/utils/request/page.server";
import { destroySessionCookie } from "~/utils/session/session.server";
import { V2Error } from "~/utils/v2/client.server";

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
  const { request, locale, user, v2, t } = await openPage(args, { ns: "auth" });
  if (user) {
    try {
      await v2.logOut(user.clientId);
    } catch (error) {
      // Already revoked or expired at the broker: the local logout below is all that is left to do.
      if (!(error instanceof V2Error)) throw error;
      logger.warn("logout.v2_failed", { status: error.error.status, code: error.error.code });
    }
  }
  return redirectWithToast(
    href("login", {}, locale),
    { type: "success", title: t("logout.title"), message: t("logout.message") },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}
