import type { z } from "zod";
import type { MandateBody, SepaMandateInput } from "../../../../contract/wire/payments";
import type {
  QuoteBody,
  QuoteConditionsInput,
  QuoteDocumentListBody,
  QuoteListBody,
  QuoteOptinsBody,
  SignatureRedirectsInput,
  SignatureStateBody,
  SigningStartedBody,
} from "../../../../contract/wire/quotes";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Quote = z.output<typeof QuoteBody>;
export type QuoteList = z.output<typeof QuoteListBody>;
export type QuoteDocument = z.output<typeof QuoteDocumentListBody>["documents"][number];
export type QuoteOptin = z.output<typeof QuoteOptinsBody>["optins"][number];
export type QuoteConditions = z.input<typeof QuoteConditionsInput>;
export type SignatureState = z.output<typeof SignatureStateBody>;
export type QuoteSigningRedirects = z.input<typeof SignatureRedirectsInput>;

/** A prospect's quotes (SPEC section 7 "Quotes"), the quote journey's steps, and a signature's state by the portal's reference. */
export function quoteCalls(client: V2Client) {
  const base = (clientId: string, quoteId: string) => `clients/${segment(clientId)}/quotes/${segment(quoteId)}`;
  return {
    quotes: (clientId: string) => client.get<QuoteList>(`clients/${segment(clientId)}/quotes`),
    quote: (clientId: string, quoteId: string) => client.get<Quote>(base(clientId, quoteId), { query: { include: "signature" } }),
    quoteDocuments: (clientId: string, quoteId: string) => client.get<z.output<typeof QuoteDocumentListBody>>(`${base(clientId, quoteId)}/documents`),
    /** In the page's language `lang` when the broker draws it (decision 0090); the broker records the download. */
    downloadQuoteDocument: (clientId: string, quoteId: string, documentId: string, lang: string) =>
      client.download(`${base(clientId, quoteId)}/documents/${segment(documentId)}`, { query: { lang } }),
    downloadQuoteDocumentsZip: (clientId: string, quoteId: string, lang: string) =>
      client.download(`${base(clientId, quoteId)}/documents`, { query: { output: "download-zip", lang } }),
    quoteOptins: (clientId: string, quoteId: string) => client.get<z.output<typeof QuoteOptinsBody>>(`${base(clientId, quoteId)}/optins`),
    acceptQuoteConditions: (clientId: string, quoteId: string, body: QuoteConditions) => client.post<Quote>(`${base(clientId, quoteId)}/conditions`, body),
    quoteMandate: (clientId: string, quoteId: string) => client.get<z.output<typeof MandateBody>>(`${base(clientId, quoteId)}/mandate/sepa`),
    saveQuoteMandate: (clientId: string, quoteId: string, mandate: z.input<typeof SepaMandateInput>) =>
      client.put<z.output<typeof MandateBody>>(`${base(clientId, quoteId)}/mandate/sepa`, mandate),
    signQuote: (clientId: string, quoteId: string, redirects: QuoteSigningRedirects, lang: string) =>
      client.post<z.output<typeof SigningStartedBody>>(`${base(clientId, quoteId)}/signatures`, redirects, { query: { lang } }),
    signatureState: (clientId: string, reference: string) => client.get<SignatureState>(`clients/${segment(clientId)}/signatures/${segment(reference)}`),
  };
}
