import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/utils/routing/href";
import { saveResetState } from "~/routes/auth/password-reset.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { pageFor } from "~/utils/request/page.server";
import { requireCanonicalUrl } from "~/utils/request/scope.server";
import { attempt, onStatuses } from "~/utils/v2/attempt.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-reset-password-email");

/**
 * `login/reset-password/email/{token}` (SPEC section 2): the link from the
 * e-mail. A valid token is stored with its e-mail and the user goes on to
 * new-password; on failure the user goes home (then login), told why.
 */
export async function loader(args: LoaderFunctionArgs) {
  requireCanonicalUrl(args.request);
  const { locale, api, t } = await pageFor(args, handle);
  const token = args.params.token ?? "";
  const checked = await attempt(
    api.checkPasswordReset(token),
    onStatuses([400, 404, 422], () => null),
  );
  if (!checked) {
    return redirectWithToast(href("index", {}, locale), {
      type: "error",
      title: t("resetPassword.linkInvalid.title"),
      message: t("resetPassword.linkInvalid.message"),
    });
  }
  const cookie = await saveResetState({ code: token, by: "email", email: checked.email });
  return redirect(href("login-new-password", {}, locale), { headers: { "Set-Cookie": cookie } });
}
