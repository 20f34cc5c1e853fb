/** Contract payments (SPEC section 7 "Contract": payment lines, signable documents). Plain zod only. */
import { z } from "zod";
import { ClientParams, timestamp } from "./common";
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
});

export const CurrentPaymentMethodBody = z.object({
  contract_id: z.string(),
  method: z.enum(["card", "sepa"]).nullable(),
  card: CardSummary.nullable(),
  mandate: MandateBody.nullable(),
});

/** SEPA mandate form (SPEC "Bank details" + consent box). `legal` must be true. */
export const SepaMandateInput = z.object({
  iban: z.string().trim().min(1).max(64),
  bic: z.string().trim().max(11).optional().nullable(),
  holder: z.string().trim().max(200).optional(),
  legal: z.literal(true, "The agreement box must be ticked."),
});

/** POST sepa: switch the contract to direct debit; without `iban`, the client's active mandate is reused. */
export const SwitchToSepaInput = z.object({
  iban: z.string().trim().min(1).max(64).optional(),
  bic: z.string().trim().max(11).optional().nullable(),
  holder: z.string().trim().max(200).optional(),
  legal: z.literal(true, "The agreement box must be ticked."),
});

// ---------------------------------------------------------------- card intents

export const IntentPurpose = z.enum(["payment", "first_payment", "update_card", "unpaid", "quittance"]);

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
});

export const CardInput = z.object({
  number: z.string().trim().max(30).optional(),
  exp_month: z.coerce.number().int().optional(),
  exp_year: z.coerce.number().int().optional(),
  cvc: z.string().trim().max(4).optional(),
  zip: z.string().trim().max(12).optional(),
});

/** Sandbox card form: the card travels with the intent key (a real provider would tokenise it in the browser). */
export const ConfirmCardInput = z.object({
  intent_key: z.string().trim().min(1),
  card: CardInput.optional(),
});

export const CardPaymentResultBody = z.object({
  status: z.literal("succeeded"),
  intent_key: z.string(),
  kind: IntentPurpose,
  amount: z.number(),
  currency: z.string(),
  card: CardSummary,
  payment_id: z.string().nullable(),
  message: z.string(),
});

// ---------------------------------------------------------------- periodicity

export const PeriodicityOptionBody = z.object({
  id: z.string(),
  periodicity: z.string(),
  current: z.boolean(),
  /** What one debit takes under this frequency (the yearly premium split); null when the contract has no price. */
  amount: z.number().nullable(),
});
export const PeriodicityListBody = z.object({
  contract_id: z.string(),
  current: z.string().nullable(),
  options: z.array(PeriodicityOptionBody),
  /** When the next change is allowed (SPEC: once per 24 hours); null when allowed now. */
  next_change_allowed_at: timestamp.nullable(),
});
export const PeriodicityChoiceInput = z.object({ periodicity: z.string().trim().min(1) });

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
