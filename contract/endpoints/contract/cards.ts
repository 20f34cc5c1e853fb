/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/cards.ts. */
import { endpoint } from "../../endpoint";
import { contractPath } from "./path";
import {
  CardIntentInput,
  CardIntentStatusBody,
  CardPaymentResultBody,
  ConfirmCardInput,
  IntentBody,
  IntentParams,
  PaymentContractParams,
  PaymentInvoiceParams,
} from "../../wire/payments";

const tags = ["contract payments"];

const intentDescription =
  "Optional body: `redirect_uri_success`, `redirect_uri_error`, `redirect_uri_cancel` (all three or none; absolute http(s) on an allowed origin, else 422 `field.format`, `redirect.not-allowed` or `field.required` on the field). " +
  "Send the browser to `payment_page_url` (`?lang=` en, fr, de, it, es); the page comes back with `intent_key` (and `code` on the error address), then POST payment-methods/card {intent_key}. " +
  "Earlier open intents for the same invoice are settled when already paid, else canceled.";

/** A card payment intent for what is due on the contract (one endpoint per kind: SPEC section 7). */
const contractIntent = <const P extends string>(path: P, summary: string) =>
  endpoint({
    method: "post",
    path: `${contractPath}/${path}`,
    summary,
    description: intentDescription,
    tags,
    auth: "client",
    params: PaymentContractParams,
    body: CardIntentInput,
    response: IntentBody,
    status: 201,
  });

export const paymentIntent = contractIntent("payments/intent", "Card payment intent for what is due on the contract (intent_token, payment_page_url)");
export const firstPaymentIntent = contractIntent(
  "payments/first-payment",
  "Card payment intent for the contract's first payment (intent_token, payment_page_url)",
);
export const updateCardIntent = contractIntent("update-cc-intent", "0 EUR card validation intent to change the card (intent_token, payment_page_url)");

/** A card payment intent for one invoice of the contract. */
const invoiceIntent = <const P extends string>(path: P, summary: string) =>
  endpoint({
    method: "post",
    path: `${contractPath}/payments/{invoice}/${path}`,
    summary,
    description: `${intentDescription} A paid invoice answers 422 \`invoice.already-paid\` on \`invoice\`; one that is not payable \`invoice.not-payable\`.`,
    tags,
    auth: "client",
    params: PaymentInvoiceParams,
    body: CardIntentInput,
    response: IntentBody,
    status: 201,
  });

export const unpaidIntent = invoiceIntent("unpaid-intent", "Card payment intent for an unpaid invoice (intent_token, payment_page_url)");
export const quittanceIntent = invoiceIntent("quittance-intent", "Card payment intent for an invoice, to get its receipt (intent_token, payment_page_url)");

export const confirmCard = endpoint({
  method: "post",
  path: `${contractPath}/payment-methods/card`,
  summary: "Settle a card intent from the card processor: pays the invoice(s) or saves the card",
  description:
    "Body `{ intent_key }` after the hosted card page. The broker reads the processor's intent: paid → recorded once however often asked (same answer); refused → 422 with `code` = the card code of SPEC section 8 and the field `card.number`, `card.exp_month`, `card.exp_year`, `card.cvc`, `card.zip` or `card`; never tried → 422 `missing` on `card`; expired or canceled → 422 `intent.expired` / `intent.canceled` on `intent_key`. " +
    "Only `update_card` saves the card and makes card the contract's payment method. Sandbox only: API clients may send `card` to try it on the intent first (test numbers in providers/card.ts).",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: ConfirmCardInput,
  response: CardPaymentResultBody,
});

export const getCardIntent = endpoint({
  method: "get",
  path: `${contractPath}/payments/intents/{intent_key}`,
  summary: "Where a card intent stands at the card processor, and whether the broker has recorded it",
  tags,
  auth: "client",
  params: IntentParams,
  response: CardIntentStatusBody,
});
