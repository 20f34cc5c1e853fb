/**
 * A change of payment method applies to what is still to be collected
 * (decision 0279): the contract's debits to come (payments `active`) take
 * the method now on file in the transaction that changes it, so the
 * contract, its schedule and its history say the same at once. What already
 * happened (taken, refused, disputed, a refused debit the bank presents
 * again) keeps the method it was collected with. The rows are locked first,
 * so a debit run reading them waits for the change and then sees it.
 */
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments } from "../../db/schema";
import { ofContract } from "../../scope/contract-rows";
import type { Scope } from "../../scope/contract";
import { ownedByClient } from "../../scope/ownership";

export async function carryMethodToDebitsToCome(tx: Database, scope: Scope, contractId: string, method: "card" | "sepa"): Promise<void> {
  const toCome = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(ofContract(payments, scope, contractId, eq(payments.status, "active"), or(isNull(payments.method), ne(payments.method, method))))
    .for("update");
  if (!toCome.length) return;
  await tx
    .update(payments)
    .set({ method })
    .where(
      and(
        inArray(
          payments.id,
          toCome.map((payment) => payment.id),
        ),
        ownedByClient(payments, scope),
      ),
    );
}
