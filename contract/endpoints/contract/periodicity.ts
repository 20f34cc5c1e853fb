/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/periodicity.ts. */
import { endpoint } from "../../endpoint";
import { PaymentContractParams, PeriodicityListBody, PeriodicityParams, PeriodicityOptionBody, PeriodicityChoiceInput } from "../../wire/payments";
import { contractPath } from "./path";

const tags = ["contract payments"];

/** SPEC section 7: "payment-method-switchable: periodicity-switchable". */
const switchablePath = `${contractPath}/payment-method-switchable/periodicity-switchable`;

export const listPeriodicities = endpoint({
  method: "get",
  path: switchablePath,
  summary: "Debit frequencies the contract can switch to (empty when it cannot switch)",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: PeriodicityListBody,
});

export const getPeriodicity = endpoint({
  method: "get",
  path: `${switchablePath}/{periodicity}`,
  summary: "One debit frequency option (monthly, quarterly, biannually, annual)",
  tags,
  auth: "client",
  params: PeriodicityParams,
  response: PeriodicityOptionBody,
});

export const choosePeriodicity = endpoint({
  method: "post",
  path: switchablePath,
  summary: "Change the debit frequency (at most once per 24 hours)",
  description:
    "422 `periodicity.too-soon` within 24 hours of the last change (field `periodicity`); validation.failed with periodicity.not-switchable, periodicity.not-allowed or periodicity.unchanged on `periodicity` otherwise.",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: PeriodicityChoiceInput,
  response: PeriodicityListBody,
});
