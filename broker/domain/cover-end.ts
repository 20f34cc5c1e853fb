/**
 * What a contract's money answers owe to the day it ends (decision 0267).
 *
 * A contract ends on its `terminated_date`, or on the effective date of the
 * termination sent on it and not withdrawn (the contract's `termination`
 * record, written by both sending routes and taken off by a withdrawal).
 * That day is the first one it no longer covers: the termination takes
 * effect at 0:00 on it, so a termination at the annual due date leaves the
 * year whole.
 *
 * Nothing is to be collected for cover after the end (Code des assurances
 * L113-12, L113-15-2, L113-16, L121-11: the part of the premium for the
 * period the risk no longer runs is not owed):
 * - a debit or an unpaid premium invoice whose period starts on or after
 *   the end is not planned any more (left out of the schedule, the
 *   invoices and the payments to come);
 * - one whose period straddles the end is prorated to the days covered,
 *   to the cent, and its period stops the day before the end; a schedule
 *   line so cut carries that period and its full amount (`prorated`), so
 *   that its row and its notice can say why it takes less (decision 0267,
 *   amendment of 2026-12-05);
 * - what was paid, taken, refused or disputed stays as it happened: money
 *   already taken for days after the end is the back office's refund.
 *
 * The rows are not rewritten: the answers are read through these rules, so a
 * withdrawn termination gives the schedule back as it was.
 */
import { addDays, addMonths, isIsoDate, type IsoDate } from "./calendar";
import { frequencyOf, isBillingPeriod, monthsBetweenDebits } from "./periodicity";

export type EndingContract = { terminatedDate: string | null; termination: unknown; periodicity?: string | null };

/** The first day the contract no longer covers, or null while it runs on. */
export function coverEnd(contract: EndingContract): IsoDate | null {
  const record = contract.termination;
  const requested = record && typeof record === "object" ? (record as Record<string, unknown>).effective_date : null;
  const days = [contract.terminatedDate, requested].filter(isIsoDate).sort();
  return days[0] ?? null;
}

export type Period = { start: IsoDate; end: IsoDate };

/** Whole days from `from` to `to`, `to` excluded. */
function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What of an amount paying `period` (both days included) falls before `end`: all of it, none, or its share by days covered. */
export type CoverShare = { kind: "whole" } | { kind: "none" } | { kind: "part"; amount: number; periodEnd: IsoDate };

export function coverShare(amount: number, period: Period, end: IsoDate | null): CoverShare {
  if (!end || period.end < end) return { kind: "whole" };
  if (period.start >= end) return { kind: "none" };
  const covered = daysBetween(period.start, end);
  const total = daysBetween(period.start, addDays(period.end, 1));
  return { kind: "part", amount: Math.round((amount * 100 * covered) / total) / 100, periodEnd: addDays(end, -1) };
}

type InvoiceLike = { id: string; status: string; type: string; amount: number; dueDate: string | null; periodStart: string | null; periodEnd: string | null };
type LineLike = { invoiceId: string | null; dueDate: string; amount: number; status: string };
type PaymentLike = { invoiceId: string | null; date: string | null; amount: number; status: string };

/** Something to collect as its share says: kept, left out, or at the amount of the days covered. */
function withinShare<T extends { amount: number }>(item: T, share: CoverShare): T[] {
  if (share.kind === "whole") return [item];
  if (share.kind === "none") return [];
  return [{ ...item, amount: share.amount }];
}

/** Statuses of something still to be collected: a debit to come, a retry. */
const toCollect = (status: string) => status === "active" || status === "warning";

function periodOfInvoice(invoice: InvoiceLike): Period | null {
  const start = invoice.periodStart ?? invoice.dueDate;
  return start ? { start, end: invoice.periodEnd ?? start } : null;
}

/** An unpaid premium invoice as owed under the end: as is, cut to the days covered, or null (nothing owed). */
export function invoiceWithinCover<T extends InvoiceLike>(invoice: T, end: IsoDate | null): T | null {
  if (!end || invoice.status === "paid" || invoice.type !== "payment") return invoice;
  const period = periodOfInvoice(invoice);
  if (!period) return invoice;
  const share = coverShare(invoice.amount, period, end);
  if (share.kind === "whole") return invoice;
  if (share.kind === "none") return null;
  return { ...invoice, amount: share.amount, periodEnd: share.periodEnd };
}

/**
 * The period a schedule line pays: its invoice's when it has one (a
 * re-presented debit pays its month even when taken after it), else from its
 * due date for one debit interval of the contract's frequency; a contract
 * without a known frequency: its due day only.
 */
function periodOfLine(line: LineLike, invoice: InvoiceLike | undefined, periodicity: string | null | undefined): Period {
  const ofInvoice = invoice ? periodOfInvoice(invoice) : null;
  if (ofInvoice) return ofInvoice;
  const frequency = isBillingPeriod(periodicity) ? frequencyOf(periodicity) : null;
  if (!frequency) return { start: line.dueDate, end: line.dueDate };
  return { start: line.dueDate, end: addDays(addMonths(line.dueDate, monthsBetweenDebits(frequency)), -1) };
}

/** What a schedule line cut to the days covered pays: the days it still covers (both included) and the full instalment it stands for. */
export type Prorated = { periodStart: IsoDate; periodEnd: IsoDate; fullAmount: number };

/** A schedule line as the end has it: the stored line, or a copy cut to the days covered that says so. */
export type LineWithinCover<T> = T | (T & { prorated: Prorated });

/** The schedule under the end: lines still to collect for days after it are left out, a straddling one is prorated. */
export function scheduleWithinCover<T extends LineLike>(
  lines: readonly T[],
  contract: EndingContract,
  invoiceOf: (invoiceId: string) => InvoiceLike | undefined,
): LineWithinCover<T>[] {
  const end = coverEnd(contract);
  if (!end) return [...lines];
  return lines.flatMap((line): LineWithinCover<T>[] => {
    if (!toCollect(line.status)) return [line];
    const invoice = line.invoiceId ? invoiceOf(line.invoiceId) : undefined;
    if (invoice?.status === "paid") return [line];
    const period = periodOfLine(line, invoice, contract.periodicity);
    const share = coverShare(line.amount, period, end);
    if (share.kind !== "part") return withinShare(line, share);
    return [{ ...line, amount: share.amount, prorated: { periodStart: period.start, periodEnd: share.periodEnd, fullAmount: line.amount } }];
  });
}

/** Payments still to be taken (a debit under way, a retry) follow their invoice, or their date when they have none. */
export function paymentsWithinCover<T extends PaymentLike>(
  rows: readonly T[],
  end: IsoDate | null,
  invoiceOf: (invoiceId: string) => InvoiceLike | undefined,
): T[] {
  if (!end) return [...rows];
  return rows.flatMap((payment) => {
    if (!toCollect(payment.status)) return [payment];
    const invoice = payment.invoiceId ? invoiceOf(payment.invoiceId) : undefined;
    if (invoice) {
      if (invoice.status === "paid") return [payment];
      const period = periodOfInvoice(invoice);
      return period ? withinShare(payment, coverShare(payment.amount, period, end)) : [payment];
    }
    return payment.date && payment.date >= end ? [] : [payment];
  });
}

/** A contract's invoices, schedule and payments as its end has them: one call for every answer that shows money. */
export function moneyWithinCover<I extends InvoiceLike, L extends LineLike, P extends PaymentLike>(
  contract: EndingContract,
  rows: { invoices: readonly I[]; plannings: readonly L[]; payments: readonly P[] },
): { invoices: I[]; plannings: LineWithinCover<L>[]; payments: P[] } {
  const end = coverEnd(contract);
  if (!end) return { invoices: [...rows.invoices], plannings: [...rows.plannings], payments: [...rows.payments] };
  const byId = new Map(rows.invoices.map((invoice) => [invoice.id, invoice]));
  const invoiceOf = (id: string) => byId.get(id);
  return {
    invoices: rows.invoices.flatMap((invoice) => invoiceWithinCover(invoice, end) ?? []),
    plannings: scheduleWithinCover(rows.plannings, contract, invoiceOf),
    payments: paymentsWithinCover(rows.payments, end, invoiceOf),
  };
}
