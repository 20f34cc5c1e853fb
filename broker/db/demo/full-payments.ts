/**
 * Payment cases of the full demo client added after the first set (their
 * contracts are cases of contracts.ts):
 * - `ctr_<brand>_full_first_unpaid`: signed by the client (pending_signed),
 *   its first payment issued and unpaid, so `payments/first-payment` has
 *   something due;
 * - `ctr_<brand>_full_frequency_recent`: in force, debit frequency changed
 *   from monthly to quarterly 2 hours before seeding, so a new change is
 *   refused with the time it becomes possible (SPEC 5: once per 24 hours);
 * - the formal-notice contract, paid by SEPA debit, gets its active mandate;
 * - the signed contract gets its next three monthly debits.
 * Then every planning gets its invoice (the one whose period covers its due
 * date) and a notice file (linkPlanningNotices).
 */
import type { BrandDemoRows, FullClientDemo, Row } from "./rows";
import type * as s from "../schema";
import { textsFor } from "./texts";
import { invoiceOfLine } from "../../domain/premium-schedule";
import { pushPaidDebit, pushPlanning, pushSepaMandate } from "./payment-rows";
import { at, contractSchedule, day, hoursAgo, stableFileKey, stableUuid } from "./util";

export function addFullPaymentCases(d: FullClientDemo): void {
  const { brand, rows, clientId } = d;
  const owner = { brandId: brand, clientId };
  const tx = textsFor(d.lang);
  const upper = brand.toUpperCase();
  const mandate = (key: string, contractId: string, n: number, months: number) =>
    pushSepaMandate(
      d,
      { ...owner, contractId },
      { id: `mdt_${brand}_full_${key}`, holder: d.country.companies.full, number: n, acceptedAt: at(1, 10, months) },
    );
  const planning = (key: string, contractId: string, position: number, dueDate: string, amount: number, status: Row<typeof s.plannings>["status"]) =>
    pushPlanning(rows, { ...owner, contractId }, { id: `pln_${brand}_${key}_${position}`, dueDate, amount, status, position, createdAt: at(-30) });

  // The formal-notice contract is debited by SEPA: its mandate, given when it started.
  mandate("notice", d.contracts.formal_notice, 3, -20);

  // First payment due: the client signed, the premium of the first month is issued and waits for the card payment.
  const firstUnpaid = d.contracts.first_unpaid;
  const firstDebits = contractSchedule(rows.contracts, firstUnpaid, { anchor: day(1), from: 0, to: 2 });
  rows.invoices.push({
    id: `inv_${brand}_first_unpaid`,
    ...owner,
    contractId: firstUnpaid,
    number: `F-${upper}-FIRST`,
    // Due from the start date (tomorrow): not overdue, the dashboard's unpaid count stays that of the formal notice.
    ...invoiceOfLine(firstDebits[0]),
    status: "issued",
    type: "payment",
    isInitialPayment: true,
    isPayable: true,
    issuedAt: at(-1),
    createdAt: at(-1),
  });
  for (const debit of firstDebits) planning("first_unpaid", firstUnpaid, debit.index + 1, debit.dueDate, debit.amount, "active");
  rows.documents.push(
    {
      id: `doc_${brand}_first_unpaid_contract`,
      ...owner,
      contractId: firstUnpaid,
      name: "first_unpaid_contract.pdf",
      label: tx("particularConditions"),
      type: "contract",
      signature: true,
      state: "signed",
      createdAt: at(-2),
    },
    {
      id: `doc_${brand}_first_unpaid_pre`,
      ...owner,
      contractId: firstUnpaid,
      name: "first_unpaid_pre.pdf",
      label: tx("info"),
      type: "pre_contractual",
      isPreContractual: true,
      downloadedAt: at(-3),
      createdAt: at(-3),
    },
  );

  // Debit frequency changed 2 hours ago: the price is already the quarterly one (3 × 61.80).
  const recent = d.contracts.frequency_recent;
  mandate("frequency", recent, 4, -6);
  rows.periodicityChanges.push({
    id: stableUuid(`${brand}:periodicity:frequency_recent`),
    ...owner,
    contractId: recent,
    accountId: d.accountId,
    fromPeriod: "monthly",
    toPeriod: "quarterly",
    changedAt: hoursAgo(2),
  });
  // Two monthly debits paid before the change (a year of 741.60 split monthly: 61.80), then the quarterly ones to come (185.40).
  const beforeChange = contractSchedule(rows.contracts, recent, { anchor: day(1), from: -2, to: -1, frequency: "monthly" });
  for (const debit of beforeChange) {
    const m = debit.index;
    pushPaidDebit(
      d,
      { ...owner, contractId: recent },
      {
        invoiceId: `inv_${brand}_frequency_${m + 3}`,
        paymentId: `pay_${brand}_frequency_${m + 3}`,
        number: `F-${upper}-FREQ${m + 3}`,
        line: debit,
        method: "sepa",
        issuedAt: at(-10, 9, m),
        paidAt: at(1, 9, m),
      },
    );
    planning("frequency", recent, m + 3, debit.dueDate, debit.amount, "success");
  }
  for (const debit of contractSchedule(rows.contracts, recent, { anchor: day(1), from: 0, to: 3 }))
    planning("frequency", recent, debit.index + 3, debit.dueDate, debit.amount, "active");

  // The signed contract's next monthly debits: a change of frequency replans them (routes/contract/periodicity.ts).
  for (const debit of contractSchedule(rows.contracts, d.contracts.signed, { anchor: day(5), from: 1, to: 3 }))
    planning("signed", d.contracts.signed, debit.index, debit.dueDate, debit.amount, "active");
}

/**
 * Each demo planning points at the payment invoice whose period covers its
 * due date (when there is one) and has a notice file: a key in the
 * file-store format, rendered by files.ts when a store is given.
 */
export function linkPlanningNotices(rows: BrandDemoRows, brand: string): void {
  for (const p of rows.plannings) {
    const invoice = rows.invoices.find(
      (i) =>
        i.contractId === p.contractId &&
        (i.type ?? "payment") === "payment" &&
        i.periodStart != null &&
        i.periodEnd != null &&
        i.periodStart <= p.dueDate &&
        p.dueDate <= i.periodEnd,
    );
    p.invoiceId ??= invoice?.id ?? null;
    p.storageKey ??= stableFileKey(`${brand}:notice:${p.id}`);
  }
}
