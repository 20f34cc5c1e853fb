import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("certificate-file");

/**
 * A certificate's PDF, streamed from the broker as an attachment (the page
 * never links to the broker). The broker failing goes back to the
 * certificates with SPEC section 8's PDF message; another client's is not found.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  return downloadOrBack(api.downloadCertificate(user.clientId, args.params.contractId ?? "", args.params.certificateId ?? "", locale.lang), {
    to: href("certificates", {}, locale),
    title: t("contracts:certificates.downloadFailed"),
    message: t("errors:pdf"),
  });
});
