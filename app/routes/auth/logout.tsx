import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireValidCsrf } from "~/utils/forms/csrf.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { href } from "~/utils/routing/href";
import { logger } from "~/utils/request/logger.server";
import { destroySessionCookie, readSession } from "~/utils/session/session.server";
import { requestScope } from "~/utils/request/scope.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";

/** Logging out is a POST (a link or an image could not log anyone out); a GET just goes home. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(href("index", {}, requestScope(request).locale));
}

/**
 * Logs out (SPEC section 7 DELETE clients/{client}/authentication): the v2
 * token is revoked at the broker, so the old cookie is worthless even if
 * replayed, then the cookie is destroyed.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireValidCsrf(request);
  const { locale, brand } = requestScope(request);
  const { state } = await readSession(request);
  if (state.user) {
    try {
      await v2Api(v2ForRequest(request, brand, locale, state.user.token)).logOut(state.user.clientId);
    } catch (error) {
      // Already revoked or expired at the broker: the local logout below is all that is left to do.
      if (!(error instanceof V2Error)) throw error;
      logger.warn("logout.v2_failed", { status: error.error.status, code: error.error.code });
    }
  }
  const t = await getFixedT(locale.lang, "auth");
  return redirectWithToast(
    href("login", {}, locale),
    { type: "success", title: t("logout.title"), message: t("logout.message") },
    { headers: { "Set-Cookie": await destroySessionCookie(request) } },
  );
}
