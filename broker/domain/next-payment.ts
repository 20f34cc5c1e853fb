/**
 * The one "next payment" of a contract (issue 31: the dashboard, the
 * contract's payments tab and the payments list each had their own and
 * named three different days for the same contract; decision 0136).
 *
 * The next payment is the earliest scheduled collection (a planning line)
 * that is still to be taken: status `active`, due today or later (Paris
 * day), and not collecting an invoice already paid. A refused (`fail`),
 * troubled (`warning`), disputed, canceled or successful line is not a
 * payment to come, whatever its date; neither is an unpaid invoice without
 * a line (that is something to pay by hand, shown as such).
 */
import type { IsoDate } from "./calendar";
import type { invoiceStatuses, paymentStatuses } from "../../contract/codes/states";

export type ScheduledCollection = {
  dueDate: IsoDate;
  status: (typeof paymentStatuses)[number];
  invoiceId: string | null;
  /** Order of lines due the same day (the schedule's position). */
  position?: number;
};

/**
 * The earliest collection still to come, or null. `invoiceStatusOf` answers
 * the status of a line's invoice (undefined when unknown: the line counts).
 */
export function nextPayment<T extends ScheduledCollection>(
  lines: readonly T[],
  today: IsoDate,
  invoiceStatusOf: (invoiceId: string) => (typeof invoiceStatuses)[number] | undefined = () => undefined,
): T | null {
  let next: T | null = null;
  for (const line of lines) {
    if (line.status !== "active" || line.dueDate < today) continue;
    if (line.invoiceId && invoiceStatusOf(line.invoiceId) === "paid") continue;
    if (!next || line.dueDate < next.dueDate || (line.dueDate === next.dueDate && (line.position ?? 0) < (next.position ?? 0))) next = line;
  }
  return next;
}
