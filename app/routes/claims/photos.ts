import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { formIntent } from "~/utils/forms/form-intent.server";
import { readForm } from "~/utils/forms/read-form.server";
import { withScreens } from "~/utils/request/file-route.server";
import { pageFor } from "~/utils/request/page.server";
import { providerPageAddress } from "~/utils/request/provider-page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, isRefusal } from "~/utils/v2/attempt.server";

export const handle = pageHandle("claim-photos");

/**
 * The partner photo-collection page of a claim: asked of the broker (made on
 * first ask), then the browser goes there in the page's language, with the
 * claim's address to come back to. A plain post from the claim page.
 */
export const action = withScreens(async (args: ActionFunctionArgs) => {
  const form = await readForm(args);
  const { api, user, locale, brand, t, request } = await pageFor(args, handle);
  await formIntent(request, form, ["photos"]);
  const claimId = args.params.id ?? "";
  const back = href("claim", { id: claimId }, locale);
  const failed = () => redirectWithToast(back, { type: "error", title: t("claims:detail.photos"), message: t("errors:generic.later") });
  const opened = await attempt(api.openPhotoCollection(user.clientId, claimId), { 422: "refused", otherwise: failed });
  if (opened instanceof Response) return opened;
  if (isRefusal(opened)) return failed();
  const returnTo = new URL(back, new URL(request.url).origin).href;
  const address = providerPageAddress(opened.url, brand.code, { lang: locale.lang, return: returnTo });
  return address ? redirect(address) : failed();
});
