/**
 * Client-level calls (SPEC section 7 "Client"): invoices, contracts list,
 * notifications, certificates, menus, services, products, delegations,
 * support request, GDPR request, and the public easy termination.
 * Plain zod only: the portal imports these for its types.
 */
import { z } from "zod";
import { LocaleParam } from "./authentication";
import { ClientParams, isoDate, timestamp, singleLineString, multiLineString, uploadedFiles } from "./common";
import { ContractDocumentList, ContractMenuBody, InvoiceBody } from "./contracts";
import { terminationReasons } from "../codes/codes";

/** Map contract id → its invoices (SPEC: "a map from contract id to invoices"). */
export const InvoicesByContract = z.record(z.string(), z.array(InvoiceBody));

/** Certificates grouped per contract (SPEC "Contract document list", plus the contract's number and label). */
export const ClientCertificates = z.array(ContractDocumentList.extend({ number: z.string(), label: z.string() }));

export const ClientMenus = z.array(ContractMenuBody);

export const ServiceBody = z.object({
  id: z.string(),
  /** A code the portal words in the page's language ("legal-help"); `label` and `description` are the brand's words. */
  code: z.string().nullable(),
  label: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
});
export const ServiceList = z.array(ServiceBody);

export const ProductBody = z.object({
  id: z.string(),
  /** A code the portal words in the page's language ("rc-pro"); `name` and `description` are the brand's words. */
  code: z.string().nullable(),
  name: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  subscribe_url: z.string().nullable(),
  quote_url: z.string().nullable(),
});
export const ProductList = z.array(ProductBody);

// ---------------------------------------------------------------- delegations (SPEC section 6)

const phone = singleLineString()
  .trim()
  .regex(/^\+?[0-9 .()-]{6,20}$/, "Invalid phone number.");

export const CreateDelegationInput = z.object({
  firstname: singleLineString().trim().min(1).max(100),
  lastname: singleLineString().trim().min(1).max(100),
  email: singleLineString().trim().toLowerCase().pipe(z.email().max(254)),
  phone,
  gender: z.enum(["M", "F"]),
  function: z.enum(["owner", "accountant", "manager"]),
  /** The page's locale (`fr-fr`, `en-fr`…): the invitation goes in its language and links to it; default the brand's. */
  locale: LocaleParam.optional(),
});

export const DelegationBody = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.enum(["M", "F"]),
  function: z.enum(["owner", "accountant", "manager"]),
  created_at: timestamp,
});
export const DelegationList = z.array(DelegationBody);
export const DelegationParams = ClientParams.extend({ id: z.string().min(1) });

// ---------------------------------------------------------------- support request (SPEC section 9 hours)

export const callbackHours = ["9-10", "10-11", "11-12", "14-15", "15-16", "16-17", "17-18"] as const;

export const ContactRequestInput = z.object({
  /** Callback day, Monday to Friday, today or later (Europe/Paris). */
  day: isoDate,
  hour: z.enum(callbackHours),
  subject: singleLineString().trim().min(1).max(200),
  text: multiLineString().trim().min(1).max(5000),
  phone,
});
export const ContactRequestBody = z.object({
  id: z.string(),
  day: isoDate,
  hour: z.enum(callbackHours),
  subject: z.string(),
  created_at: timestamp,
});

// ---------------------------------------------------------------- GDPR (SPEC section 9 subjects)

export const gdprSubjects = ["access", "rectification", "portability", "erasure", "objection", "restriction"] as const;

export const RightsExerciseInput = z.object({
  subject: z.enum(gdprSubjects),
  comment: multiLineString().trim().max(5000).optional(),
  /** The acceptance box: must be ticked. */
  acceptance: z.literal(true, { message: "Must be accepted." }),
  /** The page's locale (`fr-fr`, `en-fr`…): the acknowledgement e-mail goes in its language; default the brand's. */
  locale: LocaleParam.optional(),
});
export const RightsExerciseBody = z.object({
  id: z.string(),
  subject: z.enum(gdprSubjects),
  status: z.string(),
  created_at: timestamp,
  /** The day the answer is due: one month after receipt (GDPR art. 12(3)). */
  due_date: isoDate,
});

// ---------------------------------------------------------------- public easy termination

const fileField = uploadedFiles();

/**
 * Multipart. Identity (firstname, lastname, email; optional phone,
 * birth_date, postal_code, company_name), contract_number, reason, date
 * (optional), details or description (optional), file[] (0 to 5, pdf or jpg).
 * Field rules are those of domain/termination.ts (public form).
 */
export const PublicTerminationInput = z.object({
  firstname: singleLineString().optional(),
  lastname: singleLineString().optional(),
  email: singleLineString().optional(),
  phone: singleLineString().optional(),
  birth_date: singleLineString().optional(),
  postal_code: singleLineString().optional(),
  company_name: singleLineString().optional(),
  contract_number: singleLineString().optional(),
  reason: singleLineString().optional(),
  date: singleLineString().optional(),
  details: multiLineString().optional(),
  description: multiLineString().optional(),
  /** The page's locale (`fr-fr`, `en-fr`…): the acknowledgement e-mail goes in its language; default the brand's. */
  locale: LocaleParam.optional(),
  "file[]": fileField,
  file: fileField,
});

/** Always the same answer, whether the contract number exists or not. */
export const PublicTerminationBody = z.object({
  status: z.literal("received"),
  reference: z.string(),
  received_at: timestamp,
});

/** Reasons of the public form: codes the portal words (`termination.reason.*`). */
export const PublicTerminationSettingsBody = z.object({
  reasons: z.array(z.object({ code: z.enum(terminationReasons) })),
  max_files: z.number().int(),
  accepted_types: z.array(z.string()),
  details_max_length: z.number().int(),
});
export const PublicTerminationDraftParams = z.object({ reference: z.string().min(1).max(64) });
/** What the visitor typed, read back for the summary step. */
export const PublicTerminationDraftBody = z.object({
  reference: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company_name: z.string().nullable(),
  email: z.string(),
  contract_number: z.string(),
  reason: z.string(),
  date: isoDate.nullable(),
  details: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), mime: z.string(), size: z.number().int().nullable() })),
});
/** The withdrawal page's token (the acknowledgement e-mail's link): 43 base64url characters. */
export const PublicTerminationWithdrawalParams = z.object({ token: z.string().min(1).max(64) });
/**
 * A public request as its holder sees it from the e-mail's link (decision
 * 0173): what was filed, by whom (the identity typed), and whether it may
 * still be withdrawn (a request not yet in effect).
 */
export const PublicTerminationWithdrawalBody = z.object({
  reference: z.string(),
  contract_number: z.string(),
  received_at: timestamp,
  effective_date: isoDate.nullable(),
  /** received, accepted, refused, withdrawn. */
  status: z.string(),
  filed_by: z.object({ name: z.string(), company_name: z.string().nullable(), email: z.string() }),
  withdrawable: z.boolean(),
  withdrawn_at: timestamp.nullable(),
});
export const PublicTerminationSubmitInput = z.object({ locale: LocaleParam.optional() });
