/**
 * The yearly premium is one figure and every split is derived from it
 * (docs/decisions/0066): a change of debit frequency splits it again, and the
 * demo data's prices, schedules and invoices agree with it (issue 27: the
 * formal-notice contract went from 269.70 a quarter to 29.97 a month).
 */
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, invoices, plannings } from "../db/schema";
import { frequencyOf, isBillingPeriod, splitPremium, yearlyPremium } from "../domain/periodicity";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const FULL = `cli_${BRAND}_full`;
const NOTICE = `ctr_${BRAND}_full_formal_notice`;
const FREQ = `/v2/clients/${FULL}/contracts/${NOTICE}/payment-method-switchable/periodicity-switchable`;
let t: TestBroker;
let s: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
});
afterAll(() => t.close());

const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe("the demo data", () => {
  it("has every debit to come and every invoice to pay split from its contract's yearly premium", async () => {
    const rows = await t.db.select().from(contracts);
    const wrong: string[] = [];
    for (const contract of rows) {
      const frequency = contract.periodicity && isBillingPeriod(contract.periodicity) ? frequencyOf(contract.periodicity) : null;
      const yearly = yearlyPremium(contract);
      if (!frequency || yearly === null) continue;
      const split = splitPremium(yearly, frequency);
      const toCome = await t.db
        .select()
        .from(plannings)
        .where(and(eq(plannings.contractId, contract.id), eq(plannings.status, "active")));
      const toPay = await t.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.contractId, contract.id), eq(invoices.type, "payment"), eq(invoices.isPayable, true)));
      for (const { id, amount } of [...toCome, ...toPay])
        if (!split.includes(amount)) wrong.push(`${contract.id} ${id} ${amount} (${frequency}: ${split.join(", ")})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("changing the debit frequency of the formal-notice contract", () => {
  it("splits its 1,078.80 a year into twelve debits of 89.90, not 29.97", async () => {
    const options = await (await t.request(FREQ, { brand: BRAND, session: s.token })).json();
    expect(options.current).toBe("quarterly");
    expect(options.options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ periodicity: "quarterly", current: true, amount: 269.7 }),
        expect.objectContaining({ periodicity: "monthly", amount: 89.9 }),
        expect.objectContaining({ periodicity: "annual", amount: 1078.8 }),
      ]),
    );

    const changed = await t.request(FREQ, { brand: BRAND, session: s.token, body: { periodicity: "monthly" } });
    expect(changed.status).toBe(200);
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, NOTICE));
    expect(contract).toMatchObject({ periodicity: "monthly", price: 89.9, annualPremium: 1078.8 });
    const toCome = await t.db
      .select()
      .from(plannings)
      .where(and(eq(plannings.contractId, NOTICE), eq(plannings.status, "active"), gte(plannings.dueDate, new Date().toISOString().slice(0, 10))));
    expect(toCome.map((debit) => debit.amount)).toEqual(Array(12).fill(89.9));
    expect(cents(toCome.map((debit) => debit.amount))).toBe(107880);
  });

  it("keeps the yearly premium to the cent when a split does not fall even", async () => {
    // 1,000.00 a year: monthly is 83.37 then eleven of 83.33; back to yearly, 1,000.00 again (not 12 × 83.33).
    await t.db.update(contracts).set({ annualPremium: 1000, price: 250, periodicity: "quarterly" }).where(eq(contracts.id, NOTICE));
    t.clock.advance(25 * 60 * 60 * 1000);
    s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
    // The choices say what the first debit takes when it differs: the figures a customer reads add up to the year.
    const offered = (await (await t.request(FREQ, { brand: BRAND, session: s.token })).json()).options;
    expect(offered).toEqual([
      expect.objectContaining({ periodicity: "monthly", amount: 83.33, first_amount: 83.37 }),
      expect.objectContaining({ periodicity: "quarterly", current: true, amount: 250, first_amount: null }),
      expect.objectContaining({ periodicity: "biannually", amount: 500, first_amount: null }),
      expect.objectContaining({ periodicity: "annual", amount: 1000, first_amount: null }),
    ]);
    expect((await t.request(FREQ, { brand: BRAND, session: s.token, body: { periodicity: "monthly" } })).status).toBe(200);
    const monthly = await t.db
      .select()
      .from(plannings)
      .where(and(eq(plannings.contractId, NOTICE), eq(plannings.status, "active")));
    expect(cents(monthly.map((debit) => debit.amount))).toBe(100000);
    expect(monthly.map((debit) => debit.amount).sort()).toEqual([...Array(11).fill(83.33), 83.37]);

    t.clock.advance(25 * 60 * 60 * 1000);
    s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
    expect((await t.request(FREQ, { brand: BRAND, session: s.token, body: { periodicity: "annual" } })).status).toBe(200);
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, NOTICE));
    expect(contract).toMatchObject({ periodicity: "annual", price: 1000, annualPremium: 1000 });
  });
});
