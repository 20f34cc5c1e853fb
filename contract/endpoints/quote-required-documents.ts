/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/quote-required-documents.ts. */
import { endpoint, binary } from "../endpoint";
import { QuoteParams } from "../wire/quotes";
import { RequiredDocumentList, UploadRequiredDocumentInput, RequiredDocumentBody } from "../wire/contracts";

const tags = ["quotes"];

const QuoteRequiredDocumentParams = QuoteParams.extend({ requiredDocument: QuoteParams.shape.quote });

export const listQuoteRequiredDocuments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/documents-required",
  summary: "Supporting documents the customer must upload for a quote, with their status",
  tags,
  auth: "customer",
  params: QuoteParams,
  response: RequiredDocumentList,
});

export const uploadQuoteRequiredDocument = endpoint({
  method: "post",
  path: "/v2/clients/{client}/quotes/{quote}/documents-required/{requiredDocument}",
  summary: "Upload the file of a quote's required document (multipart, exactly one file: pdf, jpg or png, 10 MB at most)",
  description:
    "The same checks and answers as a contract's required document: the type read from the bytes, status `uploaded`, 422 on `file`. A signed quote's documents are not replaced: 422 quote.already-signed on `file`.",
  tags,
  auth: "customer",
  params: QuoteRequiredDocumentParams,
  body: UploadRequiredDocumentInput,
  bodyType: "multipart",
  response: RequiredDocumentBody,
});

export const downloadQuoteRequiredDocument = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/documents-required/{requiredDocument}",
  summary: "Download the file the customer uploaded for a quote's required document (attachment)",
  description: "404 when nothing was uploaded (status `missing`) or the file is gone.",
  tags,
  auth: "customer",
  params: QuoteRequiredDocumentParams,
  response: binary("application/pdf", "image/jpeg", "image/png"),
});
