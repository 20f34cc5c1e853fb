/**
 * The payment rows every demo payment builder writes the same way (payments.ts,
 * full-payments.ts, in-force-payments.ts): a SEPA mandate, a schedule line, and
 * a debit taken (its paid invoice and its successful payment on the line's day).
 */
import type { ScheduleLine } from "../../domain/premium-schedule";
import { invoiceOfLine } from "../../domain/premium-schedule";
import type * as s from "../schema";
import type { BrandDemoRows, DemoContext, Row } from "./rows";

/** Whose the rows are: every payment row is scoped to a brand, a client and a contract. */
export type PaymentOwner = { brandId: string; clientId: string; contractId: string };

/** The mandate's reference (RUM-<BRAND>-<six digits>), unique in the brand: each builder numbers its own. */
export function demoMandateReference(brand: string, n: number): string {
  return `RUM-${brand.toUpperCase()}-${String(n).padStart(6, "0")}`;
}

export function pushSepaMandate(
  d: Pick<DemoContext, "brand" | "country" | "rows">,
  owner: PaymentOwner,
  mandate: { id: string; holder: string; number: number; acceptedAt: Date },
): void {
  d.rows.mandates.push({
    id: mandate.id,
    ...owner,
    type: "sepa",
    iban: d.country.iban,
    bic: d.country.bic,
    holder: mandate.holder,
    reference: demoMandateReference(d.brand, mandate.number),
    legalAcceptedAt: mandate.acceptedAt,
    status: "active",
    createdAt: mandate.acceptedAt,
  });
}

/** One line of a payment schedule; its name and label follow the line (`echeance-<position>`, its day). */
export function pushPlanning(
  rows: Pick<BrandDemoRows, "plannings">,
  owner: PaymentOwner,
  line: {
    id: string;
    dueDate: string;
    amount: number;
    status: Row<typeof s.plannings>["status"];
    position: number;
    createdAt: Date;
    invoiceId?: string | null;
  },
): void {
  rows.plannings.push({ ...owner, ...line, name: `echeance-${line.position}`, label: line.dueDate });
}

/** A debit taken: the line's paid invoice (issued before it, paid on `paidAt`) and its successful payment on the line's day. */
export function pushPaidDebit(
  d: Pick<DemoContext, "country" | "rows">,
  owner: PaymentOwner,
  debit: {
    invoiceId: string;
    paymentId: string;
    number: string;
    line: ScheduleLine;
    method: "sepa" | "card";
    issuedAt: Date;
    paidAt: Date;
    isInitialPayment?: boolean;
  },
): void {
  d.rows.invoices.push({
    id: debit.invoiceId,
    ...owner,
    number: debit.number,
    ...invoiceOfLine(debit.line),
    status: "paid",
    type: "payment",
    issuedAt: debit.issuedAt,
    paidAt: debit.paidAt,
    ...(debit.isInitialPayment ? { isInitialPayment: true } : {}),
    createdAt: debit.issuedAt,
  });
  d.rows.payments.push({
    id: debit.paymentId,
    ...owner,
    invoiceId: debit.invoiceId,
    amount: debit.line.amount,
    currency: d.country.currency,
    status: "success",
    method: debit.method,
    date: debit.line.dueDate,
    createdAt: debit.paidAt,
  });
}
