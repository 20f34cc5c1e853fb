/**
 * Claims ("sinistres"): what can be declared on which contract, what proof
 * the insurer needs, and how a claim moves through its statuses.
 * Feeds `contracts/{contract}/resources/claim-*`, `claims-resources/
 * allowed-contracts` and the claim create call.
 *
 * Rules decided here (SPEC section 3 lists the claim fields only):
 * - Natures depend on the product family (contract-kind.ts).
 * - Claim type is the French insurance split "sinistre subi / causé":
 *   damage_suffered (the client's own loss) or damage_caused (a third
 *   party's loss the client may be liable for). Liability contracts only
 *   cover damage_caused; health and provident only damage_suffered.
 * - Proof requirements follow the nature, plus an accident report when a
 *   third party is involved in a collision, plus a medical certificate
 *   whenever someone is injured.
 * - A late declaration is accepted (Code des assurances L113-2: the insurer
 *   may refuse it only by proving a prejudice), so no deadline is checked.
 * - The partner photo-collection service (WeProov) is offered for vehicle
 *   contracts (auto and fleet) and every vehicle nature except theft:
 *   there is no vehicle left to photograph.
 * - Statuses: declared → under_review → expert_assigned → settled | refused
 *   → closed. A refusal may be contested back to under_review. Every change
 *   goes through withClaimStatus, which keeps the dated history.
 */
import { z } from "zod";
export {
  claimNatures,
  claimNotes,
  claimStatuses,
  claimTypes,
  isClaimOpen,
  proofDocuments,
  type ClaimNature,
  type ClaimNote,
  type ClaimStatus,
  type ClaimType,
  type ProofDocument,
} from "../../contract/codes/codes";
// One definition of the declaration's fields: the wire schema the portal also types its form with.
import { CreateClaimInput } from "../../contract/wire/claims";
import {
  claimNatures,
  claimTypes,
  isClaimOpen,
  type ClaimNature,
  type ClaimNote,
  type ClaimStatus,
  type ClaimType,
  type ProofDocument,
} from "../../contract/codes/codes";
import { compareDates, isIsoDate, type IsoDate } from "./calendar";
import { contractKindOf, isInForce, isVehicleKind, type ContractKind, type ContractStatus } from "./contract-kind";
import { addFieldError, fieldErrorsFromZod, hasErrors, type Validated } from "./field-errors";

const naturesByKind: Record<ContractKind, readonly ClaimNature[]> = {
  fleet: ["collision", "theft", "glass", "fire", "vandalism", "natural_event", "other"],
  auto: ["collision", "theft", "glass", "fire", "vandalism", "natural_event", "other"],
  property: ["water_damage", "fire", "theft", "storm", "glass", "natural_disaster", "other"],
  liability: ["bodily_injury", "material_damage", "financial_loss", "other"],
  health: ["medical_expenses", "hospitalisation", "other"],
  provident: ["sick_leave", "disability", "death", "other"],
  other: ["other"],
};

const typesByKind: Record<ContractKind, readonly ClaimType[]> = {
  fleet: claimTypes,
  auto: claimTypes,
  property: claimTypes,
  liability: ["damage_caused"],
  health: ["damage_suffered"],
  provident: ["damage_suffered"],
  other: claimTypes,
};

/** A choice the portal words itself (locales/<lng>/codes.json, `claim.nature.*`, `claim.type.*`): the broker sends its code only. */
export type Option<T extends string> = { code: T };

export function claimNaturesFor(contractType: string): Option<ClaimNature>[] {
  return naturesByKind[contractKindOf(contractType)].map((code) => ({ code }));
}

export function claimTypesFor(contractType: string): Option<ClaimType>[] {
  return typesByKind[contractKindOf(contractType)].map((code) => ({ code }));
}

export function isNatureAllowed(contractType: string, nature: string): nature is ClaimNature {
  return (naturesByKind[contractKindOf(contractType)] as readonly string[]).includes(nature);
}

export function isClaimTypeAllowed(contractType: string, type: string): type is ClaimType {
  return (typesByKind[contractKindOf(contractType)] as readonly string[]).includes(type);
}

// ---------------------------------------------------------------- proof files

type Need = [ProofDocument, boolean];

const needsByNature: Record<ClaimNature, readonly Need[]> = {
  collision: [
    ["photos", true],
    ["repair_estimate", false],
  ],
  theft: [
    ["police_report", true],
    ["proof_of_ownership", false],
  ],
  glass: [
    ["repair_invoice", true],
    ["photos", false],
  ],
  fire: [
    ["photos", true],
    ["fire_brigade_report", false],
    ["repair_estimate", false],
  ],
  vandalism: [
    ["police_report", true],
    ["photos", true],
  ],
  natural_event: [
    ["photos", true],
    ["repair_estimate", false],
  ],
  water_damage: [
    ["water_damage_report", true],
    ["photos", false],
    ["repair_estimate", false],
  ],
  storm: [
    ["photos", true],
    ["repair_estimate", false],
  ],
  natural_disaster: [
    ["photos", true],
    ["repair_estimate", false],
  ],
  bodily_injury: [
    ["third_party_claim", true],
    ["medical_certificate", false],
  ],
  material_damage: [
    ["third_party_claim", true],
    ["repair_estimate", true],
    ["photos", false],
  ],
  financial_loss: [
    ["third_party_claim", true],
    ["supporting_document", false],
  ],
  medical_expenses: [["medical_invoice", true]],
  hospitalisation: [["hospital_bill", true]],
  sick_leave: [["sick_leave_certificate", true]],
  disability: [
    ["medical_certificate", true],
    ["social_security_decision", true],
  ],
  death: [["death_certificate", true]],
  other: [["supporting_document", false]],
};

/** Worded by the portal (`claim.proof.*` in codes.json). */
export type ClaimRequirement = { code: ProofDocument; required: boolean };

/** Proof the insurer needs for a claim; `required` ones block settlement until received, never the declaration. */
export function claimRequirements(input: {
  contractType: string;
  nature: ClaimNature;
  thirdPartyInvolved?: boolean;
  physicalInjury?: boolean;
}): ClaimRequirement[] {
  const needs = new Map<ProofDocument, boolean>(needsByNature[input.nature]);
  if (isVehicleKind(contractKindOf(input.contractType)) && input.nature === "theft") needs.set("registration_certificate", true);
  if (input.nature === "collision" && input.thirdPartyInvolved) needs.set("accident_report", true);
  if (input.physicalInjury) needs.set("medical_certificate", true);
  return [...needs].map(([code, required]) => ({ code, required }));
}

/** WeProov: vehicle contracts only, and not for theft (no vehicle to photograph). */
export function canUseWeproov(input: { contractType: string; nature?: ClaimNature }): boolean {
  if (!isVehicleKind(contractKindOf(input.contractType))) return false;
  return input.nature !== "theft";
}

// ---------------------------------------------------------------- statuses

const transitions: Record<ClaimStatus, readonly ClaimStatus[]> = {
  declared: ["under_review", "closed"],
  under_review: ["expert_assigned", "settled", "refused", "closed"],
  expert_assigned: ["settled", "refused", "closed"],
  settled: ["closed"],
  refused: ["under_review", "closed"],
  closed: [],
};

export function nextClaimStatuses(from: ClaimStatus): readonly ClaimStatus[] {
  return transitions[from];
}

export function canTransitionClaim(from: ClaimStatus, to: ClaimStatus): boolean {
  return transitions[from].includes(to);
}

export class ClaimTransitionError extends Error {
  readonly code = "claim.invalid-transition";
  constructor(
    readonly from: ClaimStatus,
    readonly to: ClaimStatus,
  ) {
    super(`A claim cannot go from ${from} to ${to}`);
    this.name = "ClaimTransitionError";
  }
}

export function assertClaimTransition(from: ClaimStatus, to: ClaimStatus): void {
  if (!canTransitionClaim(from, to)) throw new ClaimTransitionError(from, to);
}

/** One dated step of a claim's history (stored on the claim, returned with it, newest last). */
export type ClaimStatusChange = { status: ClaimStatus; at: string; note: ClaimNote | null };

/** The history a new claim starts with. */
export function declaredHistory(at: Date): ClaimStatusChange[] {
  return [{ status: "declared", at: at.toISOString(), note: "declared_online" }];
}

/**
 * The history with one more step: every status change goes through here, so
 * a claim never moves along a path the transition table forbids (a settled
 * claim reopened, a closed one reviewed). The same status again adds a dated
 * note without a move. Throws ClaimTransitionError.
 */
export function withClaimStatus(history: readonly ClaimStatusChange[], to: ClaimStatus, at: Date, note: ClaimNote | null = null): ClaimStatusChange[] {
  const last = history.at(-1);
  if (!last) throw new ClaimTransitionError("declared", to);
  // The same status again is a dated note on it (a proof asked for, the expert's report received).
  if (to !== last.status) assertClaimTransition(last.status, to);
  if (Date.parse(last.at) > at.getTime()) throw new ClaimTransitionError(last.status, to);
  return [...history, { status: to, at: at.toISOString(), note }];
}

/** Proof files can be added until a decision (settled, refused, closed). */
export function canAddProofFiles(status: ClaimStatus): boolean {
  return isClaimOpen(status);
}

export const proofFileStatuses = ["uploaded", "valid", "invalid"] as const;
export type ProofFileStatus = (typeof proofFileStatuses)[number];

/** A client may delete a proof file only while nobody has checked it and the claim still takes files. */
export function canDeleteProofFile(claimStatus: ClaimStatus, fileStatus: ProofFileStatus): boolean {
  return canAddProofFiles(claimStatus) && fileStatus === "uploaded";
}

// ---------------------------------------------------------------- declaration

export type ClaimContract = { type: string; status: ContractStatus; start_date: IsoDate; terminated_date?: IsoDate | null };

/**
 * `claims-resources/allowed-contracts`: contracts in force, and terminated
 * ones (a loss that happened before the end is still covered).
 */
export function isContractClaimable(contract: Pick<ClaimContract, "status">): boolean {
  return isInForce(contract.status) || contract.status === "terminated";
}

/**
 * The wire body minus `contract_id` (the route resolves it), with the domain's
 * own checks: a known nature and type, and a date message in the field-error codes.
 */
export const claimDeclarationSchema = CreateClaimInput.omit({ contract_id: true }).extend({
  nature: z.enum(claimNatures),
  /** Optional: the product decides whether the form asks for it (claim-type resource). */
  type: z.enum(claimTypes).optional(),
  occurrence_date: z.string().refine(isIsoDate, "field.format"),
});
export type ClaimDeclaration = z.infer<typeof claimDeclarationSchema>;

/**
 * Checks a claim declaration body against its contract. Codes beyond the
 * generic ones: claim.contract-not-claimable, claim.occurred-in-future,
 * claim.before-cover, claim.after-cover; nature or type outside the
 * contract's lists give field.not-allowed; a third party involved with no
 * third party given gives field.required on third_parties.
 */
export function checkClaimDeclaration(raw: unknown, context: { contract: ClaimContract; today: IsoDate }): Validated<ClaimDeclaration> {
  const parsed = claimDeclarationSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromZod(parsed.error) };
  const claim = parsed.data;
  const { contract, today } = context;
  const errors: Record<string, string[]> = {};

  if (!isContractClaimable(contract)) addFieldError(errors, "contract", "claim.contract-not-claimable");
  if (!isNatureAllowed(contract.type, claim.nature)) addFieldError(errors, "nature", "field.not-allowed");
  if (claim.type && !isClaimTypeAllowed(contract.type, claim.type)) addFieldError(errors, "type", "field.not-allowed");
  if (compareDates(claim.occurrence_date, today) > 0) addFieldError(errors, "occurrence_date", "claim.occurred-in-future");
  if (compareDates(claim.occurrence_date, contract.start_date) < 0) addFieldError(errors, "occurrence_date", "claim.before-cover");
  // Lenient on the termination day itself: a wrongly refused declaration costs
  // the client more than one the claims team closes after review.
  if (contract.terminated_date && compareDates(claim.occurrence_date, contract.terminated_date) > 0) {
    addFieldError(errors, "occurrence_date", "claim.after-cover");
  }
  if (claim.third_party_involved && claim.third_parties.length === 0) addFieldError(errors, "third_parties", "field.required");

  return hasErrors(errors) ? { ok: false, errors } : { ok: true, value: claim };
}
