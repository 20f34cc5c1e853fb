/**
 * Once an invoice is paid, nothing else may collect it (docs/decisions/0065).
 * Called in the transaction that marks it paid, with the invoice rows
 * already locked: its debits still to come or waiting for a retry (planning
 * lines and payments `active` / `warning`) are `canceled`; its failed
 * debits (`fail` planning lines) become `success`, the due being settled, and
 * its refused payments (`fail`) are `canceled` like the retries, so the
 * history says "cancelled (invoice paid)" where the schedule says paid
 * (decision 0268). The rows changed are locked first, so a
 * debit run reading them waits for this transaction and then sees them
 * canceled.
 */
import { and, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { payments, plannings, type invoices } from "../../db/schema";
import { ownedByClient } from "../../scope/ownership";
import { ofContract } from "../../scope/contract-rows";
import type { Scope } from "../../scope/contract";

type InvoiceRow = typeof invoices.$inferSelect;
type PlanningRow = typeof plannings.$inferSelect;

/** A planning line is the debit of an invoice when linked to it, or, unlinked, due on its due date or within its period. */
export function isDebitOf(
  line: Pick<PlanningRow, "invoiceId" | "dueDate">,
  invoice: Pick<InvoiceRow, "id" | "dueDate" | "periodStart" | "periodEnd">,
): boolean {
  if (line.invoiceId) return line.invoiceId === invoice.id;
  if (line.dueDate === invoice.dueDate) return true;
  return !!invoice.periodStart && !!invoice.periodEnd && invoice.periodStart <= line.dueDate && line.dueDate <= invoice.periodEnd;
}

export async function stopCollections(tx: Database, scope: Scope, contractId: string, paid: InvoiceRow[]): Promise<void> {
  const lines = await tx
    .select()
    .from(plannings)
    .where(ofContract(plannings, scope, contractId, inArray(plannings.status, ["active", "fail", "warning"])))
    .for("update");
  const ofPaid = lines.filter((line) => paid.some((invoice) => isDebitOf(line, invoice)));
  const toCancel = ofPaid.filter((line) => line.status !== "fail").map((line) => line.id);
  const settled = ofPaid.filter((line) => line.status === "fail").map((line) => line.id);
  if (toCancel.length)
    await tx
      .update(plannings)
      .set({ status: "canceled" })
      .where(and(inArray(plannings.id, toCancel), ownedByClient(plannings, scope)));
  if (settled.length)
    await tx
      .update(plannings)
      .set({ status: "success" })
      .where(and(inArray(plannings.id, settled), ownedByClient(plannings, scope)));

  const paidIds = paid.map((invoice) => invoice.id);
  const pending = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(ofContract(payments, scope, contractId, inArray(payments.invoiceId, paidIds), inArray(payments.status, ["active", "warning", "fail"])))
    .for("update");
  if (pending.length) {
    await tx
      .update(payments)
      .set({ status: "canceled" })
      .where(
        and(
          inArray(
            payments.id,
            pending.map((payment) => payment.id),
          ),
          ownedByClient(payments, scope),
        ),
      );
  }
}
