/**
 * A contract's payment schedule from its yearly premium (docs/decisions/0066,
 * 0189): the debits, their dates from an anchor day, the period each one pays
 * and the invoice it collects. The demo builders (broker/db/demo) take their
 * amounts, dates and invoice periods from here, so a schedule always adds up
 * to the yearly premium and an invoice always says what its debit takes.
 */
import { addDays, addMonths, nextAnniversary, type IsoDate } from "./calendar";
import { monthsBetweenDebits, splitPremium, type DebitFrequency } from "./periodicity";

/** One debit: the day it is taken, what it takes and the period of cover it pays (both days included). */
export type ScheduleLine = { index: number; dueDate: IsoDate; amount: number; periodStart: IsoDate; periodEnd: IsoDate };

/**
 * The debits `from` to `to` (inclusive) of a schedule whose debit 0 falls on
 * `anchor`; negative indexes are the debits before it. Debit k takes the
 * (k mod debits a year)-th share of the yearly split, so the first debit of
 * each year carries the cents the division leaves and every run of a year of
 * consecutive debits adds up to the yearly premium to the cent.
 */
export function scheduleLines(input: { yearly: number; frequency: DebitFrequency; anchor: IsoDate; from: number; to: number }): ScheduleLine[] {
  const split = splitPremium(input.yearly, input.frequency);
  const step = monthsBetweenDebits(input.frequency);
  const lines: ScheduleLine[] = [];
  for (let index = input.from; index <= input.to; index++) {
    const dueDate = addMonths(input.anchor, index * step);
    lines.push({
      index,
      dueDate,
      amount: split[((index % split.length) + split.length) % split.length],
      periodStart: dueDate,
      periodEnd: addDays(addMonths(input.anchor, (index + 1) * step), -1),
    });
  }
  return lines;
}

/** The invoice a debit collects: its amount, its period, due on the debit's day. */
export function invoiceOfLine(line: ScheduleLine): { amount: number; periodStart: IsoDate; periodEnd: IsoDate; dueDate: IsoDate } {
  return { amount: line.amount, periodStart: line.periodStart, periodEnd: line.periodEnd, dueDate: line.dueDate };
}

/** A contract in force is renewed on each anniversary of its start: its next due date ("échéance") is the first one after today. */
export function nextDueDate(startDate: IsoDate, today: IsoDate): IsoDate {
  return nextAnniversary(startDate, addDays(today, 1));
}

/** Sum of amounts in cents: money is compared in whole cents, never as floats. */
export function totalCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
}
