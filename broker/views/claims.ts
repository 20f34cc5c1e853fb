/** Claim rows → wire shapes (wire/claims.ts). */
import { StatementInput, ThirdPartyInput, type ClaimBody, type ClaimFileBody } from "../../contract/wire/claims";
import type { claimFiles, claims, contracts } from "../db/schema";
import {
  canDeleteProofFile,
  canUseWeproov,
  claimNatures,
  claimNotes,
  claimStatuses,
  isClaimOpen,
  proofFileStatuses,
  type ClaimNature,
  type ClaimNote,
  type ClaimStatus,
  type ProofFileStatus,
} from "../domain/claims";

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;

export const asClaimStatus = (s: string): ClaimStatus => ((claimStatuses as readonly string[]).includes(s) ? (s as ClaimStatus) : "closed");
const asFileStatus = (s: string): ProofFileStatus => ((proofFileStatuses as readonly string[]).includes(s) ? (s as ProofFileStatus) : "valid");

export function toClaimFileBody(row: ClaimFileRow, claimStatus: string): ClaimFileBody {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    status: row.status,
    name: row.name,
    mime: row.mime,
    size: row.size,
    created_at: row.createdAt,
    deleteable: row.kind === "proof" && canDeleteProofFile(asClaimStatus(claimStatus), asFileStatus(row.status)),
  };
}

export function isDeletableProof(row: ClaimFileRow, claimStatus: string): boolean {
  return row.kind === "proof" && canDeleteProofFile(asClaimStatus(claimStatus), asFileStatus(row.status));
}

const asNote = (n: string | null): ClaimNote | null => ((claimNotes as readonly string[]).includes(n ?? "") ? (n as ClaimNote) : null);

/** Whether the partner photo collection is offered for this claim: the contract and nature allow it, and the claim is open. */
export function photoCollectionAvailable(row: Pick<ClaimRow, "nature" | "status">, contractType: string | null): boolean {
  if (!contractType || !isClaimOpen(row.status)) return false;
  const nature = (claimNatures as readonly string[]).includes(row.nature) ? (row.nature as ClaimNature) : undefined;
  return nature !== undefined && canUseWeproov({ contractType, nature });
}

/** Rows written before a schema (or by hand) are left out rather than answered in a shape the portal does not know. */
function valid<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, values: unknown[]): T[] {
  return values.flatMap((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toClaimBody(
  row: ClaimRow,
  files: ClaimFileRow[],
  contract: Pick<typeof contracts.$inferSelect, "id" | "number" | "label" | "type"> | null,
): ClaimBody {
  return {
    id: row.id,
    reference: row.reference,
    contract_id: row.contractId,
    contract: contract ? { id: contract.id, number: contract.number, label: contract.label, type: contract.type } : null,
    nature: row.nature,
    occurrence_date: row.occurrenceDate,
    declaration_date: row.declarationDate,
    circumstances: row.circumstances,
    damages: row.damages,
    physical_injury: row.physicalInjury,
    third_party_involved: row.thirdPartyInvolved,
    third_parties: valid(ThirdPartyInput, row.thirdParties),
    statements: valid(StatementInput, row.statements),
    status: asClaimStatus(row.status),
    open: isClaimOpen(row.status),
    history: row.statusHistory.map((step) => ({ status: asClaimStatus(step.status), at: step.at, note: asNote(step.note) })),
    proof_files: files.filter((f) => f.kind === "proof" && !f.deletedAt).map((f) => toClaimFileBody(f, row.status)),
    photo_collection_url: row.photoCollectionUrl,
    photo_collection_available: photoCollectionAvailable(row, contract?.type ?? null),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
