/**
 * Every demo figure adds up (docs/decisions/0257), beside the schedules arithmetic.test.ts checks: every brand's demo
 * data, seeded into a fresh copy of the run's database and read once per worker (test/seeded-rows.ts). A quote's taxes are its stated rate of its
 * price before taxes, and its price with taxes is the two added (the details tab shows all three); the contract a
 * quote stands for (or became) is paid what the quote says; each invoice marked paid was paid, its amount; every
 * invoice the home page says is overdue can be paid (the payments page counts it as due now); and the amount a
 * notification or a dispute names is the invoice or the debit it is about.
 */
import { describe, expect, it } from "vitest";
import { yearlyPremium } from "../../domain/periodicity";
import { BRANDS } from "../brands";
import { seededRowsByBrand, type SeededRows } from "../../test/seeded-rows";
import { REFERENCE_DAY } from "./util";

const ofBrand = seededRowsByBrand();

/** Whole cents, so that 0.1 + 0.2 is 0.3. */
const cents = (amount: number) => Math.round(amount * 100);
/** A tax at a rate, in cents, rounded half up as a bill rounds it (590 at 9% is 53.10). */
const taxCents = (priceHt: number, percent: number) => Math.round((cents(priceHt) * Math.round(percent * 10_000)) / 1_000_000);

/** What is wrong with a quote's prices, in words: nothing when each figure the details tab shows follows from the others. */
function quotePriceProblems(
  q: Pick<SeededRows["quotes"][number], "id" | "priceHt" | "priceTtc" | "priceTca" | "priceTcaPercent" | "priceTva" | "priceTvaPercent" | "priceFee">,
): string[] {
  const problems: string[] = [];
  const taxes = [
    ["tca", q.priceTca, q.priceTcaPercent],
    ["tva", q.priceTva, q.priceTvaPercent],
  ] as const;
  for (const [name, amount, percent] of taxes) {
    if ((amount === null) !== (percent === null)) problems.push(`${q.id}: ${name} ${amount} at ${percent}%, one without the other`);
    if (amount === null || percent === null || q.priceHt === null) continue;
    if (cents(amount) !== taxCents(q.priceHt, percent))
      problems.push(`${q.id}: ${name} ${amount} is not ${percent}% of ${q.priceHt} (${(taxCents(q.priceHt, percent) / 100).toFixed(2)})`);
  }
  if (q.priceHt === null || q.priceTtc === null) {
    if (q.priceHt !== q.priceTtc) problems.push(`${q.id}: a price ${q.priceHt === null ? "with" : "before"} taxes alone`);
    return problems;
  }
  if (q.priceTca === null && q.priceTva === null) return [...problems, `${q.id}: ${q.priceTtc} with taxes, ${q.priceHt} before, and no taxes`];
  const sum = cents(q.priceHt) + cents(q.priceTca ?? 0) + cents(q.priceTva ?? 0) + cents(q.priceFee ?? 0);
  if (cents(q.priceTtc) !== sum)
    problems.push(`${q.id}: ${q.priceTtc} with taxes is not ${q.priceHt} + taxes${q.priceFee ? " + fees" : ""} (${(sum / 100).toFixed(2)})`);
  return problems;
}

describe("a quote's prices", () => {
  const quote = { id: "q", priceTva: null, priceTvaPercent: null, priceFee: null };
  it("add up when the taxes are the rate of the price before taxes and the price with taxes is their sum", () => {
    expect(quotePriceProblems({ ...quote, priceHt: 590, priceTca: 53.1, priceTcaPercent: 9, priceTtc: 643.1 })).toEqual([]);
    expect(quotePriceProblems({ ...quote, priceHt: 422.75, priceTca: 38.05, priceTcaPercent: 9, priceTtc: 460.8 })).toEqual([]);
    expect(quotePriceProblems({ ...quote, priceHt: null, priceTca: null, priceTcaPercent: null, priceTtc: null })).toEqual([]);
  });
  it("do not when the taxes are not the rate, the sum is not the price, or a figure is missing", () => {
    expect(quotePriceProblems({ ...quote, priceHt: 590, priceTca: 58, priceTcaPercent: 9, priceTtc: 648 })).toEqual(["q: tca 58 is not 9% of 590 (53.10)"]);
    expect(quotePriceProblems({ ...quote, priceHt: 590, priceTca: 53.1, priceTcaPercent: 9, priceTtc: 648 })).toEqual([
      "q: 648 with taxes is not 590 + taxes (643.10)",
    ]);
    expect(quotePriceProblems({ ...quote, priceHt: 1190, priceTca: null, priceTcaPercent: null, priceTtc: 1300 })).toEqual([
      "q: 1300 with taxes, 1190 before, and no taxes",
    ]);
    expect(quotePriceProblems({ ...quote, priceHt: 100, priceTca: 9, priceTcaPercent: null, priceTtc: 109 })).toEqual([
      "q: tca 9 at null%, one without the other",
    ]);
    expect(quotePriceProblems({ ...quote, priceHt: null, priceTca: null, priceTcaPercent: null, priceTtc: 109 })).toEqual(["q: a price with taxes alone"]);
  });
});

describe.each(BRANDS.map((brand) => [brand.id]))("the demo figures of %s", (brand) => {
  it("price every quote with taxes that are the stated rate of the price before taxes, added up to the price with taxes", () => {
    const { quotes } = ofBrand(brand);
    expect(quotes.filter((q) => q.priceTtc !== null).length).toBeGreaterThan(10);
    expect(quotes.flatMap(quotePriceProblems)).toEqual([]);
  });

  it("pays each contract a quote stands for or became what the quote says, over a year or once", () => {
    const rows = ofBrand(brand);
    const linked = rows.quotes.filter((q) => q.contractId !== null);
    expect(linked.length).toBeGreaterThan(0);
    const problems = linked.flatMap((quote) => {
      const contract = rows.contracts.find((c) => c.id === quote.contractId);
      if (!contract || quote.priceTtc === null) return [`${quote.id}: no contract or no price`];
      const quoted = yearlyPremium({ annualPremium: null, price: quote.priceTtc, periodicity: quote.periodicity });
      const paid = yearlyPremium(contract);
      // Paid once (a one-off premium has no year): the contract's one payment is the quote's.
      if (quoted === null && paid === null && quote.periodicity === "one_shot")
        return contract.periodicity === "one_shot" && contract.price !== null && cents(contract.price) === cents(quote.priceTtc)
          ? []
          : [`${contract.id}: ${contract.price} ${contract.periodicity}, its one-off quote ${quote.id} ${quote.priceTtc}`];
      return quoted !== null && paid !== null && cents(quoted) === cents(paid) ? [] : [`${contract.id}: ${paid} a year, its quote ${quote.id} ${quoted}`];
    });
    expect(problems).toEqual([]);
  });

  it("has every invoice marked paid paid by payments of its amount, and none other paid", () => {
    const rows = ofBrand(brand);
    const done = (p: SeededRows["payments"][number]) => p.status === "success" || p.status === "disputed";
    const problems: string[] = [];
    for (const invoice of rows.invoices.filter((i) => i.type !== "refund_notice")) {
      const paid = rows.payments.filter((p) => p.invoiceId === invoice.id && done(p));
      if (invoice.status === "paid" && invoice.type === "payment" && totalCents(paid) !== cents(invoice.amount))
        problems.push(`${invoice.id}: paid ${invoice.amount}, payments ${paid.map((p) => p.amount).join(" + ") || "none"}`);
      if (invoice.status !== "paid" && paid.length > 0) problems.push(`${invoice.id}: ${invoice.status}, with a payment done`);
    }
    expect(problems).toEqual([]);
  });

  it("lets every invoice the home page counts as overdue be paid: the payments page's amount due now includes it", () => {
    const rows = ofBrand(brand);
    // The dashboard's overdue figure (app/routes/dashboard/panes.server.ts) and the payments page's due now (payments.server.ts).
    const overdue = rows.invoices.filter((i) => i.status !== "paid" && i.type !== "refund_notice" && i.dueDate !== null && i.dueDate < REFERENCE_DAY);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.filter((i) => !i.isPayable).map((i) => i.id)).toEqual([]);
  });

  it("names in each notification and dispute the amount of the invoice or debit it is about", () => {
    const rows = ofBrand(brand);
    const problems: string[] = [];
    for (const note of rows.notifications.filter((n) => n.amount !== null)) {
      const invoices = rows.invoices.filter((i) => i.contractId === note.contractId && i.type === "payment");
      const payments = rows.payments.filter((p) => p.contractId === note.contractId);
      const candidates =
        note.title === "unpaid"
          ? invoices.filter((i) => i.status !== "paid").map((i) => i.amount + (i.feeFormalNotice ?? 0))
          : note.title === "payment_received"
            ? payments.filter((p) => p.status === "success").map((p) => p.amount)
            : note.title === "debit_disputed"
              ? payments.filter((p) => p.status === "disputed").map((p) => p.amount)
              : [];
      if (!candidates.some((amount) => cents(amount) === cents(note.amount!)))
        problems.push(`${note.id} (${note.title}): ${note.amount}, none of ${candidates.join(", ")}`);
    }
    for (const payment of rows.payments.filter((p) => p.disputeData && "amount" in p.disputeData))
      if (cents(Number(payment.disputeData!.amount)) !== cents(payment.amount))
        problems.push(`${payment.id}: disputes ${payment.disputeData!.amount} of ${payment.amount}`);
    expect(rows.notifications.filter((n) => n.amount !== null).length).toBeGreaterThan(2);
    expect(problems).toEqual([]);
  });
});

const totalCents = (payments: { amount: number }[]) => payments.reduce((sum, p) => sum + cents(p.amount), 0);
