/**
 * The demo data adds up (issue 45, docs/decisions/0189): every brand's demo
 * data, seeded into a fresh copy of the run's database and read once per worker (test/seeded-rows.ts), is checked against the rules it is
 * built from. A contract's schedule is its yearly premium split, its
 * invoices are its debits, a contract in force renews after today, nothing
 * collects a paid invoice, and what the dashboard adds up is what the
 * schedule says was refused.
 */
import { describe, expect, it } from "vitest";
import { isInForce } from "../../domain/contract-kind";
import { nextPayment } from "../../domain/next-payment";
import { debitFrequencies, frequencyOf, instalmentOf, isBillingPeriod, splitPremium, yearlyPremium, type DebitFrequency } from "../../domain/periodicity";
import { totalCents } from "../../domain/premium-schedule";
import { BRANDS } from "../brands";
import { REFERENCE_DAY } from "./util";
import { seededRowsByBrand } from "../../test/seeded-rows";

const ofBrand = seededRowsByBrand();

const frequencyOfContract = (periodicity: string | null): DebitFrequency | null =>
  periodicity && isBillingPeriod(periodicity) ? frequencyOf(periodicity) : null;

/** Every run of a year of consecutive debits adds up to the yearly premium; a shorter run takes the split's amounts. */
function scheduleProblems(contractId: string, amounts: number[], yearly: number, frequency: DebitFrequency): string[] {
  const split = splitPremium(yearly, frequency);
  const problems = amounts.filter((amount) => !split.includes(amount)).map((amount) => `${contractId}: ${amount} is not a ${frequency} share of ${yearly}`);
  for (let first = 0; first + split.length <= amounts.length; first++) {
    const year = amounts.slice(first, first + split.length);
    if (totalCents(year) !== totalCents([yearly])) problems.push(`${contractId}: a year of debits ${year.join(" + ")} is not ${yearly}`);
  }
  return problems;
}

describe.each(BRANDS.map((brand) => [brand.id]))("the demo data of %s", (brand) => {
  it("has at least the cases the checks below are about", () => {
    const rows = ofBrand(brand);
    expect(rows.contracts.filter((c) => isInForce(c.status)).length).toBeGreaterThan(3);
    expect(rows.plannings.length).toBeGreaterThan(10);
    expect(rows.invoices.filter((i) => i.type === "payment").length).toBeGreaterThan(5);
  });

  it("renews every contract in force after today", () => {
    const past = ofBrand(brand)
      .contracts.filter((c) => isInForce(c.status) && !(c.dueDate && c.dueDate > REFERENCE_DAY))
      .map((c) => `${c.id} ${c.dueDate}`);
    expect(past).toEqual([]);
  });

  it("shows as each contract's debit the yearly premium's split, and every frequency offered adds up to that premium", () => {
    const problems: string[] = [];
    for (const contract of ofBrand(brand).contracts) {
      const frequency = frequencyOfContract(contract.periodicity);
      const yearly = yearlyPremium(contract);
      if (!frequency || yearly === null) continue;
      if (contract.price !== instalmentOf(yearly, frequency))
        problems.push(`${contract.id}: price ${contract.price}, split ${instalmentOf(yearly, frequency)}`);
      // The frequency options show one debit each: in force, each must be exact (12 × the monthly one is the yearly premium).
      if (!isInForce(contract.status)) continue;
      for (const option of debitFrequencies) {
        const each = instalmentOf(yearly, option);
        if (totalCents(splitPremium(yearly, option).map(() => each)) !== totalCents([yearly]))
          problems.push(`${contract.id}: ${option} ${each} × ${splitPremium(yearly, option).length} is not ${yearly}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("schedules every contract's debits as its yearly premium split, at the frequency of the day", () => {
    const rows = ofBrand(brand);
    const problems: string[] = [];
    for (const contract of rows.contracts) {
      const lines = rows.plannings.filter((p) => p.contractId === contract.id).sort((a, b) => a.position - b.position || a.dueDate.localeCompare(b.dueDate));
      const yearly = yearlyPremium(contract);
      const frequency = frequencyOfContract(contract.periodicity);
      if (lines.length === 0) continue;
      if (!frequency || yearly === null) {
        problems.push(`${contract.id}: a schedule without a yearly premium`);
        continue;
      }
      // Before a change of frequency, the debits were the same premium split at the frequency of then.
      const change = rows.changes.filter((c) => c.contractId === contract.id).sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())[0];
      const changedOn = change?.changedAt.toISOString().slice(0, 10);
      const before = changedOn ? lines.filter((l) => l.dueDate < changedOn) : [];
      const since = changedOn ? lines.filter((l) => l.dueDate >= changedOn) : lines;
      const earlier = change ? frequencyOfContract(change.fromPeriod) : null;
      if (earlier)
        problems.push(
          ...scheduleProblems(
            contract.id,
            before.map((l) => l.amount),
            yearly,
            earlier,
          ),
        );
      problems.push(
        ...scheduleProblems(
          contract.id,
          since.map((l) => l.amount),
          yearly,
          frequency,
        ),
      );
    }
    expect(problems).toEqual([]);
  });

  it("has every invoice to pay collected by one debit of the same amount, inside its period", () => {
    const rows = ofBrand(brand);
    const problems: string[] = [];
    for (const invoice of rows.invoices.filter((i) => i.type === "payment")) {
      const lines = rows.plannings.filter((p) => p.invoiceId === invoice.id);
      if (lines.length !== 1) {
        problems.push(`${invoice.id}: ${lines.length} debits`);
        continue;
      }
      const [line] = lines;
      if (line.amount !== invoice.amount) problems.push(`${invoice.id}: ${invoice.amount}, its debit ${line.amount}`);
      if (!invoice.periodStart || !invoice.periodEnd || line.dueDate < invoice.periodStart || line.dueDate > invoice.periodEnd)
        problems.push(`${invoice.id}: debit on ${line.dueDate}, period ${invoice.periodStart}..${invoice.periodEnd}`);
      for (const payment of rows.payments.filter((p) => p.invoiceId === invoice.id))
        if (payment.amount !== invoice.amount) problems.push(`${payment.id}: ${payment.amount} for an invoice of ${invoice.amount}`);
    }
    expect(problems).toEqual([]);
  });

  it("collects no paid invoice: its debit and payments are done, and no contract's next payment is one", () => {
    const rows = ofBrand(brand);
    const statusOf = (id: string) => rows.invoices.find((i) => i.id === id)?.status ?? undefined;
    const paid = new Set(rows.invoices.filter((i) => i.status === "paid").map((i) => i.id));
    const problems = [
      ...rows.plannings.filter((p) => p.invoiceId && paid.has(p.invoiceId) && !["success", "disputed"].includes(p.status)).map((p) => `${p.id} ${p.status}`),
      ...rows.payments.filter((p) => p.invoiceId && paid.has(p.invoiceId) && !["success", "disputed"].includes(p.status)).map((p) => `${p.id} ${p.status}`),
    ];
    for (const contract of rows.contracts) {
      const lines = rows.plannings.filter((p) => p.contractId === contract.id);
      const next = nextPayment(lines, REFERENCE_DAY, statusOf);
      if (next?.invoiceId && paid.has(next.invoiceId)) problems.push(`${contract.id}: next payment ${next.id} collects a paid invoice`);
      if (isInForce(contract.status) && next && next.dueDate < REFERENCE_DAY) problems.push(`${contract.id}: next payment in the past`);
    }
    expect(problems).toEqual([]);
  });

  it("owes on the dashboard what the schedule says was refused: each overdue invoice is a refused debit, plus its fee", () => {
    const rows = ofBrand(brand);
    // The dashboard's overdue figure (app/routes/dashboard/panes.server.ts): unpaid, not a refund, due before today.
    const overdue = rows.invoices.filter((i) => i.status !== "paid" && i.type !== "refund_notice" && i.dueDate !== null && i.dueDate < REFERENCE_DAY);
    expect(overdue.length).toBeGreaterThan(0);
    const refused = overdue.flatMap((i) => rows.plannings.filter((p) => p.invoiceId === i.id && (p.status === "fail" || p.status === "warning")));
    expect(refused.map((p) => p.invoiceId).sort()).toEqual(overdue.map((i) => i.id).sort());
    expect(totalCents(overdue.map((i) => i.amount + (i.feeFormalNotice ?? 0)))).toBe(
      totalCents([...refused.map((p) => p.amount), ...overdue.map((i) => i.feeFormalNotice ?? 0)]),
    );
  });
});
