/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/claims.ts. */
import { endpoint, binary } from "../endpoint";
import { ClientParams, Empty } from "../wire/common";
import {
  CreateClaimInput,
  ClaimBody,
  ClaimListBody,
  ClaimParams,
  AllowedContractListBody,
  ProofFilesBody,
  UploadProofFileInput,
  ClaimFileParams,
  PhotoCollectionInput,
  PhotoCollectionBody,
} from "../wire/claims";

const tags = ["claims"];

const claimFileTypes = binary("application/pdf", "image/jpeg", "image/png");

export const createClaim = endpoint({
  method: "post",
  path: "/v2/clients/{client}/claims",
  summary: "Declare a claim",
  description:
    "Field errors: `contract_id` (claim.contract-not-claimable, or 404 for an unknown contract), `nature` (field.not-allowed), `occurrence_date` (claim.occurred-in-future, claim.before-cover, claim.after-cover), `third_parties` (field.required when a third party is involved). A retry is recognised by its Idempotency-Key only: a declaration with the same contents under another key (or none) is a new claim (issue 45).",
  tags,
  auth: "client",
  params: ClientParams,
  body: CreateClaimInput,
  response: ClaimBody,
  status: 201,
});

export const listClaims = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims",
  summary: "The client's claims, newest first",
  tags,
  auth: "client",
  params: ClientParams,
  response: ClaimListBody,
});

export const getClaim = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims/{claim}",
  summary: "A claim with its proof files",
  tags,
  auth: "client",
  params: ClaimParams,
  response: ClaimBody,
});

export const listAllowedContracts = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims-resources/allowed-contracts",
  summary: "Contracts a claim can be declared on (in force or terminated), with their claim natures",
  tags,
  auth: "client",
  params: ClientParams,
  response: AllowedContractListBody,
});

export const getProofFiles = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims/{claim}/proof-files",
  summary: "Proof documents the claim needs, whether each was sent, and the proof files",
  tags,
  auth: "client",
  params: ClaimParams,
  response: ProofFilesBody,
});

export const uploadProofFile = endpoint({
  method: "post",
  path: "/v2/clients/{client}/claims/{claim}/proof-files",
  summary: "Add one proof file (multipart `file`: pdf, jpg or png, 10 MB at most; `type`: a proof code)",
  description:
    "The type of file is read from its first bytes and must match the name's extension (claim-file.not-what-it-says: PNG bytes named .pdf). Errors on `file`: upload.missing, upload.too-many, upload.bad-type, upload.too-large. `type` must be a proof code (claim-requirements). A claim already decided takes no more files (422 claim.closed on `file`).",
  tags,
  auth: "client",
  params: ClaimParams,
  body: UploadProofFileInput,
  bodyType: "multipart",
  response: ProofFilesBody.shape.files.element,
  status: 201,
});

export const listClaimFiles = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims/{claim}/files",
  summary: "Every file of the claim (proof files and files added by the claims team)",
  tags,
  auth: "client",
  params: ClaimParams,
  response: ProofFilesBody.shape.files,
});

export const deleteProofFile = endpoint({
  method: "delete",
  path: "/v2/clients/{client}/claims/{claim}/proof-files/{file}",
  summary: "Delete a proof file not yet checked (status uploaded) of a claim still open",
  tags,
  auth: "client",
  params: ClaimFileParams,
  response: Empty,
  status: 204,
});

export const downloadProofFile = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims/{claim}/proof-files/{file}",
  summary: "Download a proof file of the claim (attachment)",
  description: "404 for another client's claim or file, a deleted file, or a file whose bytes are gone.",
  tags,
  auth: "client",
  params: ClaimFileParams,
  response: claimFileTypes,
});

export const downloadClaimFile = endpoint({
  method: "get",
  path: "/v2/clients/{client}/claims/{claim}/files/{file}",
  summary: "Download any file of the claim: a proof file or one the claims team added (attachment)",
  tags,
  auth: "client",
  params: ClaimFileParams,
  response: claimFileTypes,
});

export const openPhotoCollection = endpoint({
  method: "post",
  path: "/v2/clients/{client}/claims/{claim}/photo-collection",
  summary: "The partner photo-collection page of the claim, made on first ask and the same afterwards",
  description:
    "Offered when `photo_collection_available` (a vehicle contract, a nature other than theft, an open claim); else 422 `claim.photo-collection-unavailable`. The answer is a broker path: the portal adds `?lang=` and `?return=` (an allowed redirect origin).",
  tags,
  auth: "client",
  params: ClaimParams,
  body: PhotoCollectionInput,
  response: PhotoCollectionBody,
});
