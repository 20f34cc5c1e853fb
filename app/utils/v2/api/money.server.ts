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
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as cards from "../../../../contract/endpoints/contract/cards";
import * as files from "../../../../contract/endpoints/contract/files";
import * as mandateDocument from "../../../../contract/endpoints/contract/mandate-document";
import * as mandates from "../../../../contract/endpoints/contract/mandate";
import * as paymentMethod from "../../../../contract/endpoints/contract/payment-method";
import * as periodicity from "../../../../contract/endpoints/contract/periodicity";
import * as planningNotice from "../../../../contract/endpoints/contract/planning-notice";
import * as read from "../../../../contract/endpoints/contract/read";
import * as timeline from "../../../../contract/endpoints/contract/timeline";

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
  const of = (clientId: string, contractId: string) => ({ client: clientId, contract: contractId });
  return {
    contractPayments: (clientId: string, contractId: string) => client.call(read.listContractPayments, { params: of(clientId, contractId) }),
    contractInvoices: (clientId: string, contractId: string) => client.call(read.listContractInvoices, { params: of(clientId, contractId) }),
    /** `lang`: the page's language, the PDF's words, dates and amounts (decision 0090); likewise for every download below. */
    downloadInvoice: (clientId: string, contractId: string, invoiceId: string, lang: Language) =>
      client.download(files.downloadInvoice, { params: { ...of(clientId, contractId), invoice: invoiceId }, query: { lang } }),
    plannings: (clientId: string, contractId: string) => client.call(read.listContractPlannings, { params: of(clientId, contractId) }),
    downloadPlanningNotice: (clientId: string, contractId: string, planningId: string, lang: Language) =>
      client.download(planningNotice.downloadPlanningNotice, { params: { ...of(clientId, contractId), planning: planningId }, query: { lang } }),
    /** The contract's deadlines year by year (SPEC "Timeline entry"), each with its description code. */
    timeline: (clientId: string, contractId: string) => client.call(timeline.listContractTimeline, { params: of(clientId, contractId) }),
    disputeData: (clientId: string, contractId: string, disputeId: string) =>
      client.call(read.getDisputeData, { params: { ...of(clientId, contractId), dispute: disputeId } }),
    currentPaymentMethod: (clientId: string, contractId: string) => client.call(paymentMethod.getCurrentPaymentMethod, { params: of(clientId, contractId) }),
    /** Gives or replaces the SEPA mandate; the contract is then paid by direct debit. */
    downloadSepaMandate: (clientId: string, contractId: string, lang: Language) =>
      client.download(mandateDocument.downloadMandateDocument, { params: { ...of(clientId, contractId), type: "sepa" }, query: { lang } }),
    saveSepaMandate: (clientId: string, contractId: string, mandate: SepaMandate, idempotencyKey?: string) =>
      client.call(mandates.putMandate, { params: { ...of(clientId, contractId), type: "sepa" }, body: mandate, idempotencyKey }),
    /** The debit frequencies the contract may switch to, and when the next change is allowed (once per 24 hours). */
    periodicities: (clientId: string, contractId: string) => client.call(periodicity.listPeriodicities, { params: of(clientId, contractId) }),
    choosePeriodicity: (clientId: string, contractId: string, chosen: string) =>
      client.call(periodicity.choosePeriodicity, { params: of(clientId, contractId), body: { periodicity: chosen } }),
    /**
     * A card payment of one invoice: `unpaid` for an invoice whose debit
     * failed, `quittance` for one paid by hand to get its receipt. The
     * answer names the provider's card page; card numbers go there only.
     */
    invoiceCardIntent: (clientId: string, contractId: string, invoiceId: string, kind: "unpaid" | "quittance", returns: ReturnAddresses) =>
      client.call(kind === "unpaid" ? cards.unpaidIntent : cards.quittanceIntent, {
        params: { ...of(clientId, contractId), invoice: invoiceId },
        body: returns,
      }),
    /** A 0 EUR card validation: the contract is then paid by that card. */
    cardChangeIntent: (clientId: string, contractId: string, returns: ReturnAddresses) =>
      client.call(cards.updateCardIntent, { params: of(clientId, contractId), body: returns }),
    /** After the card page: the broker reads the intent's outcome from the provider and settles it (once, however often asked). */
    settleCardIntent: (clientId: string, contractId: string, intentKey: string) =>
      client.call(cards.confirmCard, { params: of(clientId, contractId), body: { intent_key: intentKey } }),
    /** Where an intent of the contract stands, and whether the broker has recorded it: what a page says after the card page. */
    cardIntentStatus: (clientId: string, contractId: string, intentKey: string) =>
      client.call(cards.getCardIntent, { params: { ...of(clientId, contractId), intent_key: intentKey } }),
  };
}
