/** Claim rows → wire shapes (wire/claims.ts). */
import type { ClaimBody, ClaimFileBody } from "../wire/claims";
import type { claimFiles, claims, contracts } from "../db/schema";
import { canDeleteProofFile, claimStatuses, proofFileStatuses, type ClaimStatus, type ProofFileStatus } from "../domain/claims";

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;

const asClaimStatus = (s: string): ClaimStatus => ((claimStatuses as readonly string[]).includes(s) ? (s as ClaimStatus) : "closed");
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
    third_parties: row.thirdParties,
    statements: row.statements,
    status: row.status,
    proof_files: files.filter((f) => f.kind === "proof" && !f.deletedAt).map((f) => toClaimFileBody(f, row.status)),
    photo_collection_url: row.photoCollectionUrl,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
