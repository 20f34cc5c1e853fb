import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { downloadOrBack, withScreens } from "~/utils/request/file-route.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { bespokeQuoteIdOf } from "./bespoke.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("bespoke-quote-document-file");

/** One document of a bespoke quote, as an attachment through the portal, in the page's language (decision 0090). */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const { api, user, locale, t } = await pageFor(args, handle);
  const quoteId = bespokeQuoteIdOf(args.params);
  return downloadOrBack(api.downloadBespokeQuoteDocument(quoteHolder(user), quoteId, args.params.documentId ?? "", locale.lang), {
    to: href("bespoke-quote-documents", { id: quoteId }, locale),
    title: t("documents.downloadFailed"),
    message: t("errors:pdf"),
  });
});
