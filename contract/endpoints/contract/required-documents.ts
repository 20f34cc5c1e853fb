/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/required-documents.ts. */
import { endpoint, binary } from "../../endpoint";
import { ContractParams, RequiredDocumentList, RequiredDocumentParams, UploadRequiredDocumentInput, RequiredDocumentBody } from "../../wire/contracts";

const tags = ["contract documents"];

export const listRequiredDocuments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/documents-required",
  summary: "Supporting documents the client must upload, with their status",
  tags,
  auth: "client",
  params: ContractParams,
  response: RequiredDocumentList,
});

export const uploadRequiredDocument = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/documents-required/{requiredDocument}",
  summary: "Upload the file of a required document (multipart, exactly one file: pdf, jpg or png, 10 MB at most)",
  description:
    "The type is read from the file's first bytes; `file_name` and `mime` follow it. The status becomes `uploaded` (awaiting validation). A document already `valid` cannot be replaced (422 on `file`). The file replaced, if any, is deleted.",
  tags,
  auth: "client",
  params: RequiredDocumentParams,
  body: UploadRequiredDocumentInput,
  bodyType: "multipart",
  response: RequiredDocumentBody,
});

export const downloadRequiredDocument = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/documents-required/{requiredDocument}",
  summary: "Download the file the client uploaded for a required document (attachment)",
  description: "404 when nothing was uploaded (status `missing`) or the file is gone.",
  tags,
  auth: "client",
  params: RequiredDocumentParams,
  response: binary("application/pdf", "image/jpeg", "image/png"),
});
