/** The contract's current payment method (SPEC section 7 `current-payments-method`). */
import * as endpoints from "../../../contract/endpoints/contract/payment-method";
import { toCardSummary, toMandateBody } from "../../views/payments";
import { implement } from "../../http/registry";
import { activeCard } from "./cards";
import { activeMandate } from "./mandate";

export const getCurrentPaymentMethod = implement(endpoints.getCurrentPaymentMethod, {
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
