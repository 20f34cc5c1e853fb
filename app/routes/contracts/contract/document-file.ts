import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireClientPage } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { contractIdOf } from "./contract-tabs.server";
import { withScreens } from "~/utils/request/file-route.server";

export const handle = { page: "contract-document-file" };

/**
 * A contract document's PDF, streamed from the broker as an attachment: the
 * page links here, never to the broker. A failed fetch goes back to the
 * documents tab with SPEC section 8's PDF message, not to an error page.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { v2, user, locale, t } = await requireClientPage(args, { ns: "contract" });
  const contractId = contractIdOf(args.params);
  try {
    return await v2.downloadContractDocument(user.clientId, contractId, args.params.documentId ?? "");
  } catch {
    return redirectWithToast(href("contract-documents", { id: contractId }, locale), {
      type: "error",
      title: t("contract:documents.downloadFailed"),
      message: t("errors:pdf"),
    });
  }
});
