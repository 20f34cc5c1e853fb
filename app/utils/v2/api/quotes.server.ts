import type { z } from "zod";
import type { SepaMandateInput } from "../../../../contract/wire/payments";
import type {
  QuoteBody,
  QuoteConditionsInput,
  QuoteDocumentListBody,
  QuoteListBody,
  QuoteOptinsBody,
  SignatureRedirectsInput,
  SignatureStateBody,
} from "../../../../contract/wire/quotes";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as quoteJourney from "../../../../contract/endpoints/quote-journey";
import * as quotes from "../../../../contract/endpoints/quotes";

export type Quote = z.output<typeof QuoteBody>;
export type QuoteList = z.output<typeof QuoteListBody>;
export type QuoteDocument = z.output<typeof QuoteDocumentListBody>["documents"][number];
export type QuoteOptin = z.output<typeof QuoteOptinsBody>["optins"][number];
export type QuoteConditions = z.input<typeof QuoteConditionsInput>;
export type SignatureState = z.output<typeof SignatureStateBody>;
export type QuoteSigningRedirects = z.input<typeof SignatureRedirectsInput>;

/** A prospect's quotes (SPEC section 7 "Quotes"), the quote journey's steps, and a signature's state by the portal's reference. */
export function quoteCalls(client: V2Client) {
  const of = (clientId: string, quoteId: string) => ({ client: clientId, quote: quoteId });
  return {
    quotes: (clientId: string) => client.call(quotes.listQuotes, { params: { client: clientId } }),
    quote: (clientId: string, quoteId: string) => client.call(quotes.getQuote, { params: of(clientId, quoteId), query: { include: "signature" } }),
    quoteDocuments: (clientId: string, quoteId: string) => client.call(quotes.listQuoteDocuments, { params: of(clientId, quoteId) }),
    /** In the page's language `lang` when the broker draws it (decision 0090); the broker records the download. */
    downloadQuoteDocument: (clientId: string, quoteId: string, documentId: string, lang: Language) =>
      client.download(quotes.downloadQuoteDocument, { params: { ...of(clientId, quoteId), document: documentId }, query: { lang } }),
    downloadQuoteDocumentsZip: (clientId: string, quoteId: string, lang: Language) =>
      client.download(quotes.listQuoteDocuments, { params: of(clientId, quoteId), query: { output: "download-zip", lang } }),
    quoteOptins: (clientId: string, quoteId: string) => client.call(quotes.getQuoteOptins, { params: of(clientId, quoteId) }),
    acceptQuoteConditions: (clientId: string, quoteId: string, body: QuoteConditions) =>
      client.call(quoteJourney.acceptQuoteConditions, { params: of(clientId, quoteId), body }),
    quoteMandate: (clientId: string, quoteId: string) => client.call(quoteJourney.getQuoteMandate, { params: of(clientId, quoteId) }),
    saveQuoteMandate: (clientId: string, quoteId: string, mandate: z.input<typeof SepaMandateInput>, idempotencyKey?: string) =>
      client.call(quoteJourney.putQuoteMandate, { params: of(clientId, quoteId), body: mandate, idempotencyKey }),
    signQuote: (clientId: string, quoteId: string, redirects: QuoteSigningRedirects, lang: Language) =>
      client.call(quotes.signQuote, { params: of(clientId, quoteId), query: { lang }, body: redirects }),
    signatureState: (clientId: string, reference: string) => client.call(quoteJourney.getSignatureState, { params: { client: clientId, reference } }),
  };
}
