import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { contractIdOf } from "./contract-tabs.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-document-file");

/**
 * A contract document's PDF, streamed from the broker as an attachment: the
 * page links here, never to the broker. The broker failing goes back to
 * the documents tab with SPEC section 8's PDF message, not to an error page.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  return downloadOrBack(api.downloadContractDocument(user.clientId, contractId, args.params.documentId ?? "", locale.lang), {
    to: href("contract-documents", { id: contractId }, locale),
    title: t("contract:documents.downloadFailed"),
    message: t("errors:pdf"),
  });
});
