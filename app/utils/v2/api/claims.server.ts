import type { z } from "zod";
import type { AllowedContractListBody, ClaimBody, CreateClaimInput, ProofFilesBody } from "../../../../contract/wire/claims";
import type { ClaimRequirementList } from "../../../../contract/wire/contracts";
import type { V2Client } from "~/utils/v2/client.server";
import * as claims from "../../../../contract/endpoints/claims";
import * as resources from "../../../../contract/endpoints/contract/resources";

export type ClaimDetail = z.output<typeof ClaimBody>;
export type AllowedContract = z.output<typeof AllowedContractListBody>[number];
export type ClaimProofFiles = z.output<typeof ProofFilesBody>;
export type ClaimFile = ClaimProofFiles["files"][number];
export type ClaimRequirement = z.output<typeof ClaimRequirementList>[number];
export type ClaimDeclarationBody = z.input<typeof CreateClaimInput>;

/** Claims (SPEC section 7 "Claims", and the claim resources of a contract). */
export function claimCalls(client: V2Client) {
  return {
    claim: (clientId: string, claimId: string) => client.call(claims.getClaim, { params: { client: clientId, claim: claimId } }),
    allowedClaimContracts: (clientId: string) => client.call(claims.listAllowedContracts, { params: { client: clientId } }),
    claimTypes: (clientId: string, contractId: string) => client.call(resources.listClaimTypes, { params: { client: clientId, contract: contractId } }),
    claimRequirements: (clientId: string, contractId: string, query: { nature: string; third_party_involved: boolean; physical_injury: boolean }) =>
      client.call(resources.listClaimRequirements, {
        params: { client: clientId, contract: contractId },
        query: {
          nature: query.nature,
          third_party_involved: query.third_party_involved ? "true" : "false",
          physical_injury: query.physical_injury ? "true" : "false",
        },
      }),
    declareClaim: (clientId: string, body: ClaimDeclarationBody, idempotencyKey?: string) =>
      client.call(claims.createClaim, { params: { client: clientId }, body, idempotencyKey }),
    claimProofFiles: (clientId: string, claimId: string) => client.call(claims.getProofFiles, { params: { client: clientId, claim: claimId } }),
    uploadClaimProofFile: (clientId: string, claimId: string, file: File, type: string | undefined, idempotencyKey?: string) =>
      client.call(claims.uploadProofFile, { params: { client: clientId, claim: claimId }, body: { type, file }, idempotencyKey }),
    downloadClaimProofFile: (clientId: string, claimId: string, fileId: string) =>
      client.download(claims.downloadProofFile, { params: { client: clientId, claim: claimId, file: fileId } }),
    deleteClaimProofFile: (clientId: string, claimId: string, fileId: string) =>
      client.call(claims.deleteProofFile, { params: { client: clientId, claim: claimId, file: fileId } }),
    openPhotoCollection: (clientId: string, claimId: string) => client.call(claims.openPhotoCollection, { params: { client: clientId, claim: claimId } }),
  };
}
