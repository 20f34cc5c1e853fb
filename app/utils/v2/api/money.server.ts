import type { z } from "zod";
import type { DisputeDataBody, InvoiceBody, PaymentBody, PlanningBody } from "../../../../broker/wire/contracts";
import type { CurrentPaymentMethodBody, MandateBody, PeriodicityListBody, SepaMandateInput } from "../../../../broker/wire/payments";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Invoice = z.output<typeof InvoiceBody>;
export type Payment = z.output<typeof PaymentBody>;
export type Planning = z.output<typeof PlanningBody>;
export type DisputeData = z.output<typeof DisputeDataBody>;
export type CurrentPaymentMethod = z.output<typeof CurrentPaymentMethodBody>;
export type Mandate = z.output<typeof MandateBody>;
export type SepaMandate = z.input<typeof SepaMandateInput>;
export type PeriodicityList = z.output<typeof PeriodicityListBody>;

/** What a contract costs and how it is paid (SPEC section 7 "Contract": payments, invoices, plannings, methods). */
export function moneyCalls(client: V2Client) {
  const base = (clientId: string, contractId: string) => `clients/${segment(clientId)}/contracts/${segment(contractId)}`;
  return {
    contractPayments: (clientId: string, contractId: string) => client.get<Payment[]>(`${base(clientId, contractId)}/payments`),
    contractInvoices: (clientId: string, contractId: string) => client.get<Invoice[]>(`${base(clientId, contractId)}/invoices`),
    downloadInvoice: (clientId: string, contractId: string, invoiceId: string) => client.download(`${base(clientId, contractId)}/invoices/${segment(invoiceId)}`),
    plannings: (clientId: string, contractId: string) => client.get<Planning[]>(`${base(clientId, contractId)}/plannings`),
    disputeData: (clientId: string, contractId: string, disputeId: string) =>
      client.get<DisputeData>(`${base(clientId, contractId)}/payments/dispute/${segment(disputeId)}/data`),
    currentPaymentMethod: (clientId: string, contractId: string) => client.get<CurrentPaymentMethod>(`${base(clientId, contractId)}/current-payments-method`),
    /** Gives or replaces the SEPA mandate; the contract is then paid by direct debit. */
    saveSepaMandate: (clientId: string, contractId: string, mandate: SepaMandate) => client.put<Mandate>(`${base(clientId, contractId)}/mandate/sepa`, mandate),
    /** The debit frequencies the contract may switch to, and when the next change is allowed (once per 24 hours). */
    periodicities: (clientId: string, contractId: string) => client.get<PeriodicityList>(`${base(clientId, contractId)}/payment-method-switchable/periodicity-switchable`),
    choosePeriodicity: (clientId: string, contractId: string, periodicity: string) =>
      client.post<PeriodicityList>(`${base(clientId, contractId)}/payment-method-switchable/periodicity-switchable`, { periodicity }),
  };
}
