/** Card, mandate and signable-document rows → wire shapes (wire/payments.ts). */
import type { z } from "zod";
import type { CardSummary, MandateBody, SignableDocumentBody } from "../../contract/wire/payments";
import type { cards, documents, mandates, signatures } from "../db/schema";
import { maskIban } from "../domain/iban";
import { contractPath } from "./contracts";

export function toCardSummary(row: typeof cards.$inferSelect): z.input<typeof CardSummary> {
  return { id: row.id, brand: row.cardBrand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear };
}

export function toMandateBody(row: typeof mandates.$inferSelect): z.input<typeof MandateBody> {
  return {
    id: row.id,
    type: row.type,
    iban: maskIban(row.iban),
    bic: row.bic,
    holder: row.holder,
    reference: row.reference,
    status: row.status,
    legal_accepted_at: row.legalAcceptedAt,
    created_at: row.createdAt,
    document_url: row.clientId && row.contractId && row.status === "active" ? `${contractPath(row.clientId, row.contractId)}/mandate/sepa/document` : null,
  };
}

export function toSignableDocumentBody(
  row: typeof documents.$inferSelect,
  clientId: string,
  signature: typeof signatures.$inferSelect | null,
): z.input<typeof SignableDocumentBody> {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    sublabel: row.sublabel,
    url: `${contractPath(clientId, row.contractId ?? "")}/documents/${row.id}`,
    type: row.type,
    mime: row.mime,
    state: row.state,
    signature: row.signature,
    signature_id: row.signatureId,
    signature_status: signature?.status ?? null,
    created_at: row.createdAt,
  };
}
