import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/utils/routing/href";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { saveResetState } from "~/routes/auth/password-reset.server";
import { requestScope, requireCanonicalUrl } from "~/utils/request/scope.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * `login/reset-password/email/{token}` (SPEC section 2): the link from the
 * e-mail. A valid token is stored with its e-mail and the user goes on to
 * new-password; on failure the user goes home (then login), told why.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireCanonicalUrl(request);
  const { locale, brand } = requestScope(request);
  const token = params.token ?? "";
  try {
    const checked = await v2Api(v2ForRequest(request, brand, locale)).checkPasswordReset(token);
    const cookie = await saveResetState({ code: token, by: "email", email: checked.email });
    return redirect(href("login-new-password", {}, locale), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof V2Error && [400, 404, 422].includes(error.error.status)) {
      const t = await getFixedT(locale.lang, "auth");
      return redirectWithToast(href("index", {}, locale), { type: "error", title: t("resetPassword.linkInvalid.title"), message: t("resetPassword.linkInvalid.message") });
    }
    return throwV2Failure(error, request, locale);
  }
}
