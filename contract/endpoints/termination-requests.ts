/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/termination-requests.ts. */
import { endpoint } from "../endpoint";
import {
  PublicTerminationSettingsBody,
  PublicTerminationInput,
  PublicTerminationBody,
  PublicTerminationDraftBody,
  PublicTerminationDraftParams,
  PublicTerminationSubmitInput,
  PublicTerminationWithdrawalParams,
  PublicTerminationWithdrawalBody,
} from "../wire/client-space";

const tags = ["termination"];

export const getPublicTerminationSettings = endpoint({
  method: "get",
  path: "/v2/termination-requests/settings",
  summary: "Reasons of the public form (every reason a consumer may give: the contract is unknown until matched) and the file limits",
  tags,
  auth: "brand",
  response: PublicTerminationSettingsBody,
});

export const createPublicTermination = endpoint({
  method: "post",
  path: "/v2/termination-requests",
  summary: "Easy termination without logging in, in one call (identity, contract number, reason, date, up to 5 pdf/jpg files)",
  description:
    "Always answers 202 with the same body, whether the contract number exists or not. Only a full match (number, last name and e-mail) is recorded on the contract and acknowledged by e-mail (with the PDF) to the address given.",
  tags,
  auth: "brand",
  body: PublicTerminationInput,
  bodyType: "multipart",
  response: PublicTerminationBody,
  status: 202,
});

export const savePublicTerminationDraft = endpoint({
  method: "post",
  path: "/v2/termination-requests/drafts",
  summary: "The public form's first step: fields and files checked and kept as a draft for a day (nothing is matched or sent)",
  tags,
  auth: "brand",
  body: PublicTerminationInput,
  bodyType: "multipart",
  response: PublicTerminationDraftBody,
  status: 201,
});

export const getPublicTerminationDraft = endpoint({
  method: "get",
  path: "/v2/termination-requests/drafts/{reference}",
  summary: "A public draft read back (the summary step); 404 once sent or a day old",
  tags,
  auth: "brand",
  params: PublicTerminationDraftParams,
  response: PublicTerminationDraftBody,
});

export const submitPublicTerminationDraft = endpoint({
  method: "post",
  path: "/v2/termination-requests/drafts/{reference}/submit",
  summary: "The confirmation: the draft is matched and sent; always the same 202 answer",
  tags,
  auth: "brand",
  params: PublicTerminationDraftParams,
  body: PublicTerminationSubmitInput,
  response: PublicTerminationBody,
  status: 202,
});

/**
 * The confirmation page (step 3) reads what it says here, not from its
 * address (issue 41): a sent public request of this brand, by its
 * reference, for a day after it was sent. The same body whether it matched.
 */
export const getPublicTerminationReceived = endpoint({
  method: "get",
  path: "/v2/termination-requests/received/{reference}",
  summary: "A public request just sent, read back for the confirmation (reference and time of receipt); 404 past a day",
  tags,
  auth: "brand",
  params: PublicTerminationDraftParams,
  response: PublicTerminationBody,
});

export const getPublicTerminationWithdrawal = endpoint({
  method: "get",
  path: "/v2/termination-requests/withdrawals/{token}",
  summary: "A public request seen from its acknowledgement e-mail's link: what was filed, by whom, whether it may still be withdrawn",
  tags,
  auth: "brand",
  params: PublicTerminationWithdrawalParams,
  response: PublicTerminationWithdrawalBody,
});

export const withdrawPublicTermination = endpoint({
  method: "post",
  path: "/v2/termination-requests/withdrawals/{token}",
  summary: "The holder withdraws a public request from the e-mail's link, until it takes effect; the contract no longer shows it",
  description: "422 `termination.not-withdrawable` once in effect, accepted or refused. Withdrawing twice answers the withdrawn request.",
  tags,
  auth: "brand",
  params: PublicTerminationWithdrawalParams,
  response: PublicTerminationWithdrawalBody,
});
