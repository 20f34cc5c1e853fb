/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/termination.ts. */
import { endpoint } from "../../endpoint";
import {
  ContractParams,
  TerminationSettingsBody,
  TerminationRequestInput,
  TerminationRequestBody,
  TerminationDraftInput,
  TerminationRequestParams,
} from "../../wire/contracts";

const tags = ["termination"];

export const getTerminationSettings = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/settings",
  summary: "Termination reasons for this contract (with the earliest effective date of each) and the file limits",
  tags,
  auth: "client",
  params: ContractParams,
  response: TerminationSettingsBody,
});

export const createTerminationRequest = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests",
  summary: "Ask for the termination of the contract in one call (multipart: date, reason, details, file[] up to 5 pdf/jpg)",
  description:
    "Without a date, the earliest legal date applies. Errors are codes on the field: reason (field.not-allowed), date (termination.date-too-early, termination.date-too-late), contract (termination.not-terminable, termination.already-requested), file / file.N (upload.*). The acknowledgement PDF is e-mailed to the account.",
  tags,
  auth: "client",
  params: ContractParams,
  body: TerminationRequestInput,
  bodyType: "multipart",
  response: TerminationRequestBody,
  status: 201,
});

export const saveTerminationDraft = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/drafts",
  summary: "The form's first step: its fields and files checked and kept as a draft (nothing is sent)",
  description:
    "Same fields and errors as the one-call request. With `draft`, that draft is changed: files sent replace its files, no file keeps them. Answers the draft (status `draft`), read back by GET …/terminations-requests/{request} and sent by POST …/{request}/submit.",
  tags,
  auth: "client",
  params: ContractParams,
  body: TerminationDraftInput,
  bodyType: "multipart",
  response: TerminationRequestBody,
  status: 201,
});

export const submitTerminationDraft = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/terminations-requests/{request}/submit",
  summary: "The confirmation: the draft is checked again and sent; the acknowledgement PDF is e-mailed",
  description:
    "422 with the same codes as the request when the contract changed since the draft (a request sent meanwhile, a date now too early); 404 for no draft.",
  tags,
  auth: "client",
  params: TerminationRequestParams,
  body: TerminationRequestInput.pick({ locale: true }),
  response: TerminationRequestBody,
});
