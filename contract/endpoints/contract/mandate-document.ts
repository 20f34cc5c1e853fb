/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/mandate-document.ts. */
import { endpoint, binary } from "../../endpoint";
import { contractPath } from "./path";
import { MandateParams } from "../../wire/payments";
import { LangQuery } from "../../wire/common";

export const downloadMandateDocument = endpoint({
  method: "get",
  path: `${contractPath}/mandate/{type}/document`,
  summary: "PDF of the contract's active SEPA mandate (attachment)",
  description: "404 when the contract has no active mandate, and for another client's or brand's contract.",
  tags: ["contract payments"],
  auth: "client",
  params: MandateParams,
  query: LangQuery,
  response: binary("application/pdf"),
});
