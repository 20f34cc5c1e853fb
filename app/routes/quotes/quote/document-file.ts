import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { quoteIdOf } from "../quote-view.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("quote-document-file");

/**
 * A quote document's PDF, streamed from the broker as an attachment (the
 * broker records the download, SPEC section 5). The broker failing goes back
 * to the documents tab with SPEC section 8's PDF message.
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const id = quoteIdOf(args.params);
  return downloadOrBack(api.downloadQuoteDocument(quoteHolder(user), id, args.params.documentId ?? "", locale.lang), {
    to: href("quote-documents", { id }, locale),
    title: t("quotes:documents.downloadFailed"),
    message: t("errors:pdf"),
  });
});
