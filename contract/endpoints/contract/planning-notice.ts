/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/planning-notice.ts. */
import { endpoint, binary } from "../../endpoint";
import { contractPath } from "./path";
import { PlanningParams } from "../../wire/contracts";
import { LangQuery } from "../../wire/common";

export const downloadPlanningNotice = endpoint({
  method: "get",
  path: `${contractPath}/plannings/{planning}/notice`,
  summary: "Planning notice PDF of one scheduled debit (attachment)",
  description: "404 for a planning of another contract, client or brand, and for a planning without a notice (`url` null).",
  tags: ["contract documents"],
  auth: "client",
  params: PlanningParams,
  query: LangQuery,
  response: binary("application/pdf"),
});
