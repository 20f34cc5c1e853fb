/**
 * A contract's debits to come rewritten from a day (a change of debit
 * frequency, decision 0066; an approved amendment's new premium, decision
 * 0283): the lines still to come (active, not yet invoiced, due from that
 * day) are replaced by one year at the frequency from the first of them,
 * splitting the yearly premium; paid, failed and invoiced ones stay.
 */
import { asc, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { plannings } from "../../db/schema";
import { frequencyOf, isBillingPeriod, scheduleAfterChange } from "../../domain/periodicity";
import { newFileKey } from "../../files/file-store";
import type { Scope } from "../../scope/contract";
import { ofContract } from "../../scope/contract-rows";

export async function replanDebitsToCome(
  tx: Pick<Database, "select" | "delete" | "insert">,
  scope: Scope,
  contractId: string,
  change: { period: string; yearly: number | null; from: string },
) {
  const frequency = isBillingPeriod(change.period) ? frequencyOf(change.period) : null;
  if (!frequency || change.yearly === null) return;
  const toCome = ofContract(plannings, scope, contractId, eq(plannings.status, "active"), isNull(plannings.invoiceId), gte(plannings.dueDate, change.from));
  const [first] = await tx.select().from(plannings).where(toCome).orderBy(asc(plannings.dueDate)).limit(1);
  if (!first) return;
  await tx.delete(plannings).where(toCome);
  const schedule = scheduleAfterChange({ firstDue: first.dueDate, frequency, yearly: change.yearly });
  await tx.insert(plannings).values(
    schedule.map((debit, i) => ({
      ...scope,
      contractId,
      dueDate: debit.dueDate,
      amount: debit.amount,
      status: "active" as const,
      name: `echeance-${first.position + i}`,
      // Drawn from the row on first download (planning-notice.ts), like every notice whose bytes are not stored.
      storageKey: newFileKey(),
      label: debit.dueDate,
      position: first.position + i,
    })),
  );
}
