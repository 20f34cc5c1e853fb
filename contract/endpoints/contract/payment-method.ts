/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/payment-method.ts. */
import { endpoint } from "../../endpoint";
import { contractPath } from "./path";
import { PaymentContractParams, CurrentPaymentMethodBody } from "../../wire/payments";

const tags = ["contract payments"];

export const getCurrentPaymentMethod = endpoint({
  method: "get",
  path: `${contractPath}/current-payments-method`,
  summary: "The contract's payment method (card or SEPA), with the saved card or the active mandate",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: CurrentPaymentMethodBody,
});
