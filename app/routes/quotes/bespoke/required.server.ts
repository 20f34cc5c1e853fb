import type { RequiredDocumentLinks, SendRequiredFile } from "~/utils/forms/required-documents.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { bespokeQuoteIdOf } from "./bespoke.server";
import { quoteHolder } from "~/utils/session/quote-holder";

/** A bespoke quote's required document: its file back and its upload address, under the quote's pages. */
export const quoteRequiredLinks = (quoteId: string, locale: Locale): RequiredDocumentLinks => ({
  file: (requiredId) => href("bespoke-quote-required-file", { id: quoteId, requiredId }, locale),
  upload: (requiredId) => href("bespoke-quote-required-upload", { id: quoteId, requiredId }, locale),
});

/** The upload (`uploadRequiredDocument`), sent to the quote's required document. */
export const sendToQuote: SendRequiredFile = ({ api, user }, args, requiredId, file, key) =>
  api.uploadQuoteRequiredDocument(quoteHolder(user), bespokeQuoteIdOf(args.params), requiredId, file, key);
