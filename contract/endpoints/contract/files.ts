/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/files.ts. */
import { endpoint, binary } from "../../endpoint";
import { InvoiceParams, ContractParams, ContractDocumentList, DocumentParams, DocumentList, CertificateParams } from "../../wire/contracts";
import { LangQuery } from "../../wire/common";

const tags = ["contract documents"];

export const downloadInvoice = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/invoices/{invoice}",
  summary: "Invoice PDF (attachment)",
  tags,
  auth: "client",
  params: InvoiceParams,
  query: LangQuery,
  response: binary("application/pdf"),
});

export const listContractDocuments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/documents",
  summary: "Documents of the contract (SPEC 'Contract document list'); certificates are listed by the certificates call",
  tags,
  auth: "client",
  params: ContractParams,
  response: ContractDocumentList,
});

export const downloadDocument = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/documents/{document}",
  summary: "Download a contract document (attachment)",
  tags,
  auth: "client",
  params: DocumentParams,
  query: LangQuery,
  response: binary("application/pdf"),
});

export const listContractCertificates = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/certificates",
  summary: "Insurance certificates of the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: DocumentList,
});

export const downloadCertificate = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/certificates/{certificate}",
  summary: "Insurance certificate PDF (attachment)",
  tags,
  auth: "client",
  params: CertificateParams,
  query: LangQuery,
  response: binary("application/pdf"),
});
