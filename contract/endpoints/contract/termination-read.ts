/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/termination-read.ts. */
import { endpoint, binary } from "../../endpoint";
import { ContractParams, TerminationRequestList, TerminationRequestParams, TerminationRequestBody } from "../../wire/contracts";
import { LangQuery } from "../../wire/common";

const tags = ["termination"];

export const listTerminationRequests = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests",
  summary: "Termination requests sent for this contract, newest first (drafts are not listed)",
  tags,
  auth: "client",
  params: ContractParams,
  response: TerminationRequestList,
});

export const getTerminationRequest = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/{request}",
  summary: "One termination request of the contract (a draft included: the summary step reads it)",
  tags,
  auth: "client",
  params: TerminationRequestParams,
  response: TerminationRequestBody,
});

/**
 * The holder withdraws a public request they did not make (decision 0173),
 * from the contract's termination tab, until it takes effect: the request
 * is `withdrawn` and the contract shows no pending termination any more.
 */
export const withdrawTerminationRequest = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/{request}/withdraw",
  summary: "Withdraw a public termination request (filed with the easy-termination form) until it takes effect",
  description:
    "422 `termination.not-withdrawable` for a request sent from the customer space, in effect, accepted or refused. Twice answers the withdrawn request.",
  tags,
  auth: "client",
  params: TerminationRequestParams,
  response: TerminationRequestBody,
});

export const downloadTerminationAcknowledgement = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/{request}/acknowledgement",
  summary: "Acknowledgement PDF of a sent termination request (date of notification, end date, effects of termination)",
  tags,
  auth: "client",
  params: TerminationRequestParams,
  query: LangQuery,
  response: binary("application/pdf"),
});
