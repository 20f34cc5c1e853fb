/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/quote-journey.ts. */
import { endpoint } from "../endpoint";
import { QuoteParams, QuoteConditionsInput, QuoteBody, SignatureReferenceParams, SignatureStateBody } from "../wire/quotes";
import { SepaMandateInput, MandateBody } from "../wire/payments";

const tags = ["quotes"];

export const acceptQuoteConditions = endpoint({
  method: "post",
  path: "/v2/clients/{client}/quotes/{quote}/conditions",
  summary: "Accept the quote's conditions, with optional additional information and the opt-in choices",
  description:
    "Body `accepted` (must be true), `additional_information` (optional, up to 2,000 characters), `optins` (code → boolean; codes of GET optins only, 422 `optin.unknown` on `optins`). Records `conditions_accepted_at` (the first acceptance is kept). 422 quote.already-signed or quote.not-ready (received, under review) on `quote`.",
  tags,
  auth: "customer",
  params: QuoteParams,
  body: QuoteConditionsInput,
  response: QuoteBody,
});

export const putQuoteMandate = endpoint({
  method: "put",
  path: "/v2/clients/{client}/quotes/{quote}/mandate/sepa",
  summary: "Give (or replace) the SEPA mandate the quote's contract will be paid with",
  description:
    "The contract's SEPA rules (`iban`, `bic`, `holder`, `legal` true; field errors as PUT contracts/{contract}/mandate/sepa). The mandate carries `quote_id`; it moves to the contract made at signature (docs/decisions/0095). 422 quote.already-signed or quote.not-ready (received, under review) on `quote`.",
  tags,
  auth: "customer",
  params: QuoteParams,
  body: SepaMandateInput,
  response: MandateBody,
});

export const getQuoteMandate = endpoint({
  method: "get",
  path: "/v2/clients/{client}/quotes/{quote}/mandate/sepa",
  summary: "The quote's active SEPA mandate (IBAN masked), 404 when none was given",
  tags,
  auth: "customer",
  params: QuoteParams,
  response: MandateBody,
});

export const getSignatureState = endpoint({
  method: "get",
  path: "/v2/clients/{client}/signatures/{reference}",
  summary: "Where a signature stands, by the portal's own reference (its return page)",
  description:
    "`reference` is the UUID the portal sent with POST …/signatures or …/signable/{id}/sign. The status is the broker's record, kept in step with the provider (it survives a broker restart); the return address's query says nothing here. 404 for a reference of another customer.",
  tags: ["signatures"],
  auth: "customer",
  params: SignatureReferenceParams,
  response: SignatureStateBody,
});
