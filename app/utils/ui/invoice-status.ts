import type { Invoice, Payment } from "~/utils/v2/api/index.server";

/**
 * What an invoice says to its payer (SPEC section 4), from its own status
 * and its payments' (the latest one wins): a failed debit reads "unpaid",
 * a disputed one "disputed", whatever the invoice row still says.
 */
export const invoiceStatusLabels = ["upcoming", "toPay", "unpaid", "disputed", "processing", "paid", "refundPlanned", "refundIssued", "refunded"] as const;
export type InvoiceStatusLabel = (typeof invoiceStatusLabels)[number];

export function invoiceStatusOf(invoice: Pick<Invoice, "status" | "type" | "payments">): InvoiceStatusLabel {
  if (invoice.type === "refund_notice") {
    return invoice.status === "paid" ? "refunded" : invoice.status === "issued" ? "refundIssued" : "refundPlanned";
  }
  const latest = latestPayment(invoice.payments);
  if (latest?.status === "disputed") return "disputed";
  if (invoice.status === "paid") return "paid";
  if (latest?.status === "fail") return "unpaid";
  // A debit under way (SEPA takes days): nothing to do unless the broker says it can be paid by hand.
  if (latest?.status === "active") return invoice.status === "created" ? "upcoming" : "processing";
  // A debit that ran into trouble (warning) leaves the invoice to pay, as an issued one without a debit.
  return invoice.status === "created" ? "upcoming" : "toPay";
}

export function invoiceTone(label: InvoiceStatusLabel): "positive" | "attention" | "critical" | "neutral" {
  if (label === "paid" || label === "refunded") return "positive";
  if (label === "unpaid" || label === "disputed") return "critical";
  if (label === "toPay" || label === "processing") return "attention";
  return "neutral";
}

function latestPayment(payments: Payment[]): Payment | undefined {
  return [...payments].sort((a, b) => (b.date ?? b.created_at).localeCompare(a.date ?? a.created_at))[0];
}

/** What a payment says (SPEC section 4): active reads "coming soon", success "paid", fail "unpaid"; canceled: not taken, the invoice paid another way. */
export const paymentStatusLabels = {
  active: "comingSoon",
  success: "paid",
  fail: "unpaid",
  disputed: "disputed",
  warning: "warning",
  canceled: "canceled",
} as const;
export type PaymentStatusLabel = (typeof paymentStatusLabels)[keyof typeof paymentStatusLabels];

export function paymentTone(status: Payment["status"]): "positive" | "attention" | "critical" | "neutral" {
  if (status === "success") return "positive";
  if (status === "fail" || status === "disputed") return "critical";
  if (status === "warning") return "attention";
  return "neutral";
}

/** Whether the client can pay the invoice now: the broker says it is payable, it is not paid, and it is not a refund. */
export function canBePaid(invoice: Pick<Invoice, "is_payable" | "status" | "type">): boolean {
  return invoice.is_payable && invoice.status !== "paid" && invoice.type !== "refund_notice";
}

/** The amount to pay for an invoice: its own plus the formal-notice fee, if any. */
export function amountDue(invoice: Pick<Invoice, "amount" | "fee_formal_notice">): number {
  return Math.round((invoice.amount + (invoice.fee_formal_notice ?? 0)) * 100) / 100;
}
