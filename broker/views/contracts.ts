/** DB rows → wire shapes of wire/contracts.ts. */
import { isWithdrawable } from "../termination/withdrawal";
import type { LineWithinCover } from "../domain/cover-end";
import type { PendingTerminationRow } from "../termination/pending";
import type {
  ContractBody,
  ContractMenuBody,
  PendingTerminationBody,
  DocumentBody,
  InvoiceBody,
  NotificationBody,
  PaymentBody,
  PlanningBody,
} from "../../contract/wire/contracts";
import type {
  amendments,
  contractRecipients,
  contracts,
  invoices,
  notifications,
  payments,
  plannings,
  requiredDocuments,
  terminationRequestFiles,
  terminationRequests,
  vehicles,
} from "../db/schema";
import { toDocumentFields, type DocumentRow } from "./documents";
import { amendedPremium, amendmentTerms } from "../domain/amendment";

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];
export type ContractRow = Row<typeof contracts>;
export type InvoiceRow = Row<typeof invoices>;
export type PaymentRow = Row<typeof payments>;
export type { DocumentRow };
export type NotificationRow = Row<typeof notifications>;
export type PlanningRow = Row<typeof plannings>;

/** Broker path of a contract, for the download URLs put in bodies. */
export const contractPath = (clientId: string, contractId: string) => `/v2/clients/${clientId}/contracts/${contractId}`;

export function toPaymentBody(row: PaymentRow): PaymentBody {
  return {
    id: row.id,
    contract_id: row.contractId,
    invoice_id: row.invoiceId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    method: row.method,
    date: row.date,
    dispute_id: row.disputeId,
    failure_code: row.failureCode,
    created_at: row.createdAt,
  };
}

export function toInvoiceBody(row: InvoiceRow, paymentRows: PaymentRow[]): InvoiceBody {
  return {
    id: row.id,
    contract_id: row.contractId,
    number: row.number,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    due_date: row.dueDate,
    amount: row.amount,
    fee_formal_notice: row.feeFormalNotice,
    is_initial_payment: row.isInitialPayment,
    invoice_url: `${contractPath(row.clientId, row.contractId)}/invoices/${row.id}`,
    status: row.status,
    type: row.type,
    payments: paymentRows.filter((p) => p.invoiceId === row.id).map(toPaymentBody),
    is_payable: row.isPayable,
  };
}

/** `kind` picks the download route: certificates have their own. */
export function toDocumentBody(row: DocumentRow, clientId: string, kind: "documents" | "certificates" = "documents"): DocumentBody {
  return toDocumentFields(row, row.contractId ? `${contractPath(clientId, row.contractId)}/${kind}/${row.id}` : null);
}

export function toNotificationBody(row: NotificationRow): NotificationBody {
  return {
    id: row.id,
    contract_id: row.contractId,
    title: row.title,
    tag: row.tag,
    status: row.status,
    date: row.date,
    reason: row.reason,
    client_reason: row.clientReason,
    details: row.details,
    amount: row.amount,
    step: row.step,
    scopes: row.scopes,
    type: row.type,
    button_action: row.buttonAction,
    button_message: row.buttonMessage,
    product_name: row.productName,
    read_at: row.readAt,
  };
}

export function toPlanningBody(
  row: LineWithinCover<Pick<PlanningRow, "id" | "name" | "label" | "dueDate" | "amount" | "status" | "invoiceId" | "storageKey" | "clientId" | "contractId">>,
  currency: string,
): PlanningBody {
  const prorated = "prorated" in row ? row.prorated : null;
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    due_date: row.dueDate,
    amount: row.amount,
    currency,
    status: row.status,
    invoice_id: row.invoiceId,
    // The notice, not the invoice: a debit may be announced before (or without) an invoice; the invoice has its own invoice_url.
    url: row.storageKey ? `${contractPath(row.clientId, row.contractId)}/plannings/${row.id}/notice` : null,
    prorated: prorated ? { period_start: prorated.periodStart, period_end: prorated.periodEnd, full_amount: prorated.fullAmount } : null,
  };
}

export type ContractExtras = Pick<ContractBody, "payments" | "nextPayment" | "plannings" | "invoices" | "notifications" | "signable_documents">;

/** A terminated contract has nothing pending any more: its request took effect. */
export function toPendingTerminationBody(row: ContractRow, request: PendingTerminationRow | null | undefined): PendingTerminationBody | null {
  if (!request || row.status === "terminated") return null;
  return {
    request_id: request.id,
    effective_date: request.effectiveDate,
    requested_at: request.submittedAt ?? request.createdAt,
    filed_by: request.isPublic ? "public" : "holder",
  };
}

/** `pendingTermination`: the contract's request read with it (termination/pending.ts), never left out. */
export function toContractBody(row: ContractRow, pendingTermination: PendingTerminationRow | null, extras: ContractExtras = {}): ContractBody {
  return {
    id: row.id,
    number: row.number,
    label: row.label,
    type: row.type,
    tags: row.tags,
    status: row.status,
    start_date: row.startDate,
    currency: row.currency,
    token: row.token,
    price: row.price,
    periodicity: row.periodicity,
    is_signed: row.isSigned,
    is_entrusted: row.isEntrusted,
    is_delegated: row.isDelegated,
    termination: row.termination ?? null,
    terminated_at: row.terminatedAt,
    terminated_date: row.terminatedDate,
    terminated_reason: row.terminatedReason,
    pending_termination: toPendingTerminationBody(row, pendingTermination),
    due_date: row.dueDate,
    due_date_type: row.dueDateType,
    fee_broker_percent: row.feeBrokerPercent,
    fee_broker_added_percent: row.feeBrokerAddedPercent,
    commission_percent: row.commissionPercent,
    fee_percent: row.feePercent,
    base_share_broker_commission_percent: row.baseShareBrokerCommissionPercent,
    extra: row.extra,
    created_at: row.createdAt,
    amendment_available: row.amendmentAvailable,
    amendment_label: row.amendmentLabel,
    current_payment_method: row.currentPaymentMethod,
    missing_payment: row.missingPayment,
    ...extras,
  };
}

export function toMenuBody(menu: ContractMenuBody): ContractMenuBody {
  return { id: menu.id, contract_id: menu.contract_id, space: menu.space, tabs: menu.tabs };
}

/**
 * An amendment with its terms and the contract's premium before and after it (decision 0283), from the contract
 * as it stands before the approval: the figures the page shows are the ones the approval applies.
 */
export function toAmendmentBody(row: Row<typeof amendments>, contract: Pick<ContractRow, "price" | "annualPremium" | "periodicity" | "currency">) {
  const terms = amendmentTerms(row.data);
  const premium = amendedPremium(contract, terms.priceDelta);
  return {
    id: row.id,
    contract_id: row.contractId,
    label: row.label,
    status: row.status as "pending" | "approved" | "rejected",
    effective_date: terms.effectiveDate,
    price_delta: terms.priceDelta,
    changes: terms.changes,
    premium: premium && {
      currency: contract.currency,
      periodicity: premium.periodicity,
      yearly_before: premium.yearlyBefore,
      yearly_after: premium.yearlyAfter,
      instalment_before: premium.instalmentBefore,
      instalment_after: premium.instalmentAfter,
      first_instalment_after: premium.firstInstalmentAfter,
    },
    data: row.data,
    approved_at: row.approvedAt,
    created_at: row.createdAt,
  };
}

export function toRequiredDocumentBody(row: Row<typeof requiredDocuments>) {
  return {
    id: row.id,
    contract_id: row.contractId,
    title: row.title,
    status: row.status,
    reject_reason: row.rejectReason,
    file_name: row.fileName,
    mime: row.mime,
    uploaded_at: row.uploadedAt,
  };
}

export function toVehicleBody(row: Row<typeof vehicles>, today: string) {
  return {
    id: row.id,
    registration_number: row.registrationNumber,
    model: row.model,
    entry_date: row.entryDate,
    exit_date: row.exitDate,
    affiliation: row.affiliation === "manager" ? ("manager" as const) : ("company" as const),
    active: !row.exitDate || row.exitDate >= today,
  };
}

export function toRecipientBody(row: Row<typeof contractRecipients>, today: string) {
  const relationship = (["holder", "spouse", "child", "employee"] as const).find((r) => r === row.relationship) ?? "holder";
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    relationship,
    birth_date: row.birthDate,
    covered_from: row.coveredFrom,
    covered_until: row.coveredUntil,
    active: !row.coveredUntil || row.coveredUntil >= today,
  };
}

/** A public request only part of which matched: a person checks it before anything is recorded on the contract. */
export const awaitsReview = (row: Pick<Row<typeof terminationRequests>, "isPublic" | "status">) => row.isPublic && row.status === "needs_review";

/**
 * A request as the contract's tab reads it. A public one says who filed it
 * (the identity typed) and what matched, and whether the holder may still
 * withdraw it (`today`: the Paris day; decision 0173).
 */
export function toTerminationRequestBody(row: Row<typeof terminationRequests>, files: Row<typeof terminationRequestFiles>[], today?: string) {
  const identity = (row.identity ?? {}) as {
    company_name?: string | null;
    matched_on?: { name?: "lastname" | "company_name" | null; email?: "contact" | "sign_in" | null };
    withdrawn_at?: string;
  };
  return {
    id: row.id,
    contract_id: row.contractId,
    reason: row.reason,
    effective_date: row.effectiveDate,
    details: row.description,
    status: row.status,
    files: files.map((f) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size })),
    created_at: row.createdAt,
    submitted_at: row.submittedAt,
    // A public request only part of which matched was acknowledged to nobody (decision 0173): there is no acknowledgement to read again.
    acknowledgement_available: row.status !== "draft" && !awaitsReview(row),
    public_filing: row.isPublic
      ? {
          name: [row.firstname, row.lastname].filter(Boolean).join(" "),
          company_name: identity.company_name ?? null,
          email: row.email ?? "",
          matched_on_name: identity.matched_on?.name ?? null,
          matched_on_email: identity.matched_on?.email ?? null,
        }
      : null,
    withdrawable: today ? isWithdrawable(row, today) : false,
    withdrawn_at: identity.withdrawn_at ? new Date(identity.withdrawn_at) : null,
  };
}
