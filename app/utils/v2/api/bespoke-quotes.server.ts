import type { z } from "zod";
import type { QuoteBody, QuoteDocumentListBody, QuoteListBody } from "../../../../contract/wire/quotes";
import type { RequiredDocumentList } from "../../../../contract/wire/contracts";
import type { ProspectContactBody, ProspectContactInput } from "../../../../contract/wire/prospect";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

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
  const base = (clientId: string, quoteId: string) => `clients/${segment(clientId)}/quotes/${segment(quoteId)}`;
  return {
    /** GET quotes: the quotes and the bespoke quotes, newest first. */
    quoteLists: (clientId: string) => client.get<QuoteLists>(`clients/${segment(clientId)}/quotes`),
    bespokeQuote: (clientId: string, quoteId: string) => client.get<BespokeQuote>(base(clientId, quoteId), { query: { include: "signature" } }),
    bespokeQuoteDocuments: (clientId: string, quoteId: string) =>
      client.get<z.output<typeof QuoteDocumentListBody>>(`${base(clientId, quoteId)}/documents`).then((list) => list.documents),
    downloadBespokeQuoteDocument: (clientId: string, quoteId: string, documentId: string, lang: string) =>
      client.download(`${base(clientId, quoteId)}/documents/${segment(documentId)}`, { query: { lang } }),
    quoteRequiredDocuments: (clientId: string, quoteId: string) => client.get<QuoteRequiredDocument[]>(`${base(clientId, quoteId)}/documents-required`),
    uploadQuoteRequiredDocument: (clientId: string, quoteId: string, requiredId: string, file: File, idempotencyKey?: string) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return client.postForm<QuoteRequiredDocument>(`${base(clientId, quoteId)}/documents-required/${segment(requiredId)}`, form, { idempotencyKey });
    },
    downloadQuoteRequiredDocument: (clientId: string, quoteId: string, requiredId: string) =>
      client.download(`${base(clientId, quoteId)}/documents-required/${segment(requiredId)}`),
    prospectContact: (clientId: string) => client.get<ProspectContact>(`clients/${segment(clientId)}/contact-details`),
    updateProspectContact: (clientId: string, contact: ProspectContactChange) =>
      client.put<ProspectContact>(`clients/${segment(clientId)}/contact-details`, { contact }),
  };
}
