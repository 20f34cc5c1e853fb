/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/phone-confirmations.ts. */
import { endpoint } from "../endpoint";
import { ClientParams } from "../wire/common";
import { PhoneConfirmationRequestInput, PhoneConfirmationAcceptedBody, PhoneConfirmationCheckInput } from "../wire/authentication";
import { SessionQuery, SessionBody } from "../wire/session";

export const requestPhoneConfirmation = endpoint({
  method: "post",
  path: "/v2/clients/{client}/phone-confirmations",
  summary: "Send a 6-digit code by SMS to confirm a mobile phone (10 minutes; a new request voids the previous code)",
  description:
    "Body `{ phone, locale? }`: a mobile number, in the brand country's national format or international. " +
    "422 `validation.failed` on `phone` (`phone.not-mobile`) otherwise. The SMS (template `phone-confirmation`) goes to that number. " +
    "Then PUT the code to the same path.",
  tags: ["authentication"],
  auth: "customer",
  params: ClientParams,
  body: PhoneConfirmationRequestInput,
  response: PhoneConfirmationAcceptedBody,
  status: 202,
  errors: [422, 429],
});

export const confirmPhone = endpoint({
  method: "put",
  path: "/v2/clients/{client}/phone-confirmations",
  summary: "Check the SMS code: saves the phone, clears must_confirm_phone, answers the SPEC Session",
  description:
    "Body `{ code }` (6 digits). The right code sets the account's phone to the confirmed number and clears " +
    "`must_confirm_phone`; the answer is the SPEC Session of this session token (as GET clients/{client}/session, " +
    "`?include=best_product_sheet` too). A wrong, expired, used or voided code, or no pending confirmation: 422 " +
    "`phone-confirmation.invalid-code` on `code`; the 5th wrong code voids the confirmation.",
  tags: ["authentication"],
  auth: "customer",
  // The answer holds the session token: never stored for replays. A retry after success gets 422 (the code is used).
  idempotency: false,
  params: ClientParams,
  query: SessionQuery,
  body: PhoneConfirmationCheckInput,
  response: SessionBody,
  errors: [422, 429],
});
