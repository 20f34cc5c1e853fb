import type { z } from "zod";
import type { DisputeDataBody, InvoiceBody, PaymentBody, PlanningBody, TimelineEntryBody } from "../../../../contract/wire/contracts";
import type {
  CardIntentStatusBody,
  CardPaymentResultBody,
  CurrentPaymentMethodBody,
  IntentBody,
  MandateBody,
  PeriodicityListBody,
  SepaMandateInput,
} from "../../../../contract/wire/payments";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Invoice = z.output<typeof InvoiceBody>;
export type Payment = z.output<typeof PaymentBody>;
export type Planning = z.output<typeof PlanningBody>;
export type DisputeData = z.output<typeof DisputeDataBody>;
export type TimelineEntry = z.output<typeof TimelineEntryBody>;
export type CurrentPaymentMethod = z.output<typeof CurrentPaymentMethodBody>;
export type Mandate = z.output<typeof MandateBody>;
export type SepaMandate = z.input<typeof SepaMandateInput>;
export type PeriodicityList = z.output<typeof PeriodicityListBody>;
export type CardIntent = z.output<typeof IntentBody>;
export type CardPaymentResult = z.output<typeof CardPaymentResultBody>;
export type CardIntentStatus = z.output<typeof CardIntentStatusBody>;
/** Where the provider's card page sends the browser back. */
export type ReturnAddresses = { redirect_uri_success: string; redirect_uri_error: string; redirect_uri_cancel: string };

/** What a contract costs and how it is paid (SPEC section 7 "Contract": payments, invoices, plannings, methods). */
export function moneyCalls(client: V2Client) {
  const base = (clientId: string, contractId: string) => `clients/${segment(clientId)}/contracts/${segment(contractId)}`;
  return {
    contractPayments: (clientId: string, contractId: string) => client.get<Payment[]>(`${base(clientId, contractId)}/payments`),
    contractInvoices: (clientId: string, contractId: string) => client.get<Invoice[]>(`${base(clientId, contractId)}/invoices`),
    /** `lang`: the page's language, the PDF's words, dates and amounts (decision 0090); likewise for every download below. */
    downloadInvoice: (clientId: string, contractId: string, invoiceId: string, lang: string) =>
      client.download(`${base(clientId, contractId)}/invoices/${segment(invoiceId)}`, { query: { lang } }),
    plannings: (clientId: string, contractId: string) => client.get<Planning[]>(`${base(clientId, contractId)}/plannings`),
    downloadPlanningNotice: (clientId: string, contractId: string, planningId: string, lang: string) =>
      client.download(`${base(clientId, contractId)}/plannings/${segment(planningId)}/notice`, { query: { lang } }),
    /** The contract's deadlines year by year (SPEC "Timeline entry"), each with its description code. */
    timeline: (clientId: string, contractId: string) => client.get<TimelineEntry[]>(`${base(clientId, contractId)}/timeline`),
    disputeData: (clientId: string, contractId: string, disputeId: string) =>
      client.get<DisputeData>(`${base(clientId, contractId)}/payments/dispute/${segment(disputeId)}/data`),
    currentPaymentMethod: (clientId: string, contractId: string) => client.get<CurrentPaymentMethod>(`${base(clientId, contractId)}/current-payments-method`),
    /** Gives or replaces the SEPA mandate; the contract is then paid by direct debit. */
    downloadSepaMandate: (clientId: string, contractId: string, lang: string) =>
      client.download(`${base(clientId, contractId)}/mandate/sepa/document`, { query: { lang } }),
    saveSepaMandate: (clientId: string, contractId: string, mandate: SepaMandate) => client.put<Mandate>(`${base(clientId, contractId)}/mandate/sepa`, mandate),
    /** The debit frequencies the contract may switch to, and when the next change is allowed (once per 24 hours). */
    periodicities: (clientId: string, contractId: string) =>
      client.get<PeriodicityList>(`${base(clientId, contractId)}/payment-method-switchable/periodicity-switchable`),
    choosePeriodicity: (clientId: string, contractId: string, periodicity: string) =>
      client.post<PeriodicityList>(`${base(clientId, contractId)}/payment-method-switchable/periodicity-switchable`, { periodicity }),
    /**
     * A card payment of one invoice: `unpaid` for an invoice whose debit
     * failed, `quittance` for one paid by hand to get its receipt. The
     * answer names the provider's card page; card numbers go there only.
     */
    invoiceCardIntent: (clientId: string, contractId: string, invoiceId: string, kind: "unpaid" | "quittance", returns: ReturnAddresses) =>
      client.post<CardIntent>(`${base(clientId, contractId)}/payments/${segment(invoiceId)}/${kind}-intent`, returns),
    /** A 0 EUR card validation: the contract is then paid by that card. */
    cardChangeIntent: (clientId: string, contractId: string, returns: ReturnAddresses) =>
      client.post<CardIntent>(`${base(clientId, contractId)}/update-cc-intent`, returns),
    /** After the card page: the broker reads the intent's outcome from the provider and settles it (once, however often asked). */
    settleCardIntent: (clientId: string, contractId: string, intentKey: string) =>
      client.post<CardPaymentResult>(`${base(clientId, contractId)}/payment-methods/card`, { intent_key: intentKey }),
    /** Where an intent of the contract stands, and whether the broker has recorded it: what a page says after the card page. */
    cardIntentStatus: (clientId: string, contractId: string, intentKey: string) =>
      client.get<CardIntentStatus>(`${base(clientId, contractId)}/payments/intents/${segment(intentKey)}`),
  };
}
