import type { z } from "zod";
import type { AllowedContractListBody, ClaimBody, CreateClaimInput, PhotoCollectionBody, ProofFilesBody } from "../../../../contract/wire/claims";
import type { ClaimRequirementList, OptionBody } from "../../../../contract/wire/contracts";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type ClaimDetail = z.output<typeof ClaimBody>;
export type AllowedContract = z.output<typeof AllowedContractListBody>[number];
export type ClaimProofFiles = z.output<typeof ProofFilesBody>;
export type ClaimFile = ClaimProofFiles["files"][number];
export type ClaimRequirement = z.output<typeof ClaimRequirementList>[number];
export type ClaimDeclarationBody = z.input<typeof CreateClaimInput>;

/** Claims (SPEC section 7 "Claims", and the claim resources of a contract). */
export function claimCalls(client: V2Client) {
  const base = (clientId: string) => `clients/${segment(clientId)}`;
  const claim = (clientId: string, claimId: string) => `${base(clientId)}/claims/${segment(claimId)}`;
  return {
    claim: (clientId: string, claimId: string) => client.get<ClaimDetail>(claim(clientId, claimId)),
    allowedClaimContracts: (clientId: string) => client.get<AllowedContract[]>(`${base(clientId)}/claims-resources/allowed-contracts`),
    claimTypes: (clientId: string, contractId: string) =>
      client.get<z.output<typeof OptionBody>[]>(`${base(clientId)}/contracts/${segment(contractId)}/claim-type`),
    claimRequirements: (clientId: string, contractId: string, query: { nature: string; third_party_involved: boolean; physical_injury: boolean }) =>
      client.get<ClaimRequirement[]>(`${base(clientId)}/contracts/${segment(contractId)}/claim-requirements`, {
        query: { nature: query.nature, third_party_involved: String(query.third_party_involved), physical_injury: String(query.physical_injury) },
      }),
    declareClaim: (clientId: string, body: ClaimDeclarationBody, idempotencyKey?: string) =>
      client.post<ClaimDetail>(`${base(clientId)}/claims`, body, { idempotencyKey }),
    claimProofFiles: (clientId: string, claimId: string) => client.get<ClaimProofFiles>(`${claim(clientId, claimId)}/proof-files`),
    uploadClaimProofFile: (clientId: string, claimId: string, file: File, type: string | undefined, idempotencyKey?: string) => {
      const form = new FormData();
      if (type) form.append("type", type);
      form.append("file", file, file.name);
      return client.postForm<ClaimFile>(`${claim(clientId, claimId)}/proof-files`, form, { idempotencyKey });
    },
    downloadClaimProofFile: (clientId: string, claimId: string, fileId: string) =>
      client.download(`${claim(clientId, claimId)}/proof-files/${segment(fileId)}`),
    deleteClaimProofFile: (clientId: string, claimId: string, fileId: string) =>
      client.delete<void>(`${claim(clientId, claimId)}/proof-files/${segment(fileId)}`),
    openPhotoCollection: (clientId: string, claimId: string) =>
      client.post<z.output<typeof PhotoCollectionBody>>(`${claim(clientId, claimId)}/photo-collection`),
  };
}
