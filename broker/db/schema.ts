/**
 * The broker's one database schema (SPEC section 3 entities, section 4 states).
 *
 * Conventions:
 * - Every tenant row carries `brand_id`, and every customer row `client_id`
 *   (or `prospect_id`), so that each query can be scoped to brand AND owner
 *   (see scope/ownership.ts) even when it is reached through a child id.
 * - String ids (`ctr_…`) where the SPEC shows string ids, uuids where it says uuid
 *   and for internal rows.
 * - Tokens and codes are stored only as SHA-256 hashes (security/tokens.ts).
 * - Timestamps are `timestamptz`; calendar dates (start dates, due dates) are `date` strings.
 * - Files live in storage; rows keep a `storage_key`.
 *
 * Change this file, then `npx drizzle-kit generate --config broker/drizzle.config.ts`
 * and commit the new migration: migrations are versioned, never edited.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { newId } from "./ids";
import {
  billingPeriods,
  contractStatuses,
  invoiceStatuses,
  invoiceTypes,
  paymentStatuses,
  rejectReasons,
  requiredDocumentStatuses,
} from "../../contract/codes/states";
import { timelineCodes } from "../../contract/codes/timeline";
import type { NotificationButton, NotificationTitle } from "../../contract/codes/codes";

// ---------------------------------------------------------------- helpers

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();
const day = (name: string) => date(name, { mode: "string" });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const percent = (name: string) => numeric(name, { precision: 8, scale: 4, mode: "number" });
const textId = (prefix: string) =>
  text("id")
    .primaryKey()
    .$defaultFn(() => newId(prefix));
const uuidId = () => uuid("id").primaryKey().defaultRandom();
const brandId = () =>
  text("brand_id")
    .notNull()
    .references(() => brands.id);
const clientRef = () => text("client_id").references(() => clients.id, { onDelete: "cascade" });
const prospectRef = () => text("prospect_id").references(() => prospects.id, { onDelete: "cascade" });
const contractRef = () => text("contract_id").references(() => contracts.id, { onDelete: "cascade" });
const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

// ---------------------------------------------------------------- enums (SPEC section 4)

export const contractStatus = pgEnum("contract_status", contractStatuses);
export const billingPeriod = pgEnum("billing_period", billingPeriods);
export const paymentStatus = pgEnum("payment_status", paymentStatuses);
export const invoiceStatus = pgEnum("invoice_status", invoiceStatuses);
export const invoiceType = pgEnum("invoice_type", invoiceTypes);
export const requiredDocumentStatus = pgEnum("required_document_status", requiredDocumentStatuses);
export const rejectReason = pgEnum("reject_reason", rejectReasons);
export const timelineCode = pgEnum("timeline_code", timelineCodes);
export const prospectStatus = pgEnum("prospect_status", ["pending", "paused", "blocked", "cancelled", "converted"]);
export const quoteStep = pgEnum("quote_step", ["received", "under_review", "quote_ready", "sign_needed", "quote_finalized"]);
export const gender = pgEnum("gender", ["M", "F"]);
export const delegateFunction = pgEnum("delegate_function", ["owner", "accountant", "manager"]);
/** The wire's codes (contract/wire/client-space.ts gdprSubjects): one list, worded by the portal (decision 0116). */
export const gdprSubject = pgEnum("gdpr_subject", ["access", "rectification", "portability", "erasure", "objection", "restriction"]);
export const outboxChannel = pgEnum("outbox_channel", ["email", "sms"]);
/** pending → sending → sent (SMTP) | stored (no transport: dev mailbox only) | failed. */
export const outboxStatus = pgEnum("outbox_status", ["pending", "sending", "sent", "stored", "failed"]);

// ---------------------------------------------------------------- brands and callers

/** A white-label brand; `id` is the brand code (wire/brands.ts). */
export const brands = pgTable("brand", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  hostKey: text("host_key"),
  createdAt: createdAt(),
});

/** Bearer tokens of the portal server, one or more per brand (rotation). */
export const brandApiTokens = pgTable(
  "brand_api_token",
  {
    id: uuidId(),
    brandId: brandId(),
    tokenHash: text("token_hash").notNull(),
    label: text("label"),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("brand_api_token_hash_uq").on(t.tokenHash), index("brand_api_token_brand_idx").on(t.brandId)],
);

// ---------------------------------------------------------------- people, sessions

/** A login (SPEC "Session.account"), with its feature flags. */
export const accounts = pgTable(
  "account",
  {
    id: uuidId(),
    brandId: brandId(),
    title: text("title"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** Stored lower-cased: logins are case-insensitive. */
    email: text("email").notNull(),
    phone: text("phone"),
    passwordHash: text("password_hash"),
    managerPasswordHash: text("manager_password_hash"),
    /**
     * A manager password sent by "forgotten manager password" (decision 0276): valid beside the current one until
     * it is used (then it becomes the current one) or until it expires, so asking for one locks nobody out.
     */
    newManagerPasswordHash: text("new_manager_password_hash"),
    newManagerPasswordExpiresAt: ts("new_manager_password_expires_at"),
    canUpdateSiret: boolean("can_update_siret").notNull().default(false),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    mustConfirmPhone: boolean("must_confirm_phone").notNull().default(false),
    mustDoQualification: boolean("must_do_qualification").notNull().default(false),
    isPcc: boolean("is_pcc").notNull().default(false),
    hasMultiAccount: boolean("has_multi_account").notNull().default(false),
    personalAccess: boolean("personal_access").notNull().default(false),
    needUser: boolean("need_user").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("account_brand_email_uq").on(t.brandId, t.email)],
);

/** A signed-in session; points at the current client OR prospect (never both). */
export const sessions = pgTable(
  "session",
  {
    id: uuidId(),
    brandId: brandId(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    /** SPEC "Session.data": free-form data the portal keeps with the session. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** How the session was opened: password, magic_link, jwt, open_id, manager, existing. */
    method: text("method").notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at"),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("session_token_hash_uq").on(t.tokenHash), index("session_account_idx").on(t.accountId)],
);

/** A client (company or individual) with contracts. */
export const clients = pgTable(
  "client",
  {
    id: textId("cli"),
    brandId: brandId(),
    siret: text("siret"),
    name: text("name").notNull(),
    naf: text("naf"),
    ownerStatus: text("owner_status"),
    ownerFirstname: text("owner_firstname"),
    ownerLastname: text("owner_lastname"),
    ownerFunction: text("owner_function"),
    ownerFunctionLabel: text("owner_function_label"),
    employees: integer("employees"),
    cadres: integer("cadres"),
    postalCode: text("postal_code"),
    city: text("city"),
    address: text("address"),
    additionalAddress: text("additional_address"),
    legalForm: text("legal_form"),
    email: text("email"),
    phone: text("phone"),
    choiceCadres: text("choice_cadres"),
    choiceNoCadres: text("choice_no_cadres"),
    appPartner: text("app_partner"),
    idAgent: integer("id_agent"),
    gaId: text("ga_id"),
    tags: stringList("tags"),
    type: text("type"),
    isAgent: boolean("is_agent").notNull().default(false),
    source: text("source"),
    relevantTags: stringList("relevant_tags"),
    /** Profile form (SPEC "Profile") fields that are not on the account. */
    activity: text("activity"),
    function: text("function"),
    /** Personal-data form (SPEC "Other forms"). */
    birthDate: day("birth_date"),
    socialSecurityNumber: text("social_security_number"),
    /** KYC step completed. */
    qualifiedAt: ts("qualified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_brand_idx").on(t.brandId)],
);

/** Multi-account: which accounts may act for which clients (and as what). */
export const accountClients = pgTable(
  "account_client",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: clientRef().notNull(),
    brandId: brandId(),
    /** owner, accountant, manager (delegates), or holder. */
    role: text("role").notNull().default("holder"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.clientId] }), index("account_client_client_idx").on(t.clientId)],
);

/** A prospect: no client record yet, sees quotes only. */
export const prospects = pgTable(
  "prospect",
  {
    id: textId("pro"),
    brandId: brandId(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: prospectStatus("status").notNull().default("pending"),
    bestProductSheetName: text("best_product_sheet_name"),
    bestProductSheetIcon: text("best_product_sheet_icon"),
    convertedClientId: text("converted_client_id").references(() => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("prospect_brand_account_idx").on(t.brandId, t.accountId)],
);

/**
 * One saved step of a dynamic form (the KYC questionnaire): the answers of
 * that step for one client or prospect (`owner_id` is the one that is set),
 * so a half-filled form survives a sign-out. Saved again, a step replaces its answers.
 */
export const dynamicFormSteps = pgTable(
  "dynamic_form_step",
  {
    id: uuidId(),
    brandId: brandId(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    /** client_id or prospect_id, whichever is set: the unique key's owner. */
    ownerId: text("owner_id").notNull(),
    form: text("form").notNull(),
    step: text("step").notNull(),
    answers: jsonb("answers").$type<Record<string, string | number | boolean | null>>().notNull(),
    savedAt: ts("saved_at").notNull(),
  },
  (t) => [uniqueIndex("dynamic_form_step_owner_uq").on(t.brandId, t.ownerId, t.form, t.step)],
);

// ---------------------------------------------------------------- catalogue

/** Products a client can subscribe to or ask a quote for (products/available, dashboard discovery). */
export const products = pgTable("product", {
  id: textId("prd"),
  brandId: brandId(),
  /** The product's code ("rc-pro"): the portal words a known code in the page's language, the name and description otherwise. */
  code: text("code"),
  name: text("name").notNull(),
  icon: text("icon"),
  description: text("description"),
  subscribeUrl: text("subscribe_url"),
  quoteUrl: text("quote_url"),
  position: integer("position").notNull().default(0),
});

/** Services listed for a client (clients/{client}/services). */
export const services = pgTable("service", {
  id: textId("svc"),
  brandId: brandId(),
  /** The service's code ("legal-help"): worded by the portal in the page's language when it knows it. */
  code: text("code"),
  label: text("label").notNull(),
  description: text("description"),
  url: text("url"),
  icon: text("icon"),
  position: integer("position").notNull().default(0),
});

// ---------------------------------------------------------------- contracts

export const contracts = pgTable(
  "contract",
  {
    id: textId("ctr"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    number: text("number").notNull(),
    label: text("label").notNull(),
    /** Product type; type `quote` + not signed is shown as a quote (SPEC 4). */
    type: text("type").notNull(),
    tags: stringList("tags"),
    status: contractStatus("status").notNull().default("project"),
    startDate: day("start_date"),
    currency: text("currency").notNull().default("EUR"),
    token: text("token"),
    /** What one debit takes (the regular instalment). */
    price: money("price"),
    /** The yearly premium every split is derived from (docs/decisions/0066); null: `price` × debits a year. */
    annualPremium: money("annual_premium"),
    periodicity: billingPeriod("periodicity"),
    isSigned: boolean("is_signed").notNull().default(false),
    isEntrusted: boolean("is_entrusted").notNull().default(false),
    isDelegated: boolean("is_delegated").notNull().default(false),
    termination: jsonb("termination").$type<Record<string, unknown> | null>(),
    terminatedAt: ts("terminated_at"),
    terminatedDate: day("terminated_date"),
    terminatedReason: text("terminated_reason"),
    terminatedCode: text("terminated_code"),
    dueDate: day("due_date"),
    dueDateType: text("due_date_type"),
    feeBrokerPercent: percent("fee_broker_percent"),
    feeBrokerAddedPercent: percent("fee_broker_added_percent"),
    commissionPercent: percent("commission_percent"),
    feePercent: percent("fee_percent"),
    baseShareBrokerCommissionPercent: percent("base_share_broker_commission_percent"),
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    amendmentAvailable: boolean("amendment_available").notNull().default(false),
    amendmentLabel: text("amendment_label"),
    /** card | sepa | null. */
    currentPaymentMethod: text("current_payment_method"),
    missingPayment: boolean("missing_payment").notNull().default(false),
    quoteId: text("quote_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contract_owner_idx").on(t.brandId, t.clientId)],
);

/** Tabs of a contract's menu (SPEC "Contract menu"), per space (customer | private). */
export const contractMenuTabs = pgTable(
  "contract_menu_tab",
  {
    id: uuidId(),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    space: text("space").notNull().default("customer"),
    label: text("label").notNull(),
    /** details, payments, documents, home, upload, termination, garage_cars, recipients, or custom. */
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("contract_menu_tab_contract_idx").on(t.contractId, t.space)],
);

/** SPEC "Quote (detailed form)"; bespoke quotes are quotes with `is_bespoke`. */
export const quotes = pgTable(
  "quote",
  {
    id: textId("quo"),
    uuid: uuid("uuid").notNull().defaultRandom(),
    brandId: brandId(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    /** The contract this quote became once signed. */
    contractId: contractRef(),
    isBespoke: boolean("is_bespoke").notNull().default(false),
    number: text("number").notNull(),
    label: text("label").notNull(),
    productName: text("product_name"),
    description: text("description"),
    typeContrat: text("type_contrat"),
    idGuarantee: integer("id_guarantee"),
    idBespokeProduct: integer("id_bespoke_product"),
    status: text("status"),
    step: quoteStep("step").notNull().default("received"),
    preSubscriptionStatus: text("pre_subscription_status"),
    startDate: day("start_date"),
    dateCreation: ts("date_creation"),
    dateModif: ts("date_modif"),
    priceTtc: money("price_ttc"),
    priceHt: money("price_ht"),
    priceTca: money("price_tca"),
    priceTcaPercent: percent("price_tca_percent"),
    priceTva: money("price_tva"),
    priceTvaPercent: percent("price_tva_percent"),
    priceComm: money("price_comm"),
    priceCommPercent: percent("price_comm_percent"),
    priceFee: money("price_fee"),
    priceFeePercent: percent("price_fee_percent"),
    priceFeeBroker: money("price_fee_broker"),
    priceFeeBrokerAdded: money("price_fee_broker_added"),
    priceFeeBrokerPercent: percent("price_fee_broker_percent"),
    priceFeeBrokerAddedPercent: percent("price_fee_broker_added_percent"),
    baseShareBrokerCommission: money("base_share_broker_commission"),
    token: text("token"),
    isSigned: boolean("is_signed").notNull().default(false),
    isEntrusted: boolean("is_entrusted").notNull().default(false),
    isDelegated: boolean("is_delegated").notNull().default(false),
    terminatedAt: ts("terminated_at"),
    terminatedDate: day("terminated_date"),
    terminatedReason: text("terminated_reason"),
    terminatedCode: text("terminated_code"),
    dueDate: day("due_date"),
    dueDateType: text("due_date_type"),
    periodicity: billingPeriod("periodicity"),
    paidAt: ts("paid_at"),
    currentPaymentMethod: text("current_payment_method"),
    tags: stringList("tags"),
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    contributionType: text("contribution_type"),
    hasSignNeeded: boolean("has_sign_needed").notNull().default(false),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull().default({}),
    /** GET quotes/{quote}/optins. */
    optins: jsonb("optins").$type<Record<string, unknown>[]>().notNull().default([]),
    conditionsAcceptedAt: ts("conditions_accepted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts("deleted_at"),
    /** Optional words the prospect added when accepting the conditions (docs/decisions/0096). */
    additionalInformation: text("additional_information"),
    /** The brand's opt-ins as the prospect answered them: code → accepted. */
    optinChoices: jsonb("optin_choices").$type<Record<string, boolean>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("quote_uuid_uq").on(t.uuid),
    index("quote_client_idx").on(t.brandId, t.clientId),
    index("quote_prospect_idx").on(t.brandId, t.prospectId),
  ],
);

/** An e-signature transaction (sandbox provider) on a quote or a contract document. */
export const signatures = pgTable(
  "signature",
  {
    id: textId("sig"),
    brandId: brandId(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    contractId: contractRef(),
    provider: text("provider").notNull().default("sandbox"),
    status: text("status").notNull().default("pending"),
    url: text("url"),
    urlAck: text("url_ack"),
    validationId: integer("validation_id"),
    redirectUriSuccess: text("redirect_uri_success"),
    redirectUriError: text("redirect_uri_error"),
    redirectUriCancel: text("redirect_uri_cancel"),
    expirationDate: ts("expiration_date"),
    signedAt: ts("signed_at"),
    refusedAt: ts("refused_at"),
    ackedAt: ts("acked_at"),
    ackFailedAt: ts("ack_failed_at"),
    canceledAt: ts("canceled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The portal's own reference, carried by its return address: the return page asks the state by it (docs/decisions/0097). */
    portalReference: text("portal_reference"),
  },
  (t) => [
    index("signature_client_idx").on(t.brandId, t.clientId),
    index("signature_prospect_idx").on(t.brandId, t.prospectId),
    uniqueIndex("signature_portal_reference_uq").on(t.brandId, t.portalReference),
  ],
);

/** Contract or quote document, certificate, or signable document (SPEC "Document or planning item"). */
export const documents = pgTable(
  "document",
  {
    id: textId("doc"),
    brandId: brandId(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    contractId: contractRef(),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    signatureId: text("signature_id").references(() => signatures.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    label: text("label").notNull(),
    sublabel: text("sublabel"),
    /** contract, certificate, general_conditions, pre_contractual, invoice, … */
    type: text("type").notNull(),
    mime: text("mime").notNull().default("application/pdf"),
    storageKey: text("storage_key"),
    size: integer("size"),
    uploaded: boolean("uploaded").notNull().default(false),
    cacheable: boolean("cacheable").notNull().default(true),
    deleteable: boolean("deleteable").notNull().default(false),
    /** Document needs (or carries) an e-signature. */
    signature: boolean("signature").notNull().default(false),
    isPreContractual: boolean("is_pre_contractual").notNull().default(false),
    /** First download (quotes: all pre-contractual documents must be downloaded before signing). */
    downloadedAt: ts("downloaded_at"),
    state: text("state"),
    visible: boolean("visible").notNull().default(true),
    archivedAt: ts("archived_at"),
    createdAt: createdAt(),
  },
  (t) => [index("document_contract_idx").on(t.brandId, t.clientId, t.contractId), index("document_quote_idx").on(t.brandId, t.quoteId)],
);

/** Supporting document the customer must upload (exactly one file per upload). */
export const requiredDocuments = pgTable(
  "required_document",
  {
    id: textId("req"),
    brandId: brandId(),
    clientId: clientRef(),
    prospectId: prospectRef(),
    contractId: contractRef(),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: requiredDocumentStatus("status").notNull().default("missing"),
    rejectReason: rejectReason("reject_reason"),
    fileName: text("file_name"),
    mime: text("mime"),
    storageKey: text("storage_key"),
    uploadedAt: ts("uploaded_at"),
    reviewedAt: ts("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("required_document_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

// ---------------------------------------------------------------- money

export const invoices = pgTable(
  "invoice",
  {
    id: textId("inv"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    number: text("number"),
    periodStart: day("period_start"),
    periodEnd: day("period_end"),
    dueDate: day("due_date"),
    amount: money("amount").notNull(),
    feeFormalNotice: money("fee_formal_notice"),
    isInitialPayment: boolean("is_initial_payment").notNull().default(false),
    status: invoiceStatus("status").notNull().default("created"),
    type: invoiceType("type").notNull().default("payment"),
    isPayable: boolean("is_payable").notNull().default(false),
    storageKey: text("storage_key"),
    issuedAt: ts("issued_at"),
    paidAt: ts("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [index("invoice_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

export const payments = pgTable(
  "payment",
  {
    id: textId("pay"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    status: paymentStatus("status").notNull().default("active"),
    /** card | sepa. */
    method: text("method"),
    date: day("date"),
    /** Provider dispute id (payments/dispute/{dispute}/data). */
    disputeId: text("dispute_id"),
    disputeData: jsonb("dispute_data").$type<Record<string, unknown>>(),
    /** Card / debit error code of SPEC section 8 (card_declined, …). */
    failureCode: text("failure_code"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_contract_idx").on(t.brandId, t.clientId, t.contractId), index("payment_dispute_idx").on(t.disputeId)],
);

/** Payment schedule items and planning notices of a contract. */
export const plannings = pgTable(
  "planning",
  {
    id: textId("pln"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    dueDate: day("due_date").notNull(),
    amount: money("amount").notNull(),
    status: paymentStatus("status").notNull().default("active"),
    name: text("name"),
    label: text("label"),
    /** Planning notice PDF, when one was issued. */
    storageKey: text("storage_key"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("planning_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** SEPA mandate (mandate/{type}, POST sepa). */
export const mandates = pgTable(
  "mandate",
  {
    id: textId("mdt"),
    brandId: brandId(),
    /** Null for a prospect's quote mandate (`prospectId`, `quoteId`): it moves to the client made at signature (docs/decisions/0095). */
    clientId: clientRef(),
    contractId: contractRef(),
    quoteId: text("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("sepa"),
    iban: text("iban").notNull(),
    bic: text("bic"),
    holder: text("holder"),
    /** Unique mandate reference (RUM). */
    reference: text("reference").notNull(),
    /** Consent box ticked ("legal"), with the moment it was given. */
    legalAcceptedAt: ts("legal_accepted_at").notNull(),
    status: text("status").notNull().default("active"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
    prospectId: prospectRef(),
  },
  (t) => [index("mandate_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** A card saved with the sandbox card provider (no card number stored). */
export const cards = pgTable(
  "card",
  {
    id: textId("crd"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: contractRef(),
    providerRef: text("provider_ref").notNull(),
    cardBrand: text("card_brand"),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    removedAt: ts("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("card_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** Sandbox card-provider intents (payments/intent, update-cc-intent, unpaid/quittance intents). */
export const paymentIntents = pgTable(
  "payment_intent",
  {
    id: textId("pi"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: contractRef(),
    invoiceId: text("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** payment, first_payment, update_card, unpaid, quittance. */
    kind: text("kind").notNull(),
    /** Public key the browser sends back (payment-methods/card intent_key). */
    intentKey: text("intent_key").notNull(),
    /** Hash of the intent_token handed to the browser. */
    intentTokenHash: text("intent_token_hash").notNull(),
    amount: money("amount").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    status: text("status").notNull().default("requires_payment_method"),
    failureCode: text("failure_code"),
    expiresAt: ts("expires_at").notNull(),
    completedAt: ts("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_intent_key_uq").on(t.intentKey), index("payment_intent_client_idx").on(t.brandId, t.clientId)],
);

/** Debit-frequency changes; the last one enforces "once per 24 hours" (SPEC 5). */
export const periodicityChanges = pgTable(
  "periodicity_change",
  {
    id: uuidId(),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    fromPeriod: billingPeriod("from_period"),
    toPeriod: billingPeriod("to_period").notNull(),
    changedAt: ts("changed_at").notNull().defaultNow(),
  },
  (t) => [index("periodicity_change_contract_idx").on(t.brandId, t.contractId, t.changedAt)],
);

// ---------------------------------------------------------------- contract life

export const notifications = pgTable(
  "notification",
  {
    id: textId("ntf"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: contractRef(),
    /** A code (domain/codes.ts) the portal words; migration 0005 turned the stored words into codes. */
    title: text("title").$type<NotificationTitle>().notNull(),
    tag: text("tag"),
    status: text("status"),
    date: ts("date").notNull().defaultNow(),
    reason: text("reason"),
    clientReason: text("client_reason"),
    details: text("details"),
    amount: money("amount"),
    step: text("step"),
    scopes: stringList("scopes"),
    type: text("type"),
    buttonAction: text("button_action"),
    buttonMessage: text("button_message").$type<NotificationButton>(),
    productName: text("product_name"),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notification_client_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** Pending endorsement of a contract (pending-amendments, POST amendments). */
export const amendments = pgTable(
  "amendment",
  {
    id: textId("amd"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** pending, approved, rejected. */
    status: text("status").notNull().default("pending"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    approvedAt: ts("approved_at"),
    createdAt: createdAt(),
  },
  (t) => [index("amendment_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** Garage vehicle of a fleet contract. */
export const vehicles = pgTable(
  "vehicle",
  {
    id: textId("veh"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    registrationNumber: text("registration_number").notNull(),
    model: text("model"),
    entryDate: day("entry_date"),
    exitDate: day("exit_date"),
    /** company | manager. */
    affiliation: text("affiliation").notNull().default("company"),
    createdAt: createdAt(),
  },
  (t) => [index("vehicle_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** People covered by a health or provident contract (the recipients tab). */
export const contractRecipients = pgTable(
  "contract_recipient",
  {
    id: textId("rcp"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    /** holder | spouse | child | employee. */
    relationship: text("relationship").notNull(),
    birthDate: day("birth_date"),
    coveredFrom: day("covered_from"),
    coveredUntil: day("covered_until"),
    createdAt: createdAt(),
  },
  (t) => [index("contract_recipient_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

/** Deadline timeline of a contract (SPEC "Timeline entry"): a year, a description code, maybe a document. */
export const timelineEntries = pgTable(
  "timeline_entry",
  {
    id: textId("tml"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** A code the portal translates (domain/timeline.ts), never a sentence. */
    descriptionCode: timelineCode("description_code").notNull(),
    /** SPEC "document name": shown even when the document itself is not downloadable. */
    documentName: text("document_name"),
    /** The contract document it refers to, when there is one to download. */
    documentId: text("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** Order within a year. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("timeline_entry_contract_idx").on(t.brandId, t.clientId, t.contractId)],
);

export const claims = pgTable(
  "claim",
  {
    id: textId("clm"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    contractId: text("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    nature: text("nature").notNull(),
    occurrenceDate: day("occurrence_date").notNull(),
    declarationDate: day("declaration_date").notNull(),
    circumstances: text("circumstances"),
    damages: text("damages"),
    physicalInjury: boolean("physical_injury").notNull().default(false),
    thirdPartyInvolved: boolean("third_party_involved").notNull().default(false),
    thirdParties: jsonb("third_parties").$type<Record<string, unknown>[]>().notNull().default([]),
    statements: jsonb("statements").$type<Record<string, unknown>[]>().notNull().default([]),
    status: text("status").notNull().default("declared"),
    /** Link to the partner photo-collection service. */
    photoCollectionUrl: text("photo_collection_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Every status change with its date and note code, oldest first (domain/claims.ts withClaimStatus). */
    statusHistory: jsonb("status_history").$type<{ status: string; at: string; note: string | null }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("claim_reference_uq").on(t.brandId, t.reference), index("claim_client_idx").on(t.brandId, t.clientId)],
);

/** Claim proof files (kind `proof`, deletable) and other claim files (kind `file`). */
export const claimFiles = pgTable(
  "claim_file",
  {
    id: textId("clf"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    claimId: text("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("proof"),
    type: text("type"),
    status: text("status").notNull().default("uploaded"),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size"),
    storageKey: text("storage_key").notNull(),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("claim_file_claim_idx").on(t.brandId, t.clientId, t.claimId)],
);

export const delegations = pgTable(
  "delegation",
  {
    id: textId("dlg"),
    brandId: brandId(),
    clientId: clientRef().notNull(),
    createdByAccountId: uuid("created_by_account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** The account given access, once it exists. */
    delegateAccountId: uuid("delegate_account_id").references(() => accounts.id, { onDelete: "set null" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    gender: gender("gender").notNull(),
    function: delegateFunction("function").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("delegation_client_idx").on(t.brandId, t.clientId)],
);

/** Termination request, logged in (client_id set) or public easy termination (is_public). */
export const terminationRequests = pgTable(
  "termination_request",
  {
    id: textId("trm"),
    brandId: brandId(),
    clientId: clientRef(),
    contractId: contractRef(),
    isPublic: boolean("is_public").notNull().default(false),
    contractNumber: text("contract_number"),
    reason: text("reason").notNull(),
    description: text("description"),
    effectiveDate: day("effective_date"),
    firstname: text("firstname"),
    lastname: text("lastname"),
    email: text("email"),
    /** Extra identity fields of the public form. */
    identity: jsonb("identity").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").notNull().default("received"),
    createdAt: createdAt(),
    /** When a draft was sent: the date of the notification (null while a draft). */
    submittedAt: ts("submitted_at"),
  },
  (t) => [index("termination_request_client_idx").on(t.brandId, t.clientId)],
);

export const terminationRequestFiles = pgTable("termination_request_file", {
  id: textId("trf"),
  brandId: brandId(),
  terminationRequestId: text("termination_request_id")
    .notNull()
    .references(() => terminationRequests.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  mime: text("mime").notNull(),
  size: integer("size"),
  storageKey: text("storage_key").notNull(),
  createdAt: createdAt(),
});

export const gdprRequests = pgTable(
  "gdpr_request",
  {
    id: textId("gdp"),
    brandId: brandId(),
    /** The client's, or (client_id null) a prospect's: prospects are data subjects too (decision 0191). */
    clientId: clientRef(),
    prospectId: prospectRef(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    subject: gdprSubject("subject").notNull(),
    comment: text("comment"),
    acceptedAt: ts("accepted_at").notNull(),
    /** received → in_progress → answered | refused (decision 0116). */
    status: text("status").notNull().default("received"),
    createdAt: createdAt(),
    /** One month after receipt, Europe/Paris day, month-end clamped (GDPR art. 12(3)). */
    dueDate: day("due_date").notNull(),
    answeredAt: ts("answered_at"),
  },
  (t) => [
    index("gdpr_request_client_idx").on(t.brandId, t.clientId),
    index("gdpr_request_prospect_idx").on(t.brandId, t.prospectId),
    check("gdpr_request_one_owner", sql`(${t.clientId} is null) <> (${t.prospectId} is null)`),
  ],
);

/** Contact form (open) and support request (clients/{client}/requests/contact). */
export const contactRequests = pgTable(
  "contact_request",
  {
    id: textId("ctc"),
    brandId: brandId(),
    clientId: clientRef(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    name: text("name"),
    companyId: text("company_id"),
    email: text("email"),
    phone: text("phone"),
    subject: text("subject"),
    /** Callback day (date) and hour range (9-10 … 17-18). */
    day: day("day"),
    hour: text("hour"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_request_client_idx").on(t.brandId, t.clientId)],
);

// ---------------------------------------------------------------- authentication helpers

export const magicLinks = pgTable("magic_link", {
  id: uuidId(),
  brandId: brandId(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: createdAt(),
});

/** A password reset: an e-mail link token and/or an SMS code, both hashed, with attempts. */
export const passwordResets = pgTable(
  "password_reset",
  {
    id: uuidId(),
    brandId: brandId(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    emailTokenHash: text("email_token_hash").unique(),
    smsCodeHash: text("sms_code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_account_idx").on(t.accountId)],
);

/**
 * A phone confirmation (SPEC flag must_confirm_phone): a 6-digit SMS code,
 * hashed, sent to `phone`; the right code makes `phone` the account's phone.
 * One live row per account: a new request voids the previous one (`used_at`).
 */
export const phoneConfirmations = pgTable(
  "phone_confirmation",
  {
    id: uuidId(),
    brandId: brandId(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The number being confirmed, E.164. */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    /** Set when the code is used, voided by a new request, or after the last wrong attempt. */
    usedAt: ts("used_at"),
    confirmedAt: ts("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("phone_confirmation_account_idx").on(t.brandId, t.accountId)],
);

// ---------------------------------------------------------------- infrastructure

/** Every e-mail and SMS the broker sends; /dev/mailbox reads it. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuidId(),
    brandId: text("brand_id").references(() => brands.id),
    channel: outboxChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Template name, for tests and the mailbox (e.g. `magic-link`). */
    template: text("template"),
    /** Files sent with the e-mail (a termination acknowledgement PDF: the durable medium of décret 2023-182), base64. */
    attachments: jsonb("attachments").$type<{ name: string; mime: string; base64: string }[]>(),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt)],
);

/** Idempotency-Key records (http/idempotency.ts). */
export const idempotencyKeys = pgTable(
  "idempotency_key",
  {
    brandId: text("brand_id")
      .notNull()
      .references(() => brands.id),
    /** Hash of the session token, or '' for calls without a session. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** in_flight until the first response is stored, then completed. */
    state: text("state").notNull().default("in_flight"),
    responseStatus: integer("response_status"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    /** Base64 of the response body bytes (JSON or binary alike). */
    responseBody: text("response_body"),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.scope, t.key] }), index("idempotency_key_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters of http/rate-limit.ts; in the DB so limits survive restarts and span processes. */
export const rateLimitBuckets = pgTable(
  "rate_limit_bucket",
  {
    /** `<limit name>:<sha256 of the subject>`: no personal data in clear. */
    key: text("key").primaryKey(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("rate_limit_bucket_expires_idx").on(t.expiresAt)],
);

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded and generated files when the broker runs on PostgreSQL
 * (files/file-store.ts DatabaseFileStore): every broker process serves what
 * any other stored. `key` is the 128-bit random storage key rows point at.
 */
export const fileBlobs = pgTable("file_blob", {
  key: text("key").primaryKey(),
  mime: text("mime").notNull(),
  /** Client's name, cleaned (files/file-names.ts): metadata only. */
  originalName: text("original_name").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * What the sandbox providers (card processor, e-signature) keep: card
 * intents, the intent key → token link, hosted card pages, signing sessions
 * (providers/database-store.ts, docs/decisions/0067). In the database, not
 * in a process's memory, so a restarted or another broker process settles a
 * card paid at the provider. `key` is the SHA-256 of the record's own key
 * (page id, session id, intent token): the table alone opens nothing.
 */
export const providerRecords = pgTable(
  "provider_record",
  {
    /** card_intent, card_intent_key, card_page, signing_session. */
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** Compare-and-set: an update names the version it read. */
    version: integer("version").notNull(),
    /** Past this, the record may be deleted (card pages a day after their expiry); null: kept. */
    forgetAfter: ts("forget_after"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index("provider_record_forget_idx").on(t.forgetAfter)],
);
