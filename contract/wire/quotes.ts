/** Quotes (SPEC section 7 "Quotes"): client or prospect (`customer` auth). Plain zod only. */
import { z } from "zod";
import { ClientParams, LangQuery, timestamp, singleLineString, multiLineString } from "./common";
import { contractStatuses } from "../codes/states";

export const QuoteParams = ClientParams.extend({ quote: z.string().min(1) });
export const QuoteDocumentParams = QuoteParams.extend({ document: z.string().min(1) });

/** `?include=signature,documents` etc. are accepted and ignored (SPEC: "optional parameters"). */
export const QuoteQuery = z.object({ include: z.string().optional() }).loose();
export const QuoteDocumentsQuery = LangQuery.extend({ output: z.enum(["json", "download-zip"]).optional() });

export const QuoteStep = z.enum(["received", "under_review", "quote_ready", "sign_needed", "quote_finalized"]);

/** SPEC "Document or planning item", for a quote document. `url` downloads it (sets `downloaded_at`). */
export const QuoteDocumentBody = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  url: z.string(),
  type: z.string(),
  mime: z.string(),
  uploaded: z.boolean(),
  cacheable: z.boolean(),
  token: z.string(),
  deleteable: z.boolean(),
  signature: z.boolean(),
  state: z.string().nullable(),
  visible: z.boolean(),
  archived_at: timestamp.nullable(),
  is_pre_contractual: z.boolean(),
  downloaded_at: timestamp.nullable(),
  /** When the document was added: for one the customer `uploaded`, the day they sent it. */
  created_at: timestamp,
});
export type QuoteDocumentBody = z.input<typeof QuoteDocumentBody>;

/** SPEC "Signature". */
export const SignatureBody = z.object({
  id: z.string(),
  expiration_date: timestamp.nullable(),
  provider: z.string(),
  refused_at: timestamp.nullable(),
  status: z.string(),
  url: z.string().nullable(),
  url_ack: z.string().nullable(),
  validation_id: z.number().nullable(),
  signed_at: timestamp.nullable(),
  ack_failed_at: timestamp.nullable(),
  acked_at: timestamp.nullable(),
  canceled_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  documents: z.array(QuoteDocumentBody),
});
export type SignatureBody = z.input<typeof SignatureBody>;

const num = z.number().nullable();

/** SPEC "Quote (detailed form)" + uuid, the related signature, and the displayed data. */
export const QuoteBody = z.object({
  id: z.string(),
  uuid: z.string(),
  number: z.string(),
  label: z.string(),
  product_name: z.string().nullable(),
  description: z.string().nullable(),
  is_bespoke: z.boolean(),
  step: QuoteStep,
  type_contrat: z.string().nullable(),
  id_guarantee: num,
  id_bespoke_product: num,
  status: z.string().nullable(),
  pre_subscription_status: z.string().nullable(),
  start_date: z.string().nullable(),
  date_creation: timestamp.nullable(),
  date_modif: timestamp.nullable(),
  price_ttc: num,
  price_ht: num,
  price_tca: num,
  price_tca_percent: num,
  price_tva: num,
  price_tva_percent: num,
  price_comm: num,
  token: z.string().nullable(),
  is_signed: z.boolean(),
  is_entrusted: z.boolean(),
  is_delegated: z.boolean(),
  terminated_at: timestamp.nullable(),
  terminated_date: z.string().nullable(),
  terminated_reason: z.string().nullable(),
  terminated_code: z.string().nullable(),
  due_date: z.string().nullable(),
  due_date_type: z.string().nullable(),
  periodicity: z.string().nullable(),
  paid_at: timestamp.nullable(),
  current_payment_method: z.string().nullable(),
  price_fee: num,
  tags: z.array(z.string()),
  price_fee_broker: num,
  price_fee_broker_added: num,
  price_fee_broker_percent: num,
  price_fee_broker_added_percent: num,
  price_comm_percent: num,
  price_fee_percent: num,
  base_share_broker_commission: num,
  extra: z.record(z.string(), z.unknown()),
  contribution_type: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
  has_sign_needed: z.boolean(),
  profile: z.record(z.string(), z.unknown()),
  conditions_accepted_at: timestamp.nullable(),
  contract_id: z.string().nullable(),
  signature: SignatureBody.nullable(),
});
export type QuoteBody = z.input<typeof QuoteBody>;

/** Summary row of GET quotes (the prospect's quote list). */
export const QuoteSummaryBody = QuoteBody.pick({
  id: true,
  uuid: true,
  number: true,
  label: true,
  product_name: true,
  description: true,
  is_bespoke: true,
  step: true,
  status: true,
  is_signed: true,
  has_sign_needed: true,
  price_ttc: true,
  periodicity: true,
  date_creation: true,
  date_modif: true,
  created_at: true,
  updated_at: true,
});
export const QuoteListBody = z.object({ quotes: z.array(QuoteSummaryBody), bespoke_quotes: z.array(QuoteSummaryBody) });

export const QuoteDocumentListBody = z.object({ id: z.string(), uuid: z.string(), documents: z.array(QuoteDocumentBody) });

const redirectUri = singleLineString()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "field.format");

/** The three addresses the signer comes back to (also used by contract signable documents). */
export const SignatureRedirectsInput = z.object({
  redirect_uri_success: redirectUri,
  redirect_uri_error: redirectUri,
  redirect_uri_cancel: redirectUri,
  /** The portal's own reference (a UUID it also puts in the return addresses): GET signatures/{reference} answers the state by it. */
  reference: z.uuid().optional(),
});

export const SigningStartedBody = z.object({
  /** Where to send the signer's browser (sandbox signing page). */
  url: z.string(),
  signature: SignatureBody,
});

/** POST quotes/{quote}/conditions: the conditions accepted, optional words, the opt-in choices (docs/decisions/0096). */
export const QuoteConditionsInput = z.object({
  accepted: z.literal(true, "The conditions must be accepted."),
  additional_information: multiLineString().trim().max(2000).optional().nullable(),
  optins: z.record(singleLineString().max(64), z.boolean()).optional(),
});

/** One of the brand's opt-ins (`code`, worded by the portal) and the prospect's recorded choice (null: not answered yet). */
export const QuoteOptinItem = z.object({ code: z.string(), accepted: z.boolean().nullable() });
export const QuoteOptinsBody = z.object({ id: z.string(), optins: z.array(QuoteOptinItem) });

export const SignatureReferenceParams = ClientParams.extend({ reference: z.uuid() });

/** GET signatures/{reference}: where a signature the portal started stands, and what it signed. */
export const SignatureStateBody = z.object({
  reference: z.string(),
  /** pending, signed, canceled, refused, expired. */
  status: z.string(),
  signed_at: timestamp.nullable(),
  subject: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("quote"),
      quote_uuid: z.string(),
      is_bespoke: z.boolean(),
      step: QuoteStep,
      number: z.string(),
      label: z.string(),
      /** The contract the signed quote became (docs/decisions/0095). */
      contract_id: z.string().nullable(),
    }),
    z.object({
      kind: z.literal("contract"),
      contract_id: z.string(),
      document_id: z.string().nullable(),
      /** The signed document's label, and the contract as it stands now: the return page names both. */
      document_label: z.string().nullable(),
      contract_number: z.string(),
      contract_label: z.string(),
      contract_status: z.enum(contractStatuses),
      contract_type: z.string(),
      contract_is_signed: z.boolean(),
    }),
  ]),
});
export type SignatureStateBody = z.input<typeof SignatureStateBody>;
