/** Contract payments (SPEC section 7 "Contract": payment lines, signable documents). Plain zod only. */
import { z } from "zod";
import { ClientParams, timestamp, singleLineString } from "./common";
import { SignatureBody, SignatureRedirectsInput } from "./quotes";

export const PaymentContractParams = ClientParams.extend({ contract: z.string().min(1) });
export const MandateParams = PaymentContractParams.extend({ type: z.enum(["sepa"]) });
export const PaymentInvoiceParams = PaymentContractParams.extend({ invoice: z.string().min(1) });
export const PeriodicityParams = PaymentContractParams.extend({ periodicity: z.string().min(1) });
export const SignableParams = PaymentContractParams.extend({ id: z.string().min(1) });

// ---------------------------------------------------------------- payment method

export const CardSummary = z.object({
  id: z.string(),
  brand: z.string().nullable(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});

export const MandateBody = z.object({
  id: z.string(),
  type: z.string(),
  /** Masked: only the last 4 characters. */
  iban: z.string(),
  bic: z.string().nullable(),
  holder: z.string().nullable(),
  /** Unique mandate reference (RUM). */
  reference: z.string(),
  status: z.string(),
  legal_accepted_at: timestamp,
  created_at: timestamp,
  /** Broker path of the mandate PDF (UMR, creditor identifier, masked IBAN) while the mandate is active; null otherwise. */
  document_url: z.string().nullable(),
});

export const CurrentPaymentMethodBody = z.object({
  contract_id: z.string(),
  method: z.enum(["card", "sepa"]).nullable(),
  card: CardSummary.nullable(),
  mandate: MandateBody.nullable(),
});

/** SEPA mandate form (SPEC "Bank details" + consent box). `legal` must be true. */
export const SepaMandateInput = z.object({
  iban: singleLineString().trim().min(1).max(64),
  bic: singleLineString().trim().max(11).optional().nullable(),
  holder: singleLineString().trim().max(200).optional(),
  legal: z.literal(true, "The agreement box must be ticked."),
});

/** POST sepa: switch the contract to direct debit; without `iban`, the client's active mandate is reused. */
export const SwitchToSepaInput = z.object({
  iban: singleLineString().trim().min(1).max(64).optional(),
  bic: singleLineString().trim().max(11).optional().nullable(),
  holder: singleLineString().trim().max(200).optional(),
  legal: z.literal(true, "The agreement box must be ticked."),
});

// ---------------------------------------------------------------- card intents

export const IntentPurpose = z.enum(["payment", "first_payment", "update_card", "unpaid", "quittance"]);

/**
 * Body of the intent calls, optional: where the hosted card page sends the
 * browser back. All three or none (API clients without a browser read the
 * outcome from the page itself). The page appends `intent_key` to each, and
 * `code` (a card error code of SPEC section 8) to the error one.
 */
export const CardIntentInput = SignatureRedirectsInput.partial();

export const IntentBody = z.object({
  /** Secret of the intent for the card form (shown once). */
  intent_token: z.string(),
  /** Public id sent back with POST payment-methods/card. */
  intent_key: z.string(),
  kind: IntentPurpose,
  /** Major units; 0 for a card validation (update-cc-intent). */
  amount: z.number(),
  currency: z.string(),
  invoice_id: z.string().nullable(),
  status: z.string(),
  expires_at: timestamp,
  /**
   * The card provider's hosted page for this intent, where the browser types
   * the card: absolute under the broker's public address when one is set,
   * else a broker path (`/sandbox/card/{page}`) to prefix with the broker
   * address, like signing URLs. Accepts `?lang=` (en, fr, de, it, es).
   */
  payment_page_url: z.string(),
});

export const CardInput = z.object({
  number: singleLineString().trim().max(30).optional(),
  exp_month: z.coerce.number().int().optional(),
  exp_year: z.coerce.number().int().optional(),
  cvc: singleLineString().trim().max(4).optional(),
  zip: singleLineString().trim().max(12).optional(),
});

/**
 * Settles an intent from what the card processor says about it. Browsers
 * type the card on the hosted page and send only `intent_key`; `card` is
 * for API clients and tests without a browser (sandbox only: a real
 * provider tokenises the card on its own page).
 */
export const ConfirmCardInput = z.object({
  intent_key: singleLineString().trim().min(1),
  card: CardInput.optional(),
});

export const CardPaymentResultBody = z.object({
  status: z.literal("succeeded"),
  intent_key: z.string(),
  kind: IntentPurpose,
  amount: z.number(),
  currency: z.string(),
  /**
   * The card now saved on the contract: set for `update_card` only. A one-off
   * payment (payment, first_payment, unpaid, quittance) keeps no card and
   * leaves the contract's payment method as it was, so this is null.
   */
  card: CardSummary.nullable(),
  payment_id: z.string().nullable(),
  message: z.string(),
});

export const IntentParams = PaymentContractParams.extend({ intent_key: z.string().min(1) });

/** Where an intent stands, read from the card processor (GET payments/intents/{intent_key}). */
export const CardIntentStatusBody = z.object({
  intent_key: z.string(),
  kind: IntentPurpose,
  /** `failed`: the last attempt was refused and another card may be tried; `canceled`: over (expired, too many attempts, replaced). */
  status: z.enum(["requires_payment_method", "succeeded", "canceled", "failed"]),
  /** Card error code of SPEC section 8 of the last refused attempt. */
  failure_code: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  invoice_id: z.string().nullable(),
  /** The broker has recorded the outcome (invoice paid, or card saved). */
  settled: z.boolean(),
});

// ---------------------------------------------------------------- periodicity

export const PeriodicityOptionBody = z.object({
  id: z.string(),
  periodicity: z.string(),
  current: z.boolean(),
  /** What one debit takes under this frequency (the yearly premium split); null when the contract has no price. */
  amount: z.number().nullable(),
  /**
   * What the first debit takes when it differs from `amount`: a yearly premium that does not split evenly puts its
   * leftover cents on the first debit (decision 0066). Null when every debit takes `amount`, and for the current one.
   */
  first_amount: z.number().nullable(),
});
export const PeriodicityListBody = z.object({
  contract_id: z.string(),
  current: z.string().nullable(),
  options: z.array(PeriodicityOptionBody),
  /** When the next change is allowed (SPEC: once per 24 hours); null when allowed now. */
  next_change_allowed_at: timestamp.nullable(),
});
export const PeriodicityChoiceInput = z.object({ periodicity: singleLineString().trim().min(1) });

// ---------------------------------------------------------------- signable documents

export const SignableDocumentBody = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  url: z.string(),
  type: z.string(),
  mime: z.string(),
  state: z.string().nullable(),
  signature: z.boolean(),
  signature_id: z.string().nullable(),
  signature_status: z.string().nullable(),
  created_at: timestamp,
});
export const SignableListBody = z.array(SignableDocumentBody);
export const SignDocumentInput = SignatureRedirectsInput;
export const SignDocumentStartedBody = z.object({ url: z.string(), signature: SignatureBody.omit({ documents: true }) });
