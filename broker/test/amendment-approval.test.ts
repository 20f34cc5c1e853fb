import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, plannings } from "../db/schema";
import { addDays, parisDay } from "../domain/calendar";
import { totalCents } from "../domain/premium-schedule";
import { insertAmendment, insertClient, insertContract, insertInvoice, insertPlanning, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

/**
 * Approving an amendment applies what its approval page shows (decision 0283): the yearly premium changes by the
 * amendment's `price_delta`, each debit takes the new split, and only the debits not yet invoiced from the
 * effective day carry it. Once: a second approval is refused and changes nothing.
 */
const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;
let base: string;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
  base = `/v2/clients/${s.clientId}/contracts`;
});
afterAll(() => t.close());

const get = (path: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token });
const post = (path: string, body: unknown) => t.request(`${base}${path}`, { brand: BRAND, session: s.token, body });
const today = parisDay(new Date());
const day = (days: number) => addDays(today, days);

async function scheduleOf(contractId: string) {
  return t.db
    .select({ dueDate: plannings.dueDate, amount: plannings.amount, status: plannings.status, invoiceId: plannings.invoiceId })
    .from(plannings)
    .where(and(eq(plannings.contractId, contractId)))
    .orderBy(asc(plannings.dueDate));
}

/** A monthly contract at 40.00 a month (480.00 a year): a debit taken, one invoiced, one before the effective day, two after. */
async function amendable(owner: Owner, data: Record<string, unknown>) {
  const contract = await insertContract(t.db, owner, { price: 40, periodicity: "monthly", amendmentAvailable: true, amendmentLabel: "Avenant" });
  const owned = { ...owner, contractId: contract.id };
  const invoice = await insertInvoice(t.db, owned, { dueDate: day(5), amount: 40 });
  await insertPlanning(t.db, owned, { dueDate: day(-30), amount: 40, status: "success", position: 1 });
  await insertPlanning(t.db, owned, { dueDate: day(5), amount: 40, invoiceId: invoice.id, position: 2 });
  await insertPlanning(t.db, owned, { dueDate: day(10), amount: 40, position: 3 });
  await insertPlanning(t.db, owned, { dueDate: day(25), amount: 40, position: 4 });
  await insertPlanning(t.db, owned, { dueDate: day(55), amount: 40, position: 5 });
  const amendment = await insertAmendment(t.db, owned, { data });
  return { contract, amendment };
}

describe("approving an amendment", () => {
  it("shows its terms and the premium before and after, split as the approval will split it", async () => {
    const { contract, amendment } = await amendable(me, {
      changes: [{ code: "activity_added", activity: "consulting" }],
      price_delta: 6.4,
      effective_date: day(20),
    });
    const [listed] = await (await get(`/${contract.id}/pending-amendments`)).json();
    expect(listed).toMatchObject({
      id: amendment.id,
      effective_date: day(20),
      price_delta: 6.4,
      changes: [{ code: "activity_added", activity: "consulting" }],
      // 486.40 a year: the first debit 40.57, the eleven others 40.53 (12 × 40.53 would lose 4 cents).
      premium: {
        currency: "EUR",
        periodicity: "monthly",
        yearly_before: 480,
        yearly_after: 486.4,
        instalment_before: 40,
        instalment_after: 40.53,
        first_instalment_after: 40.57,
      },
    });
  });

  it("changes the premium and re-prices only the debits not yet invoiced from the effective day, once", async () => {
    const { contract, amendment } = await amendable(me, {
      changes: [{ code: "activity_added", activity: "training" }],
      price_delta: 60,
      effective_date: day(20),
    });
    const before = await scheduleOf(contract.id);

    const res = await post(`/${contract.id}/amendments`, { amendment_id: amendment.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "approved", premium: { yearly_before: 480, yearly_after: 540, instalment_after: 45 } });

    // The contract says the new premium at once: its price per debit and its yearly premium.
    expect(await (await get(`/${contract.id}`)).json()).toMatchObject({ price: 45, periodicity: "monthly" });
    expect(await (await get(`/${contract.id}/details`)).json()).toMatchObject({ price: 45 });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row.annualPremium).toBe(540);

    const after = await scheduleOf(contract.id);
    // Taken, invoiced and due before the effective day: as they were.
    expect(after.filter((line) => line.dueDate < day(20))).toEqual(before.filter((line) => line.dueDate < day(20)));
    // From the effective day: a year of debits at 45.00 from the first one that was to come, 540.00 in all.
    const from = after.filter((line) => line.dueDate >= day(20));
    expect(from).toHaveLength(12);
    expect(from[0].dueDate).toBe(day(25));
    expect(from.every((line) => line.amount === 45 && line.status === "active" && line.invoiceId === null)).toBe(true);
    expect(totalCents(from.map((line) => line.amount))).toBe(54000);

    // A second approval is refused and changes nothing.
    const twice = await post(`/${contract.id}/amendments`, { amendment_id: amendment.id });
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors).toEqual({ amendment_id: ["amendment.not-pending"] });
    expect(await scheduleOf(contract.id)).toEqual(after);
    expect(await (await get(`/${contract.id}`)).json()).toMatchObject({ price: 45 });
  });

  it("re-prices from today when the effective day is past, the first debit carrying the cents", async () => {
    const { contract, amendment } = await amendable(me, { price_delta: 6.4, effective_date: day(-40) });
    await post(`/${contract.id}/amendments`, { amendment_id: amendment.id });
    const after = await scheduleOf(contract.id);
    // The taken and the invoiced debits stay; every one not yet invoiced from today carries the new split.
    expect(after.filter((line) => line.dueDate < today || line.invoiceId).map((line) => line.amount)).toEqual([40, 40]);
    const toCome = after.filter((line) => line.dueDate >= today && !line.invoiceId);
    expect(toCome[0]).toMatchObject({ dueDate: day(10), amount: 40.57 });
    expect(toCome.slice(1).every((line) => line.amount === 40.53)).toBe(true);
    expect(totalCents(toCome.map((line) => line.amount))).toBe(48640);
    expect(await (await get(`/${contract.id}`)).json()).toMatchObject({ price: 40.53 });
  });

  it("answers 404 for another client's amendment and changes nothing of theirs", async () => {
    const mine = await insertContract(t.db, me, { amendmentAvailable: true });
    const { contract: theirs, amendment } = await amendable(other, { price_delta: 60, effective_date: day(20) });
    const before = await scheduleOf(theirs.id);
    expect((await post(`/${mine.id}/amendments`, { amendment_id: amendment.id })).status).toBe(404);
    expect((await post(`/${theirs.id}/amendments`, { amendment_id: amendment.id })).status).toBe(404);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, theirs.id));
    expect(row.price).toBe(40);
    expect(await scheduleOf(theirs.id)).toEqual(before);
  });
});
