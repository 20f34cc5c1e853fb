/** Quote, signature and quote-document rows → wire shapes (wire/quotes.ts). */
import type { QuoteBody, QuoteDocumentBody, SignatureBody } from "../../contract/wire/quotes";
import type { quotes, signatures } from "../db/schema";
import { toDocumentFields, type DocumentRow } from "./documents";

export type QuoteRow = typeof quotes.$inferSelect;
export type SignatureRow = typeof signatures.$inferSelect;
export type QuoteDocumentRow = DocumentRow;

export const quotePath = (ownerId: string, quoteId: string) => `/v2/clients/${ownerId}/quotes/${quoteId}`;

export function toQuoteDocumentBody(row: QuoteDocumentRow, ownerId: string): QuoteDocumentBody {
  return {
    ...toDocumentFields(row, `${quotePath(ownerId, row.quoteId ?? "")}/documents/${row.id}`),
    is_pre_contractual: row.isPreContractual,
    downloaded_at: row.downloadedAt,
    created_at: row.createdAt,
  };
}

export function toSignatureBody(row: SignatureRow, docs: QuoteDocumentBody[]): SignatureBody {
  return {
    id: row.id,
    expiration_date: row.expirationDate,
    provider: row.provider,
    refused_at: row.refusedAt,
    status: row.status,
    url: row.url,
    url_ack: row.urlAck,
    validation_id: row.validationId,
    signed_at: row.signedAt,
    ack_failed_at: row.ackFailedAt,
    acked_at: row.ackedAt,
    canceled_at: row.canceledAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    documents: docs,
  };
}

export function toQuoteBody(row: QuoteRow, signature: SignatureBody | null): QuoteBody {
  return {
    id: row.id,
    uuid: row.uuid,
    number: row.number,
    label: row.label,
    product_name: row.productName,
    description: row.description,
    is_bespoke: row.isBespoke,
    step: row.step,
    type_contrat: row.typeContrat,
    id_guarantee: row.idGuarantee,
    id_bespoke_product: row.idBespokeProduct,
    status: row.status,
    pre_subscription_status: row.preSubscriptionStatus,
    start_date: row.startDate,
    date_creation: row.dateCreation,
    date_modif: row.dateModif,
    price_ttc: row.priceTtc,
    price_ht: row.priceHt,
    price_tca: row.priceTca,
    price_tca_percent: row.priceTcaPercent,
    price_tva: row.priceTva,
    price_tva_percent: row.priceTvaPercent,
    price_comm: row.priceComm,
    token: row.token,
    is_signed: row.isSigned,
    is_entrusted: row.isEntrusted,
    is_delegated: row.isDelegated,
    terminated_at: row.terminatedAt,
    terminated_date: row.terminatedDate,
    terminated_reason: row.terminatedReason,
    terminated_code: row.terminatedCode,
    due_date: row.dueDate,
    due_date_type: row.dueDateType,
    periodicity: row.periodicity,
    paid_at: row.paidAt,
    current_payment_method: row.currentPaymentMethod,
    price_fee: row.priceFee,
    tags: row.tags,
    price_fee_broker: row.priceFeeBroker,
    price_fee_broker_added: row.priceFeeBrokerAdded,
    price_fee_broker_percent: row.priceFeeBrokerPercent,
    price_fee_broker_added_percent: row.priceFeeBrokerAddedPercent,
    price_comm_percent: row.priceCommPercent,
    price_fee_percent: row.priceFeePercent,
    base_share_broker_commission: row.baseShareBrokerCommission,
    extra: row.extra,
    contribution_type: row.contributionType,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
    has_sign_needed: row.hasSignNeeded,
    profile: row.profile,
    conditions_accepted_at: row.conditionsAcceptedAt,
    contract_id: row.contractId,
    signature,
  };
}
