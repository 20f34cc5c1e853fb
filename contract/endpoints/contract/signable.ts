/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/signable.ts. */
import { endpoint } from "../../endpoint";
import { contractPath } from "./path";
import { PaymentContractParams, SignableListBody, SignableParams, SignDocumentInput, SignDocumentStartedBody, SignableDocumentBody } from "../../wire/payments";
import { LangQuery, Empty } from "../../wire/common";

const tags = ["contract payments"];

export const listSignable = endpoint({
  method: "get",
  path: `${contractPath}/signable`,
  summary: "Documents of the contract to sign (or signed), with their signature status",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: SignableListBody,
});

export const signDocument = endpoint({
  method: "post",
  path: `${contractPath}/signable/{id}/sign`,
  summary: "Start the e-signature of a signable document: answers the signing page address",
  description:
    "Body: the three redirect addresses (http/https); `?lang=` the language of the signing page and its SMS. A mobile phone on the account is required (422 on `phone`); a signed document gives 422 `document.already-signed` on `id`.",
  tags,
  auth: "client",
  params: SignableParams,
  query: LangQuery,
  body: SignDocumentInput,
  response: SignDocumentStartedBody,
  status: 201,
});

export const markSigned = endpoint({
  method: "post",
  path: `${contractPath}/signable/{id}/signed`,
  summary: "Called when the signer comes back: confirms the document is signed",
  description:
    "Answers the document once its signature is signed (idempotent). 422 `signature.not-signed` on `id` while it is not (pending, canceled, refused or expired).",
  tags,
  auth: "client",
  params: SignableParams,
  body: Empty.optional(),
  response: SignableDocumentBody,
});

export const getSignable = endpoint({
  method: "get",
  path: `${contractPath}/signable/{id}`,
  summary: "One signable document with its signature status (the portal's signature page)",
  tags,
  auth: "client",
  params: SignableParams,
  response: SignableDocumentBody,
});
