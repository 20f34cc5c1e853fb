/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/recipients.ts. */
import { endpoint } from "../../endpoint";
import { ContractParams, RecipientList } from "../../wire/contracts";

export const listRecipients = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/recipients",
  summary: "People covered by a health or provident contract (holder, spouse, children, employees)",
  description: "Other contracts cover no people: 404, like the menu that has no such tab for them.",
  tags: ["contracts"],
  auth: "client",
  params: ContractParams,
  response: RecipientList,
});
