import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { quoteIdOf } from "../quote-view.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("quote-documents-zip");

/** "Download all": every document of the quote as one zip (`output=download-zip`); the broker records each as downloaded. */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const id = quoteIdOf(args.params);
  return downloadOrBack(api.downloadQuoteDocumentsZip(quoteHolder(user), id, locale.lang), {
    to: href("quote-documents", { id }, locale),
    title: t("quotes:documents.downloadFailed"),
    message: t("errors:pdf"),
  });
});
