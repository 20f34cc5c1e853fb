/**
 * Things the broker names by code and the portal words in the visitor's
 * language (locales/<lng>/codes.json; docs/decisions/0080). Listed here, with
 * no imports, so the wire schemas and the portal's test that every code has
 * a word in every language can read them without pulling the rules in.
 */

/** Claim natures; which ones a contract offers depends on its product family (claims.ts). */
export const claimNatures = [
  "collision",
  "theft",
  "glass",
  "fire",
  "vandalism",
  "natural_event",
  "water_damage",
  "storm",
  "natural_disaster",
  "bodily_injury",
  "material_damage",
  "financial_loss",
  "medical_expenses",
  "hospitalisation",
  "sick_leave",
  "disability",
  "death",
  "other",
] as const;
export type ClaimNature = (typeof claimNatures)[number];

/** "Sinistre subi / causé". */
export const claimTypes = ["damage_suffered", "damage_caused"] as const;
export type ClaimType = (typeof claimTypes)[number];

/** Proof documents a claim may need. */
export const proofDocuments = [
  "photos",
  "accident_report",
  "repair_estimate",
  "repair_invoice",
  "police_report",
  "registration_certificate",
  "proof_of_ownership",
  "fire_brigade_report",
  "water_damage_report",
  "medical_certificate",
  "third_party_claim",
  "medical_invoice",
  "hospital_bill",
  "sick_leave_certificate",
  "social_security_decision",
  "death_certificate",
  "supporting_document",
] as const;
export type ProofDocument = (typeof proofDocuments)[number];

export const claimStatuses = ["declared", "under_review", "expert_assigned", "settled", "refused", "closed"] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/**
 * A claim is open while the insurer still works on it: nothing decided yet.
 * The one definition the broker (proof files, photo collection) and the
 * portal (list order, dashboard count, the `open` of the claim body) share.
 */
export const openClaimStatuses = ["declared", "under_review", "expert_assigned"] as const satisfies readonly ClaimStatus[];
export function isClaimOpen(status: string): boolean {
  return (openClaimStatuses as readonly string[]).includes(status);
}

/** The short explanation of a status change in a claim's history; the portal words it (`claims:note.*`). */
export const claimNotes = [
  "declared_online",
  "file_opened",
  "proof_requested",
  "expert_appointed",
  "expert_report_received",
  "indemnity_paid",
  "not_covered",
  "contested",
  "file_closed",
] as const;
export type ClaimNote = (typeof claimNotes)[number];

export const terminationReasons = ["end_of_term", "hamon", "chatel", "sale_of_asset", "moving", "change_of_situation", "death", "other"] as const;
export type TerminationReason = (typeof terminationReasons)[number];

/** Documents suggested in support of a termination reason (never mandatory). */
export const terminationProofs = ["deed_of_sale", "proof_of_address", "proof_of_change", "death_certificate"] as const;
export type TerminationProof = (typeof terminationProofs)[number];

/**
 * A notification's `title` (SPEC "Notification"): what it is about, said by
 * the portal. The broker writes only these.
 */
export const notificationTitles = [
  "amendment_pending",
  "amendment_approved",
  "unpaid",
  "payment_received",
  "required_documents",
  "signature_needed",
  "debit_disputed",
] as const;
export type NotificationTitle = (typeof notificationTitles)[number];

/** A notification's `button_message`: the words of its button, said by the portal. */
export const notificationButtons = ["continue", "pay", "upload", "sign"] as const;
export type NotificationButton = (typeof notificationButtons)[number];

/** What an amendment changes in a contract (the wire's `AmendmentBody.changes`): said by the portal. */
export const amendmentChanges = ["activity_added"] as const;
export type AmendmentChangeCode = (typeof amendmentChanges)[number];

/** The professional activities an amendment adds to a liability contract, said by the portal. */
export const amendmentActivities = ["consulting", "training", "audit"] as const;
export type AmendmentActivity = (typeof amendmentActivities)[number];
