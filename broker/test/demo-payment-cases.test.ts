/** The demo.full payment cases: a first payment due, a debit frequency changed 2 hours ago, the formal notice's mandate. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, invoices, mandates, periodicityChanges, plannings, timelineEntries } from "../db/schema";
import { BRAND_CODES } from "../../contract/wire/brands";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const FULL = `cli_${BRAND}_full`;
const FREQ = "/payment-method-switchable/periodicity-switchable";
let t: TestBroker;
let s: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
});
afterAll(() => t.close());

const path = (contract: string, rest = "") => `/v2/clients/${FULL}/contracts/ctr_${BRAND}_full_${contract}${rest}`;
const get = (p: string) => t.request(p, { brand: BRAND, session: s.token });
const post = (p: string, body: unknown = {}) => t.request(p, { brand: BRAND, session: s.token, body });

describe("a contract whose first payment is due", () => {
  it("is signed by the client, with its payments tab open and its invoice on the payments page", async () => {
    const contract = await (await get(path("first_unpaid"))).json();
    expect(contract).toMatchObject({ status: "pending_signed", missing_payment: false });
    expect(contract.invoices).toHaveLength(1);
    const menu = await (await get(path("first_unpaid", "/menus/customer"))).json();
    expect(menu.tabs.find((tab: { type: string }) => tab.type === "payments")).toMatchObject({ disabled: false });

    const byContract = await (await get(`/v2/clients/${FULL}/invoices`)).json();
    expect(byContract[`ctr_${BRAND}_full_first_unpaid`]).toEqual([
      expect.objectContaining({ id: `inv_${BRAND}_first_unpaid`, is_initial_payment: true, is_payable: true, status: "issued", type: "payment", amount: 120 }),
    ]);
    const listed = await (await get(`/v2/clients/${FULL}/contracts`)).json();
    expect(listed.map((c: { id: string }) => c.id)).toContain(`ctr_${BRAND}_full_first_unpaid`);
  });

  it("answers payments/first-payment with an intent for the amount due", async () => {
    const res = await post(path("first_unpaid", "/payments/first-payment"));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ kind: "first_payment", amount: 120, currency: "EUR", invoice_id: `inv_${BRAND}_first_unpaid` });
  });
});

describe("a contract whose debit frequency changed 2 hours ago", () => {
  it("is in force at the new frequency and refuses a new change until 24 hours after the last", async () => {
    const contract = await (await get(path("frequency_recent"))).json();
    expect(contract).toMatchObject({ status: "formalised", periodicity: "quarterly", price: 185.4, current_payment_method: "sepa" });
    expect(contract.plannings.length).toBeGreaterThanOrEqual(4);

    const list = await (await get(path("frequency_recent", FREQ))).json();
    expect(list.current).toBe("quarterly");
    expect(list.options.length).toBeGreaterThan(1);
    const next = new Date(list.next_change_allowed_at).getTime();
    const now = t.clock.now().getTime();
    // About 22 hours from now (changed 2 hours before seeding).
    expect(next).toBeGreaterThan(now + 21 * 3_600_000);
    expect(next).toBeLessThanOrEqual(now + 22 * 3_600_000 + 60_000);

    const refused = await post(path("frequency_recent", FREQ), { periodicity: "annual" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "periodicity.too-soon", errors: { periodicity: ["periodicity.too-soon"] } });
  });
});

describe("the formal-notice contract", () => {
  it("is paid by SEPA debit with an active mandate", async () => {
    const current = await (await get(path("formal_notice", "/current-payments-method"))).json();
    expect(current).toMatchObject({ method: "sepa", mandate: { reference: "RUM-AZURA-000003", status: "active" } });
    expect(current.mandate.iban).toMatch(/^[* ]+\w{4}$/);
  });
});

describe("on every brand", () => {
  it("seeds the cases for the full client", async () => {
    for (const brand of BRAND_CODES) {
      const clientId = `cli_${brand}_full`;
      const ids = (await t.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.clientId, clientId))).map((c) => c.id);
      expect(ids, brand).toEqual(expect.arrayContaining([`ctr_${brand}_full_first_unpaid`, `ctr_${brand}_full_frequency_recent`]));
      const [initial] = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, `inv_${brand}_first_unpaid`));
      expect(initial, brand).toMatchObject({ isInitialPayment: true, isPayable: true, status: "issued" });
      const changes = await t.db
        .select()
        .from(periodicityChanges)
        .where(and(eq(periodicityChanges.brandId, brand), eq(periodicityChanges.contractId, `ctr_${brand}_full_frequency_recent`)));
      expect(changes, brand).toHaveLength(1);
      const notice = await t.db
        .select()
        .from(mandates)
        .where(and(eq(mandates.contractId, `ctr_${brand}_full_formal_notice`), eq(mandates.status, "active")));
      expect(notice, brand).toHaveLength(1);
      const timeline = await t.db.select().from(timelineEntries).where(eq(timelineEntries.clientId, clientId));
      expect(timeline.length, brand).toBeGreaterThanOrEqual(8);
      const withoutNotice = await t.db.select().from(plannings).where(eq(plannings.clientId, clientId));
      expect(
        withoutNotice.filter((p) => !p.storageKey),
        brand,
      ).toEqual([]);
    }
  });
});
