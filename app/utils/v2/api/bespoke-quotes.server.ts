import type { z } from "zod";
import type { QuoteBody, QuoteDocumentListBody, QuoteListBody } from "../../../../contract/wire/quotes";
import type { RequiredDocumentList } from "../../../../contract/wire/contracts";
import type { ProspectContactBody, ProspectContactInput } from "../../../../contract/wire/prospect";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as prospectContact from "../../../../contract/endpoints/prospect-contact";
import * as quoteRequiredDocuments from "../../../../contract/endpoints/quote-required-documents";
import * as quotes from "../../../../contract/endpoints/quotes";

export type QuoteLists = z.output<typeof QuoteListBody>;
export type QuoteSummary = QuoteLists["quotes"][number];
export type BespokeQuote = z.output<typeof QuoteBody>;
export type BespokeQuoteDocument = z.output<typeof QuoteDocumentListBody>["documents"][number];
export type QuoteRequiredDocument = z.output<typeof RequiredDocumentList>[number];
export type ProspectContact = z.output<typeof ProspectContactBody>;
export type ProspectContactChange = z.input<typeof ProspectContactInput>["contact"];

/**
 * A prospect's bespoke quotes (SPEC section 7 "Quotes": a bespoke quote is a quote with
 * `is_bespoke`), their documents and required documents, the lists the dashboard counts,
 * and the prospect's contact details. `{client}` is the prospect's id.
 */
export function bespokeQuoteCalls(client: V2Client) {
  return {
    /** GET quotes: the quotes and the bespoke quotes, newest first. */
    quoteLists: (clientId: string) => client.call(quotes.listQuotes, { params: { client: clientId } }),
    bespokeQuote: (clientId: string, quoteId: string) =>
      client.call(quotes.getQuote, { params: { client: clientId, quote: quoteId }, query: { include: "signature" } }),
    bespokeQuoteDocuments: (clientId: string, quoteId: string) =>
      client.call(quotes.listQuoteDocuments, { params: { client: clientId, quote: quoteId } }).then((list) => list.documents),
    downloadBespokeQuoteDocument: (clientId: string, quoteId: string, documentId: string, lang: Language) =>
      client.download(quotes.downloadQuoteDocument, { params: { client: clientId, quote: quoteId, document: documentId }, query: { lang } }),
    quoteRequiredDocuments: (clientId: string, quoteId: string) =>
      client.call(quoteRequiredDocuments.listQuoteRequiredDocuments, { params: { client: clientId, quote: quoteId } }),
    uploadQuoteRequiredDocument: (clientId: string, quoteId: string, requiredId: string, file: File, idempotencyKey?: string) =>
      client.call(quoteRequiredDocuments.uploadQuoteRequiredDocument, {
        params: { client: clientId, quote: quoteId, requiredDocument: requiredId },
        body: { file },
        idempotencyKey,
      }),
    downloadQuoteRequiredDocument: (clientId: string, quoteId: string, requiredId: string) =>
      client.download(quoteRequiredDocuments.downloadQuoteRequiredDocument, { params: { client: clientId, quote: quoteId, requiredDocument: requiredId } }),
    prospectContact: (clientId: string) => client.call(prospectContact.getProspectContact, { params: { client: clientId } }),
    updateProspectContact: (clientId: string, contact: ProspectContactChange) =>
      client.call(prospectContact.updateProspectContact, { params: { client: clientId }, body: { contact } }),
  };
}
