/** The contract's current payment method (SPEC section 7 `current-payments-method`). */
import { toCardSummary, toMandateBody } from "../../views/payments";
import { CurrentPaymentMethodBody, PaymentContractParams } from "../../../contract/wire/payments";
import { defineRoute } from "../../http/registry";
import { activeCard } from "./cards";
import { activeMandate } from "./mandate";
import { contractPath } from "../../scope/contract";

const tags = ["contract payments"];

export const getCurrentPaymentMethod = defineRoute({
  method: "get",
  path: `${contractPath}/current-payments-method`,
  summary: "The contract's payment method (card or SEPA), with the saved card or the active mandate",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: CurrentPaymentMethodBody,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const [card, mandate] = await Promise.all([activeCard(db, scope, contract.id), activeMandate(db, scope, contract.id)]);
    const stored = contract.currentPaymentMethod;
    const method: "card" | "sepa" | null = stored === "card" ? "card" : stored === "sepa" ? "sepa" : null;
    return {
      contract_id: contract.id,
      method,
      card: card ? toCardSummary(card) : null,
      mandate: mandate ? toMandateBody(mandate) : null,
    };
  },
});

export const paymentMethodRoutes = [getCurrentPaymentMethod];
