import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "certificate-file" };

/**
 * A certificate's PDF, streamed from the broker as an attachment (the page
 * never links to the broker). A failed fetch goes back to the certificates
 * with SPEC section 8's PDF message.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { v2, user, locale, t } = await requireClientPage(args, { ns: "contracts" });
  try {
    return await v2.downloadCertificate(user.clientId, args.params.contractId ?? "", args.params.certificateId ?? "");
  } catch {
    return redirectWithToast(href("certificates", {}, locale), { type: "error", title: t("contracts:certificates.downloadFailed"), message: t("errors:pdf") });
  }
});
