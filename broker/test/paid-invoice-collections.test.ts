/**
 * An invoice paid by card is collected by nothing else (docs/decisions/0065):
 * its scheduled debits and SEPA retries are canceled with it, on the demo
 * cases where they were left running (issue 27).
 */
import { and, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../db/client";
import { invoices, payments, plannings } from "../db/schema";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const FULL = `cli_${BRAND}_full`;
let t: TestBroker;
let s: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
});
afterAll(() => t.close());

const path = (contract: string, rest: string) => `/v2/clients/${FULL}/contracts/${contract}${rest}`;
const post = (p: string, body: unknown = {}) => t.request(p, { brand: BRAND, session: s.token, body });
const card = { number: "4242424242424242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 1, cvc: "123" };

/** Creates the intent, then settles it with a card as the sandbox lets API clients do. */
async function payByCard(contract: string, intentPath: string) {
  const created = await post(path(contract, intentPath));
  expect(created.status).toBe(201);
  const { intent_key } = (await created.json()) as { intent_key: string };
  const settled = await post(path(contract, "/payment-methods/card"), { intent_key, card });
  expect(settled.status).toBe(200);
}

const statuses = async (table: typeof plannings | typeof payments, ids: string[]) =>
  Object.fromEntries((await t.db.select({ id: table.id, status: table.status }).from(table).where(inArray(table.id, ids))).map((row) => [row.id, row.status]));

describe("an invoice paid by card", () => {
  it("cancels the fleet's scheduled debit and its SEPA retry, and leaves the other invoices' debits", async () => {
    const contract = `ctr_${BRAND}_full_formalised`;
    const before = await statuses(plannings, [`pln_${BRAND}_fleet_7`, `pln_${BRAND}_fleet_8`]);
    expect(before).toEqual({ [`pln_${BRAND}_fleet_7`]: "active", [`pln_${BRAND}_fleet_8`]: "active" });
    expect((await statuses(payments, [`pay_${BRAND}_fleet_warning`]))[`pay_${BRAND}_fleet_warning`]).toBe("warning");

    await payByCard(contract, `/payments/inv_${BRAND}_fleet_unpaid/unpaid-intent`);

    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, `inv_${BRAND}_fleet_unpaid`));
    expect(invoice.status).toBe("paid");
    expect(await statuses(plannings, [`pln_${BRAND}_fleet_7`, `pln_${BRAND}_fleet_8`])).toEqual({
      [`pln_${BRAND}_fleet_7`]: "canceled",
      // The next month's debit is another invoice's: it stays.
      [`pln_${BRAND}_fleet_8`]: "active",
    });
    expect(await statuses(payments, [`pay_${BRAND}_fleet_warning`, `pay_${BRAND}_fleet_active`])).toEqual({
      [`pay_${BRAND}_fleet_warning`]: "canceled",
      [`pay_${BRAND}_fleet_active`]: "active",
    });
    // Nothing linked to the paid invoice is left to collect.
    const left = await t.db
      .select()
      .from(plannings)
      .where(eq(plannings.invoiceId, `inv_${BRAND}_fleet_unpaid`));
    expect(left.filter((line) => line.status === "active" || line.status === "warning")).toEqual([]);
  });

  it("reads the formal notice's refused SEPA debit as cancelled once its invoice is paid by card, as the schedule reads it paid (decision 0268)", async () => {
    const contract = `ctr_${BRAND}_full_formal_notice`;
    const failed = `pay_${BRAND}_notice_fail`;
    expect((await statuses(payments, [failed]))[failed]).toBe("fail");

    await payByCard(contract, `/payments/inv_${BRAND}_notice_unpaid/unpaid-intent`);

    expect(await statuses(payments, [failed])).toEqual({ [failed]: "canceled" });
    expect(await statuses(plannings, [`pln_${BRAND}_notice_2`])).toEqual({ [`pln_${BRAND}_notice_2`]: "success" });
    const read = async (rest: string) => (await t.request(path(contract, rest), { brand: BRAND, session: s.token })).json();
    type Payment = { id: string; status: string };
    const body = (await read("")) as { payments: Payment[]; invoices: { id: string; status: string; payments: Payment[] }[] };
    for (const list of [body.payments, (await read("/payments")) as Payment[]]) expect(list.find((p) => p.id === failed)).toMatchObject({ status: "canceled" });
    const invoice = body.invoices.find((i) => i.id === `inv_${BRAND}_notice_unpaid`);
    expect(invoice?.status).toBe("paid");
    expect(invoice?.payments.find((p) => p.id === failed)).toMatchObject({ status: "canceled" });
  });

  it("cancels, once, the refused debits of invoices paid by card before decision 0268 (migration 0013)", async () => {
    const failed = `pay_${BRAND}_notice_fail`;
    // The notice was paid by card in the test above; its refused debit as a database stored it before 0268.
    await t.db.update(payments).set({ status: "fail" }).where(eq(payments.id, failed));
    // A refused debit of an invoice not paid, or paid by debit, is not the migration's: one copy on each.
    const [row] = await t.db.select().from(payments).where(eq(payments.id, failed));
    const [unpaid] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clientId, FULL), ne(invoices.status, "paid")))
      .limit(1);
    const byCard = t.db.select({ id: payments.invoiceId }).from(payments).where(eq(payments.method, "card"));
    const [paidByDebit] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clientId, FULL), eq(invoices.status, "paid"), notInArray(invoices.id, byCard)))
      .limit(1);
    const copies = { [`${failed}_unpaid`]: unpaid!.id, [`${failed}_debit`]: paidByDebit!.id };
    await t.db.insert(payments).values(Object.entries(copies).map(([id, invoiceId]) => ({ ...row!, id, invoiceId })));
    const migration = readFileSync(join(MIGRATIONS_FOLDER, "0013_paid-invoices-refused-debits.sql"), "utf8");

    await t.db.execute(sql.raw(migration));

    expect(await statuses(payments, [failed])).toEqual({ [failed]: "canceled" });
    const [kept] = await t.db.select({ failureCode: payments.failureCode }).from(payments).where(eq(payments.id, failed));
    expect(kept?.failureCode).toBe(row?.failureCode);
    expect(await statuses(payments, Object.keys(copies))).toEqual({ [`${failed}_unpaid`]: "fail", [`${failed}_debit`]: "fail" });
  });

  it("cancels the first debit of a contract whose first payment is paid by card", async () => {
    const contract = `ctr_${BRAND}_full_first_unpaid`;
    expect((await statuses(plannings, [`pln_${BRAND}_first_unpaid_1`]))[`pln_${BRAND}_first_unpaid_1`]).toBe("active");
    await payByCard(contract, "/payments/first-payment");
    expect(await statuses(plannings, [`pln_${BRAND}_first_unpaid_1`, `pln_${BRAND}_first_unpaid_2`])).toEqual({
      [`pln_${BRAND}_first_unpaid_1`]: "canceled",
      [`pln_${BRAND}_first_unpaid_2`]: "active",
    });
    const listed = await (await t.request(path(contract, "/plannings"), { brand: BRAND, session: s.token })).json();
    expect(listed.find((line: { id: string }) => line.id === `pln_${BRAND}_first_unpaid_1`)).toMatchObject({ status: "canceled" });
  });
});
