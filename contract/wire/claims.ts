/** Claims (SPEC section 7 "Claims", section 3 "Claim"). Plain zod only. */
import { z } from "zod";
import { claimNatures, claimNotes, claimStatuses, proofDocuments } from "../codes/codes";
import { LocaleParam } from "./authentication";
import { ClientParams, isoDate, timestamp, singleLineString, multiLineString, uploadedFiles } from "./common";

export const ClaimParams = ClientParams.extend({ claim: z.string().min(1) });
export const ClaimFileParams = ClaimParams.extend({ file: z.string().min(1) });

const text = (max: number) => singleLineString().trim().max(max);
const multiLineText = (max: number) => multiLineString().trim().max(max);

/** The one schema of a third party: the declaration's input, the domain's check and the claim body's `third_parties`. */
export const ThirdPartyInput = z.object({
  name: text(200).min(1),
  insurer: text(200).optional(),
  policy_number: text(100).optional(),
  registration_number: text(20).optional(),
  phone: text(30).optional(),
  email: z.email().optional(),
});

/** The one schema of a statement (input, check and claim body). */
export const StatementInput = z.object({ author: text(200).optional(), text: multiLineText(5000).min(1) });

/**
 * Claim declaration. `contract_id` must be one of `claims-resources/allowed-contracts`;
 * `nature` one of the contract's `resources/claim-natures`; `occurrence_date` not in
 * the future (Europe/Paris) nor outside the cover.
 */
export const CreateClaimInput = z.object({
  contract_id: singleLineString().trim().min(1),
  nature: singleLineString().trim().min(1),
  /** Checked against the contract's claim-type resource; not stored (the nature carries the split). */
  type: z.enum(["damage_suffered", "damage_caused"]).optional(),
  occurrence_date: isoDate,
  circumstances: multiLineText(5000).min(1),
  damages: multiLineText(5000).optional(),
  physical_injury: z.boolean(),
  third_party_involved: z.boolean(),
  third_parties: z.array(ThirdPartyInput).max(10).default([]),
  statements: z.array(StatementInput).max(10).default([]),
  /** The page's locale (`fr-fr`, `en-fr`…): the acknowledgement e-mail goes in its language; default the brand's. */
  locale: LocaleParam.optional(),
});

/** SPEC "proof files (type, status, name)". */
export const ClaimFileBody = z.object({
  id: z.string(),
  kind: z.string(),
  type: z.string().nullable(),
  status: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().nullable(),
  created_at: timestamp,
  deleteable: z.boolean(),
});
export type ClaimFileBody = z.input<typeof ClaimFileBody>;

export const ClaimContractRef = z.object({ id: z.string(), number: z.string(), label: z.string(), type: z.string() });

export const ClaimStatusChangeBody = z.object({ status: z.enum(claimStatuses), at: timestamp, note: z.enum(claimNotes).nullable() });

export const ClaimBody = z.object({
  id: z.string(),
  reference: z.string(),
  contract_id: z.string(),
  contract: ClaimContractRef.nullable(),
  nature: z.string(),
  occurrence_date: z.string(),
  declaration_date: z.string(),
  circumstances: z.string().nullable(),
  damages: z.string().nullable(),
  physical_injury: z.boolean(),
  third_party_involved: z.boolean(),
  third_parties: z.array(ThirdPartyInput),
  statements: z.array(StatementInput),
  status: z.enum(claimStatuses),
  /** Not decided yet (domain/codes.ts isClaimOpen): the portal's list order and dashboard count. */
  open: z.boolean(),
  /** Every status change, oldest first: the claim's timeline. `note` is a code the portal words. */
  history: z.array(ClaimStatusChangeBody),
  proof_files: z.array(ClaimFileBody),
  /** The partner's page once asked for (`POST …/photo-collection`); null before. */
  photo_collection_url: z.string().nullable(),
  /** The contract and nature allow the partner photo collection and the claim is open. */
  photo_collection_available: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ClaimBody = z.input<typeof ClaimBody>;
export const ClaimListBody = z.array(ClaimBody);

export const AllowedContractBody = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  type: z.string(),
  status: z.string(),
  start_date: z.string().nullable(),
  terminated_date: z.string().nullable(),
  /** Codes of `domain/claims.ts` `claimNatures`; the portal words them. */
  natures: z.array(z.object({ code: z.enum(claimNatures) })),
});
export const AllowedContractListBody = z.array(AllowedContractBody);

export const ProofRequirementBody = z.object({
  /** A `domain/claims.ts` `proofDocuments` code; the portal words it. */
  code: z.enum(proofDocuments),
  /** Needed to settle the claim, never to declare it (decision 0182): the portal labels it so. */
  required: z.boolean(),
  /** At least one non-rejected file of this type was sent. */
  provided: z.boolean(),
});
export const ProofFilesBody = z.object({
  claim_id: z.string(),
  can_add: z.boolean(),
  /** Empty once the claim is decided (`can_add` false): it asks for nothing more (decision 0281). */
  requirements: z.array(ProofRequirementBody),
  files: z.array(ClaimFileBody),
});

/** Multipart: `type` (a requirement code) and exactly one `file` (pdf, jpg, png; ≤ 10 MB). */
export const UploadProofFileInput = z.object({
  type: singleLineString().trim().min(1).max(60).optional(),
  file: uploadedFiles(),
});

/** Nothing to send: the page's language and its way back are the portal's query on the answered address. */
export const PhotoCollectionInput = z.object({});
export const PhotoCollectionBody = z.object({ url: z.string() });
