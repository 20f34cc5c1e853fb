import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("invoice-file");

/**
 * An invoice's PDF, streamed from the broker as an attachment (the page
 * never links to the broker). The broker failing goes back to the payments
 * with SPEC section 8's PDF message; another client's invoice is not found.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  return downloadOrBack(api.downloadInvoice(user.clientId, args.params.contractId ?? "", args.params.invoiceId ?? "", locale.lang), {
    to: href("payments", {}, locale),
    title: t("payments:downloadFailed"),
    message: t("errors:pdf"),
  });
});
