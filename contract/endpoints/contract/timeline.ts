/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/timeline.ts. */
import { endpoint } from "../../endpoint";
import { contractPath } from "./path";
import { ContractParams, TimelineList } from "../../wire/contracts";

export const listContractTimeline = endpoint({
  method: "get",
  path: `${contractPath}/timeline`,
  summary: "Deadline timeline of the contract, oldest year first",
  description:
    "Each entry: `year`, `description_code` (timeline.contract-start, timeline.anniversary, timeline.premium-review, timeline.notice-deadline, timeline.formal-notice, timeline.termination; the portal translates it), `document_name` and `document_url` (the contract document's download, or null).",
  tags: ["contracts"],
  auth: "client",
  params: ContractParams,
  response: TimelineList,
});
