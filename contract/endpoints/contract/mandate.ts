/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/mandate.ts. */
import { endpoint } from "../../endpoint";
import { contractPath } from "./path";
import { MandateParams, SepaMandateInput, MandateBody, PaymentContractParams, SwitchToSepaInput } from "../../wire/payments";

const tags = ["contract payments"];

export const putMandate = endpoint({
  method: "put",
  path: `${contractPath}/mandate/{type}`,
  summary: "Give (or replace) the contract's SEPA mandate",
  description:
    "Body `iban`, `bic` (optional), `legal` (the consent box, must be true). Field errors: `iban` (iban.format, iban.country, iban.length, iban.checksum, iban.not-sepa), `bic` (bic.format), `legal`. The contract is then paid by SEPA debit.",
  tags,
  auth: "client",
  params: MandateParams,
  body: SepaMandateInput,
  response: MandateBody,
});

export const switchToSepa = endpoint({
  method: "post",
  path: `${contractPath}/sepa`,
  summary: "Pay the contract by SEPA direct debit (new bank details, or the client's active mandate)",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: SwitchToSepaInput,
  response: MandateBody,
  status: 201,
});
