/**
 * Contracts and everything under `clients/{client}/contracts/{contract}`
 * (SPEC sections 3 and 7 "Contract"). Plain zod only: the portal imports
 * these for its types.
 */
import { z } from "zod";
import { LocaleParam } from "./authentication";
import { ClientParams, isoDate, timestamp, singleLineString, multiLineString, uploadedFiles } from "./common";
import { billingPeriods, contractStatuses, invoiceStatuses, invoiceTypes, paymentStatuses, rejectReasons, requiredDocumentStatuses } from "../codes/states";
import { timelineCodes } from "../codes/timeline";
import {
  amendmentActivities,
  amendmentChanges,
  claimNatures,
  claimTypes,
  notificationButtons,
  notificationTitles,
  proofDocuments,
  terminationProofs,
  terminationReasons,
} from "../codes/codes";

// ---------------------------------------------------------------- enums (SPEC section 4)

export const ContractStatus = z.enum(contractStatuses);
export const PaymentStatus = z.enum(paymentStatuses);
export const InvoiceStatus = z.enum(invoiceStatuses);
export const InvoiceType = z.enum(invoiceTypes);
export const RequiredDocumentStatus = z.enum(requiredDocumentStatuses);
export const RejectReason = z.enum(rejectReasons);
export const BillingPeriod = z.enum(billingPeriods);
export const MenuSpace = z.enum(["customer", "private"]);

// ---------------------------------------------------------------- params and query

export const ContractParams = ClientParams.extend({ contract: z.string().min(1) });
export const InvoiceParams = ContractParams.extend({ invoice: z.string().min(1) });
export const DocumentParams = ContractParams.extend({ document: z.string().min(1) });
export const CertificateParams = ContractParams.extend({ certificate: z.string().min(1) });
export const RequiredDocumentParams = ContractParams.extend({ requiredDocument: z.string().min(1) });
export const MenuParams = ContractParams.extend({ space: MenuSpace });
export const DisputeParams = ContractParams.extend({ dispute: z.string().min(1) });
export const PlanningParams = ContractParams.extend({ planning: z.string().min(1) });

const queryBoolean = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1")
  .optional();

export const ClaimRequirementsQuery = z.object({
  nature: z.string().min(1),
  third_party_involved: queryBoolean,
  physical_injury: queryBoolean,
});
export const WeproovQuery = z.object({ nature: z.string().min(1).optional() });

// ---------------------------------------------------------------- bodies

/** SPEC "Document or planning item". `url` is the broker path of the download. */
export const DocumentBody = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  sublabel: z.string().nullable(),
  url: z.string().nullable(),
  type: z.string(),
  mime: z.string(),
  uploaded: z.boolean(),
  cacheable: z.boolean(),
  /** Not a secret: the document id again, kept for the SPEC field list (downloads need the session). */
  token: z.string().nullable(),
  deleteable: z.boolean(),
  signature: z.boolean(),
  state: z.string().nullable(),
  visible: z.boolean(),
  archived_at: timestamp.nullable(),
});
export type DocumentBody = z.input<typeof DocumentBody>;

/** SPEC "Contract document list". */
export const ContractDocumentList = z.object({ id: z.string(), documents: z.array(DocumentBody) });

export const PaymentBody = z.object({
  id: z.string(),
  contract_id: z.string(),
  invoice_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: PaymentStatus,
  method: z.string().nullable(),
  date: isoDate.nullable(),
  dispute_id: z.string().nullable(),
  failure_code: z.string().nullable(),
  created_at: timestamp,
});
export type PaymentBody = z.input<typeof PaymentBody>;

/** SPEC "Invoice". `invoice_url` is the broker path of the PDF. */
export const InvoiceBody = z.object({
  id: z.string(),
  contract_id: z.string(),
  number: z.string().nullable(),
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  due_date: isoDate.nullable(),
  amount: z.number(),
  fee_formal_notice: z.number().nullable(),
  is_initial_payment: z.boolean(),
  invoice_url: z.string(),
  status: InvoiceStatus,
  type: InvoiceType,
  payments: z.array(PaymentBody),
  is_payable: z.boolean(),
});
export type InvoiceBody = z.input<typeof InvoiceBody>;

/** SPEC "Notification". */
export const NotificationBody = z.object({
  id: z.string(),
  contract_id: z.string().nullable(),
  /** What it is about, as a code the portal words (codes:notification.title.<code>, decision 0080). */
  title: z.enum(notificationTitles),
  tag: z.string().nullable(),
  status: z.string().nullable(),
  date: timestamp,
  reason: z.string().nullable(),
  client_reason: z.string().nullable(),
  details: z.string().nullable(),
  amount: z.number().nullable(),
  step: z.string().nullable(),
  scopes: z.array(z.string()),
  type: z.string().nullable(),
  button_action: z.string().nullable(),
  /** The button's words, as a code the portal words (codes:notification.button.<code>). */
  button_message: z.enum(notificationButtons).nullable(),
  product_name: z.string().nullable(),
  read_at: timestamp.nullable(),
});
export type NotificationBody = z.input<typeof NotificationBody>;

/** Payment schedule item (SPEC "Document or planning item", plus the amount and status it schedules). */
export const PlanningBody = z.object({
  id: z.string(),
  name: z.string().nullable(),
  label: z.string().nullable(),
  due_date: isoDate,
  amount: z.number(),
  currency: z.string(),
  status: PaymentStatus,
  /** The invoice covering this due date, when one was issued (its PDF: the invoice's `invoice_url`). */
  invoice_id: z.string().nullable(),
  /** Broker path of the planning notice PDF (`…/plannings/{planning}/notice`); null when no notice was issued. */
  url: z.string().nullable(),
  /**
   * A debit that pays only part of its period (the contract ends within it, decision 0267): the days it covers, both
   * included, and the full instalment its `amount` is the pro rata of. Null for a debit of a whole period.
   */
  prorated: z.object({ period_start: isoDate, period_end: isoDate, full_amount: z.number() }).nullable(),
});
export type PlanningBody = z.input<typeof PlanningBody>;

/**
 * A termination sent and not yet in effect (decision 0184): read from the
 * contract's termination requests, so it is gone the moment the request is
 * withdrawn. `filed_by`: from the contract's tab, or the public form.
 */
export const PendingTerminationBody = z.object({
  request_id: z.string(),
  effective_date: isoDate.nullable(),
  requested_at: timestamp,
  filed_by: z.enum(["holder", "public"]),
});
export type PendingTerminationBody = z.input<typeof PendingTerminationBody>;

/** SPEC "Contract". Nested lists are filled on the single-contract call; the list call leaves them out. */
export const ContractBody = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  type: z.string(),
  tags: z.array(z.string()),
  status: ContractStatus,
  start_date: isoDate.nullable(),
  currency: z.string(),
  token: z.string().nullable(),
  price: z.number().nullable(),
  periodicity: BillingPeriod.nullable(),
  is_signed: z.boolean(),
  is_entrusted: z.boolean(),
  is_delegated: z.boolean(),
  termination: z.record(z.string(), z.unknown()).nullable(),
  terminated_at: timestamp.nullable(),
  terminated_date: isoDate.nullable(),
  terminated_reason: z.string().nullable(),
  pending_termination: PendingTerminationBody.nullable(),
  due_date: isoDate.nullable(),
  due_date_type: z.string().nullable(),
  fee_broker_percent: z.number().nullable(),
  fee_broker_added_percent: z.number().nullable(),
  commission_percent: z.number().nullable(),
  fee_percent: z.number().nullable(),
  base_share_broker_commission_percent: z.number().nullable(),
  extra: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  amendment_available: z.boolean(),
  amendment_label: z.string().nullable(),
  current_payment_method: z.string().nullable(),
  missing_payment: z.boolean(),
  payments: z.array(PaymentBody).optional(),
  nextPayment: PlanningBody.nullable().optional(),
  plannings: z.array(PlanningBody).optional(),
  invoices: z.array(InvoiceBody).optional(),
  notifications: z.array(NotificationBody).optional(),
  signable_documents: z.array(DocumentBody).optional(),
});
export type ContractBody = z.input<typeof ContractBody>;
export const ContractList = z.array(ContractBody);

export const ContractsQuery = z.object({
  /** `?include=signable_documents,next_payment`: the list leaves both out unless asked (next_payment: the contract's `nextPayment`, decision 0136). */
  include: z
    .string()
    .transform((s) =>
      s
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(["signable_documents", "next_payment"])))
    .optional(),
});

/** SPEC "Contract menu". */
export const MenuTabBody = z.object({ label: z.string(), type: z.string(), slug: z.string(), disabled: z.boolean() });
export const ContractMenuBody = z.object({
  id: z.string(),
  contract_id: z.string(),
  space: MenuSpace,
  tabs: z.array(MenuTabBody),
});
export type ContractMenuBody = z.input<typeof ContractMenuBody>;

export const ContractDetailsBody = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  type: z.string(),
  status: ContractStatus,
  start_date: isoDate.nullable(),
  due_date: isoDate.nullable(),
  due_date_type: z.string().nullable(),
  periodicity: BillingPeriod.nullable(),
  price: z.number().nullable(),
  currency: z.string(),
  current_payment_method: z.string().nullable(),
  is_entrusted: z.boolean(),
  is_delegated: z.boolean(),
  terminated_date: isoDate.nullable(),
  terminated_reason: z.string().nullable(),
  termination: z.record(z.string(), z.unknown()).nullable(),
  extra: z.record(z.string(), z.unknown()),
  holder: z.object({ name: z.string(), address: z.string().nullable(), postal_code: z.string().nullable(), city: z.string().nullable() }),
});

/** One thing an amendment changes, as codes the portal words (decision 0283). */
export const AmendmentChange = z.object({ code: z.enum(amendmentChanges), activity: z.enum(amendmentActivities) });
export type AmendmentChange = z.infer<typeof AmendmentChange>;

/**
 * The contract's premium before and after the amendment (decision 0283), worked out by the broker with the split
 * it applies on approval: yearly figures taxes included in `currency`, and what each debit of the contract's
 * current `periodicity` takes. `first_instalment_after`: the first debit from the effective date when the split
 * leaves it the cents (null when every debit is the same). Null for a contract without a recurring premium.
 */
export const AmendmentPremium = z.object({
  currency: z.string(),
  periodicity: BillingPeriod,
  yearly_before: z.number(),
  yearly_after: z.number(),
  instalment_before: z.number(),
  instalment_after: z.number(),
  first_instalment_after: z.number().nullable(),
});

/**
 * A contract's endorsement (SPEC section 4). `effective_date`: the day it applies from (null: from its approval);
 * `price_delta`: the change of the yearly premium, taxes included, in the contract's currency (0: none);
 * `changes`: what it changes. `data` is the broker's raw record, kept for older readers.
 */
export const AmendmentBody = z.object({
  id: z.string(),
  contract_id: z.string(),
  label: z.string(),
  status: z.enum(["pending", "approved", "rejected"]),
  effective_date: isoDate.nullable(),
  price_delta: z.number(),
  changes: z.array(AmendmentChange),
  premium: AmendmentPremium.nullable(),
  data: z.record(z.string(), z.unknown()),
  approved_at: timestamp.nullable(),
  created_at: timestamp,
});
export const AmendmentList = z.array(AmendmentBody);
export const ApproveAmendmentInput = z.object({ amendment_id: singleLineString().trim().min(1) });

export const RequiredDocumentBody = z.object({
  id: z.string(),
  contract_id: z.string().nullable(),
  title: z.string(),
  status: RequiredDocumentStatus,
  reject_reason: RejectReason.nullable(),
  file_name: z.string().nullable(),
  mime: z.string().nullable(),
  uploaded_at: timestamp.nullable(),
});
export const RequiredDocumentList = z.array(RequiredDocumentBody);

/** Multipart: exactly one file (pdf, jpg or png, ≤ 10 MB; the type is read from its first bytes). */
export const UploadRequiredDocumentInput = z.object({
  file: uploadedFiles(),
});

/** Codes only (`domain/termination.ts`): the portal words the reason and the suggested proof. */
export const TerminationReasonBody = z.object({
  code: z.enum(terminationReasons),
  suggested_proof: z.enum(terminationProofs).nullable(),
  earliest_effective_date: isoDate,
});
export const TerminationSettingsBody = z.object({
  reasons: z.array(TerminationReasonBody),
  max_files: z.number().int(),
  accepted_types: z.array(z.string()),
  details_max_length: z.number().int(),
  /** False when the contract is not in force or a request is already pending: the form shows a notice instead. */
  can_request: z.boolean(),
});

const fileField = uploadedFiles();

/** Multipart: date (YYYY-MM-DD, optional: earliest date), reason, details, file[] (0 to 5, pdf or jpg). */
export const TerminationRequestInput = z.object({
  date: singleLineString().optional(),
  reason: singleLineString().optional(),
  details: multiLineString().optional(),
  event_date: singleLineString().optional(),
  /** The page's locale (`fr-fr`, `en-fr`…): the acknowledgement e-mail goes in its language; default the brand's. */
  locale: LocaleParam.optional(),
  "file[]": fileField,
  file: fileField,
});
export const TerminationRequestBody = z.object({
  id: z.string(),
  contract_id: z.string().nullable(),
  reason: z.string(),
  effective_date: isoDate.nullable(),
  details: z.string().nullable(),
  /** draft (not sent yet), received, needs_review, accepted, refused, withdrawn. */
  status: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number().int().nullable() })),
  created_at: timestamp,
  /** When it was sent: the date of the notification. */
  submitted_at: timestamp.nullable(),
  /** The acknowledgement PDF exists once the request is sent (GET …/terminations-requests/{request}/acknowledgement). */
  acknowledgement_available: z.boolean(),
  /** Filed with the public form (decision 0173): who filed it (the identity typed) and what matched; null from the customer space. */
  public_filing: z
    .object({
      name: z.string(),
      company_name: z.string().nullable(),
      email: z.string(),
      matched_on_name: z.enum(["lastname", "company_name"]).nullable(),
      matched_on_email: z.enum(["contact", "sign_in"]).nullable(),
    })
    .nullable(),
  /** A public request the holder may still withdraw (POST …/{request}/withdraw): recorded on the contract, not yet in effect. */
  withdrawable: z.boolean(),
  withdrawn_at: timestamp.nullable(),
});
export const TerminationRequestList = z.array(TerminationRequestBody);
export const TerminationRequestParams = ContractParams.extend({ request: z.string().min(1) });
/** A draft's fields and files (the form's first step); `draft` names the draft the client is changing: files sent replace its files, none keep them. */
export const TerminationDraftInput = TerminationRequestInput.extend({ draft: singleLineString().optional() });

export const VehicleBody = z.object({
  id: z.string(),
  registration_number: z.string(),
  model: z.string().nullable(),
  entry_date: isoDate.nullable(),
  exit_date: isoDate.nullable(),
  affiliation: z.enum(["company", "manager"]),
  active: z.boolean(),
});
export const VehicleList = z.array(VehicleBody);

/** A person covered by a health or provident contract (the recipients tab). */
export const RecipientBody = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  relationship: z.enum(["holder", "spouse", "child", "employee"]),
  birth_date: isoDate.nullable(),
  covered_from: isoDate.nullable(),
  covered_until: isoDate.nullable(),
  /** Covered today: no end date, or one not yet passed. */
  active: z.boolean(),
});
export const RecipientList = z.array(RecipientBody);
export const GarageBody = z.object({
  contract_id: z.string(),
  total: z.number().int(),
  active: z.number().int(),
  company: z.number().int(),
  manager: z.number().int(),
});

/** Claim natures and types: codes of `domain/claims.ts`, worded by the portal. */
export const OptionBody = z.object({ code: z.enum([...claimNatures, ...claimTypes]) });
export const OptionList = z.array(OptionBody);
export const ClaimRequirementList = z.array(z.object({ code: z.enum(proofDocuments), required: z.boolean() }));
export const WeproovBody = z.object({ can_use_weproov: z.boolean() });

export const DisputeDataBody = z.object({
  dispute_id: z.string(),
  payment_id: z.string(),
  contract_id: z.string(),
  invoice_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: PaymentStatus,
  date: isoDate.nullable(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * SPEC "Timeline entry: year, description, document name". `description_code`
 * is a key the portal translates (domain/timeline.ts lists them);
 * `document_url` is the broker path of the contract document, or null.
 */
export const TimelineEntryBody = z.object({
  id: z.string(),
  year: z.number().int(),
  description_code: z.enum(timelineCodes),
  document_name: z.string().nullable(),
  document_url: z.string().nullable(),
});
export const TimelineList = z.array(TimelineEntryBody);

export const PaymentList = z.array(PaymentBody);
export const InvoiceList = z.array(InvoiceBody);
export const NotificationList = z.array(NotificationBody);
export const PlanningList = z.array(PlanningBody);
export const DocumentList = z.array(DocumentBody);
