/**
 * Termination ("résiliation") of a contract: the reasons a client may give,
 * the earliest date it can take effect, and the checks on the logged-in
 * request (`terminations-requests`, `terminations-requests/settings`) and
 * on the public "termination in three clicks" form (`termination-requests`).
 *
 * Reasons and their legal ground (Code des assurances), decided here:
 * - end_of_term: at the main due date, with 2 months' notice (L113-12).
 *   The due date is the anniversary of `due_date`, else of `start_date`.
 * - hamon: consumers only, auto, property and health, once the contract is
 *   a year old; effective 1 month after the request (L113-15-2).
 * - chatel: consumers only, tacitly renewed contracts whose renewal notice
 *   came late or never; effective the day after the request (L113-15-1).
 * - sale_of_asset: vehicle or property sold; effective 10 days after the
 *   request, or after the sale when it is later (L121-11).
 * - moving, change_of_situation: within 3 months of the event; effective
 *   1 month after the request (L113-16). The event date is optional (SPEC
 *   form has none); when given, an event older than 3 months is refused.
 * - death: effective on the request day.
 * - other: treated like end_of_term, the conservative default.
 * A requested date earlier than the earliest one is refused (not silently
 * moved), and one more than a year after the earliest is refused as a
 * probable typo. No date means the earliest date.
 */
import { z } from "zod";
import { terminationReasons, type TerminationProof, type TerminationReason } from "../../contract/codes/codes";
import { addDays, addMonths, addYears, compareDates, isIsoDate, maxDate, nextAnniversary, type IsoDate } from "./calendar";
import { contractKindOf, isInForce, type ClientType, type ContractKind, type ContractStatus } from "./contract-kind";
import { addFieldError, fieldErrorsFromZod, hasErrors, type FieldErrors, type Validated } from "./field-errors";

export { terminationProofs, terminationReasons, type TerminationProof, type TerminationReason } from "../../contract/codes/codes";

const allKinds: readonly ContractKind[] = ["fleet", "auto", "property", "liability", "health", "provident", "other"];

type ReasonRule = {
  kinds: readonly ContractKind[];
  consumerOnly: boolean;
  /** Documents that support the request; never mandatory (SPEC section 5). */
  suggestedProof: TerminationProof | null;
};

const rules: Record<TerminationReason, ReasonRule> = {
  end_of_term: {
    kinds: allKinds,
    consumerOnly: false,
    suggestedProof: null,
  },
  hamon: {
    kinds: ["auto", "property", "health"],
    consumerOnly: true,
    suggestedProof: null,
  },
  chatel: {
    kinds: ["auto", "property", "health", "provident", "other"],
    consumerOnly: true,
    suggestedProof: null,
  },
  sale_of_asset: {
    kinds: ["fleet", "auto", "property"],
    consumerOnly: false,
    suggestedProof: "deed_of_sale",
  },
  moving: {
    kinds: ["auto", "property", "health", "provident"],
    consumerOnly: false,
    suggestedProof: "proof_of_address",
  },
  change_of_situation: {
    kinds: allKinds,
    consumerOnly: false,
    suggestedProof: "proof_of_change",
  },
  death: {
    kinds: allKinds,
    consumerOnly: false,
    suggestedProof: "death_certificate",
  },
  other: {
    kinds: allKinds,
    consumerOnly: false,
    suggestedProof: null,
  },
};

/** SPEC sections 5 and 9. */
export const terminationFileLimits = { maxFiles: 5, types: ["pdf", "jpg"] } as const;
export const terminationDetailsMaxLength = 2000;
const endOfTermNoticeMonths = 2;
const situationEventWindowMonths = 3;

export type TerminationContract = {
  type: string;
  status: ContractStatus;
  start_date: IsoDate;
  /** Main due date ("échéance"); its anniversary is the renewal date. */
  due_date?: IsoDate | null;
  /** A termination is already pending or recorded (contract `termination`). */
  termination_requested?: boolean;
};

export function isTerminationReason(value: unknown): value is TerminationReason {
  return typeof value === "string" && (terminationReasons as readonly string[]).includes(value);
}

/** The contract's renewal date on or after a day. */
function renewalOnOrAfter(contract: TerminationContract, day: IsoDate): IsoDate {
  return nextAnniversary(contract.due_date ?? contract.start_date, day);
}

/** Hamon is open once the first anniversary of the subscription has passed. */
function hamonOpen(contract: TerminationContract, today: IsoDate): boolean {
  return compareDates(today, addYears(contract.start_date, 1)) >= 0;
}

/** Reasons this client may give for this contract today, in display order. */
export function reasonsFor(contract: TerminationContract, clientType: ClientType, today: IsoDate): TerminationReason[] {
  const kind = contractKindOf(contract.type);
  return terminationReasons.filter((reason) => {
    const rule = rules[reason];
    if (!rule.kinds.includes(kind)) return false;
    if (rule.consumerOnly && clientType !== "individual") return false;
    if (reason === "hamon" && !hamonOpen(contract, today)) return false;
    return true;
  });
}

/** Earliest day the termination can take effect, for a request made on `requestDay`. */
export function earliestEffectiveDate(input: {
  reason: TerminationReason;
  contract: TerminationContract;
  requestDay: IsoDate;
  eventDate?: IsoDate | null;
}): IsoDate {
  const { reason, contract, requestDay } = input;
  switch (reason) {
    case "end_of_term":
    case "other":
      return renewalOnOrAfter(contract, addMonths(requestDay, endOfTermNoticeMonths));
    case "hamon":
      return maxDate(addMonths(requestDay, 1), addYears(contract.start_date, 1));
    case "chatel":
      return addDays(requestDay, 1);
    case "sale_of_asset":
      return addDays(input.eventDate ? maxDate(requestDay, input.eventDate) : requestDay, 10);
    case "moving":
    case "change_of_situation":
      return addMonths(requestDay, 1);
    case "death":
      return requestDay;
  }
}

/** Codes only: the portal words the reason (`termination.reason.*`) and the proof (`termination.proof.*`). */
export type ReasonSetting = {
  code: TerminationReason;
  suggested_proof: TerminationProof | null;
  earliest_effective_date: IsoDate;
};

export type TerminationSettings = {
  reasons: ReasonSetting[];
  max_files: number;
  accepted_types: readonly string[];
  details_max_length: number;
};

/** The `terminations-requests/settings` answer: the reasons list the form loads (SPEC section 5). */
export function terminationSettings(input: { contract: TerminationContract; clientType: ClientType; today: IsoDate }): TerminationSettings {
  const reasons = reasonsFor(input.contract, input.clientType, input.today).map((code) => ({
    code,
    suggested_proof: rules[code].suggestedProof,
    earliest_effective_date: earliestEffectiveDate({ reason: code, contract: input.contract, requestDay: input.today }),
  }));
  return {
    reasons,
    max_files: terminationFileLimits.maxFiles,
    accepted_types: terminationFileLimits.types,
    details_max_length: terminationDetailsMaxLength,
  };
}

/** Empty form fields arrive as "" from multipart bodies: treat them as absent. */
const optionalText = (max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), z.string().trim().max(max).optional());
const optionalDay = z.preprocess((value) => (value === "" || value === null ? undefined : value), z.string().refine(isIsoDate, "field.format").optional());

export const terminationRequestSchema = z.object({
  reason: z.string().min(1),
  date: optionalDay,
  details: optionalText(terminationDetailsMaxLength),
  event_date: optionalDay,
});

export type TerminationRequest = {
  reason: TerminationReason;
  effective_date: IsoDate;
  details: string | null;
  event_date: IsoDate | null;
};

/** Codes for the date checks, shared by both forms. */
function checkEffectiveDate(errors: FieldErrors, requested: IsoDate | undefined, earliest: IsoDate): IsoDate {
  if (requested === undefined) return earliest;
  if (compareDates(requested, earliest) < 0) addFieldError(errors, "date", "termination.date-too-early");
  else if (compareDates(requested, addYears(earliest, 1)) > 0) addFieldError(errors, "date", "termination.date-too-late");
  return requested;
}

/**
 * Checks the logged-in request (multipart fields date, reason, details;
 * files are checked by files/uploads.ts). Codes beyond the generic ones:
 * termination.not-terminable, termination.already-requested,
 * termination.date-too-early, termination.date-too-late,
 * termination.event-too-old, termination.event-in-future;
 * a reason not offered for this contract gives field.not-allowed.
 */
export function checkTerminationRequest(
  raw: unknown,
  context: { contract: TerminationContract; clientType: ClientType; today: IsoDate },
): Validated<TerminationRequest> {
  const parsed = terminationRequestSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromZod(parsed.error) };
  const { contract, clientType, today } = context;
  const errors: FieldErrors = {};

  if (!isInForce(contract.status)) addFieldError(errors, "contract", "termination.not-terminable");
  else if (contract.termination_requested) addFieldError(errors, "contract", "termination.already-requested");

  const reason = parsed.data.reason;
  if (!isTerminationReason(reason) || !reasonsFor(contract, clientType, today).includes(reason)) {
    addFieldError(errors, "reason", "field.not-allowed");
    return { ok: false, errors };
  }

  const eventDate = parsed.data.event_date ?? null;
  if (eventDate) {
    if (compareDates(eventDate, today) > 0) addFieldError(errors, "event_date", "termination.event-in-future");
    else if ((reason === "moving" || reason === "change_of_situation") && compareDates(eventDate, addMonths(today, -situationEventWindowMonths)) < 0) {
      addFieldError(errors, "event_date", "termination.event-too-old");
    }
  }

  const earliest = earliestEffectiveDate({ reason, contract, requestDay: today, eventDate });
  const effective = checkEffectiveDate(errors, parsed.data.date, earliest);
  if (hasErrors(errors)) return { ok: false, errors };
  return { ok: true, value: { reason, effective_date: effective, details: parsed.data.details ?? null, event_date: eventDate } };
}

// ------------------------------------------------- termination in three clicks

/**
 * Public form (law of 16 August 2022, art. 15, décret 2023-417 in force
 * since 1 June 2023): a consumer terminates online without logging in or
 * creating an account, giving only what identifies them and the contract.
 * Decided here:
 * - Fields: firstname, lastname, email and contract_number required;
 *   reason required from the consumer list; date, details, phone,
 *   birth_date, postal_code and company_name optional.
 * - The reason list is every reason a consumer may give on any product,
 *   since the contract is unknown until matched.
 * - A requested date may not be in the past; the legal earliest date is
 *   applied once the request is matched to a contract.
 * - The answer and the acknowledgement never reveal whether the contract
 *   exists (no enumeration of contract numbers); matching is done after.
 */
export function publicTerminationReasons(): { code: TerminationReason }[] {
  return terminationReasons.map((code) => ({ code }));
}

const requiredName = z.string().trim().min(1).max(100);

const optionalName = z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), requiredName.optional());

/** First and last name, or a company name (issue 30 §5): a company terminates under its own name. */
export const publicTerminationSchema = z.object({
  firstname: optionalName,
  lastname: optionalName,
  email: z.string().trim().toLowerCase().min(1).pipe(z.email()),
  contract_number: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, "field.format"),
  reason: z.enum(terminationReasons),
  date: optionalDay,
  details: optionalText(terminationDetailsMaxLength),
  phone: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 .()-]{6,20}$/, "field.format")
      .optional(),
  ),
  birth_date: optionalDay,
  postal_code: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, "field.format")
      .optional(),
  ),
  company_name: optionalText(200),
});

export type PublicTerminationRequest = z.infer<typeof publicTerminationSchema>;

/** Codes beyond the generic ones: termination.date-in-past, termination.birth-date-in-future. */
export function checkPublicTerminationRequest(raw: unknown, today: IsoDate): Validated<PublicTerminationRequest> {
  const parsed = publicTerminationSchema.safeParse(raw, { reportInput: true });
  const given = (name: string) => {
    const value = (raw as Record<string, unknown> | null)?.[name];
    return typeof value === "string" && value.trim() !== "";
  };
  // First and last name, or a company name: said with the other fields' errors, in the form's order.
  const nameErrors: FieldErrors = {};
  if (!given("company_name")) {
    if (!given("firstname")) addFieldError(nameErrors, "firstname", "field.required");
    if (!given("lastname")) addFieldError(nameErrors, "lastname", "field.required");
  }
  if (!parsed.success) return { ok: false, errors: { ...nameErrors, ...fieldErrorsFromZod(parsed.error) } };
  const errors: FieldErrors = { ...nameErrors };
  if (parsed.data.date && compareDates(parsed.data.date, today) < 0) addFieldError(errors, "date", "termination.date-in-past");
  if (parsed.data.birth_date && compareDates(parsed.data.birth_date, today) > 0) addFieldError(errors, "birth_date", "termination.birth-date-in-future");
  return hasErrors(errors) ? { ok: false, errors } : { ok: true, value: parsed.data };
}

/** Contract numbers are compared without case, spaces or separators ("AB-12 34" = "ab1234"). */
export function normalizeContractNumber(value: string): string {
  return value.replace(/[\s._/-]+/g, "").toUpperCase();
}

function normalizeName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-zA-Z]/g, "")
    .toLowerCase();
}

export type PublicMatch = "matched" | "needs_review" | "unmatched";

/** What matched, recorded on the request (issue 41): the number always; the name typed (last name or company); the address (contact or sign-in). */
export type PublicMatchDetails = {
  match: PublicMatch;
  name: "lastname" | "company_name" | null;
  email: "contact" | "sign_in" | null;
};

/**
 * How far a public request matches a contract holder on file. Only a full
 * match (number, last name or company name, and e-mail) may be processed automatically: the
 * form is public, so a contract number and a name alone must not be enough
 * to end someone's cover. A partial match goes to a person. The e-mail may
 * be the client's contact address or an address its holder signs in with
 * (issue 45: the acknowledgement then goes to that address).
 */
export function matchPublicTerminationDetails(
  request: Pick<PublicTerminationRequest, "contract_number" | "lastname" | "email" | "company_name">,
  holder: { contract_number: string; lastname: string; email: string; company?: string | null; sign_in_emails?: readonly string[] },
): PublicMatchDetails {
  if (normalizeContractNumber(request.contract_number) !== normalizeContractNumber(holder.contract_number)) {
    return { match: "unmatched", name: null, email: null };
  }
  const same = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && normalizeName(a) && normalizeName(a) === normalizeName(b));
  const name = same(request.lastname, holder.lastname) ? "lastname" : same(request.company_name, holder.company) ? "company_name" : null;
  const typed = request.email.trim().toLowerCase();
  const email =
    typed && typed === holder.email.trim().toLowerCase()
      ? "contact"
      : typed && (holder.sign_in_emails ?? []).some((address) => address.trim().toLowerCase() === typed)
        ? "sign_in"
        : null;
  const match = name && email ? "matched" : name || email ? "needs_review" : "unmatched";
  return { match, name, email };
}

export function matchPublicTermination(
  request: Pick<PublicTerminationRequest, "contract_number" | "lastname" | "email" | "company_name">,
  holder: { contract_number: string; lastname: string; email: string; company?: string | null; sign_in_emails?: readonly string[] },
): PublicMatch {
  return matchPublicTerminationDetails(request, holder).match;
}
