/**
 * The contact page's confirmation and calendar file read the callback asked
 * for from the broker (issue 41 point 2, decision 0172): the client's own
 * request in its scope, an open form's request of the brand by its
 * reference, until its day has passed; anything else is 404.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDay } from "../domain/calendar";
import { isWorkingDay } from "../domain/holidays";
import { contactRequests } from "../db/schema";
import { insertClient } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  ({ t, s, base } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

function nextWorkingDay(): string {
  let day = parisDay(t.clock.now());
  do day = addDays(day, 1);
  while (!isWorkingDay("FR", day));
  return day;
}

describe("a callback read back for its confirmation", () => {
  it("gives an open form's request of the brand by its reference, and 404 for another brand's, a client's, a made-up one or a past day", async () => {
    const day = nextWorkingDay();
    const posted = await t.request("/v2/requests/contact", {
      brand: BRAND,
      headers: { "x-forwarded-for": "203.0.113.41" },
      body: { name: "Jeanne Prospect", email: "jeanne@example.com", phone: "+33 6 11 22 33 44", reason: "A quote", day, hour: "10-11", message: "Call me." },
    });
    expect(posted.status).toBe(201);
    const { id, created_at } = await posted.json();
    const read = await t.request(`/v2/requests/contact/received/${id}`, { brand: BRAND });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ id, day, hour: "10-11", created_at });
    expect((await t.request(`/v2/requests/contact/received/${id}`, { brand: "mistral" })).status).toBe(404);
    expect((await t.request("/v2/requests/contact/received/ctc_made_up", { brand: BRAND })).status).toBe(404);

    const mine = await (
      await t.request(`${base}/requests/contact`, {
        brand: BRAND,
        session: s.token,
        body: { day, hour: "14-15", subject: "Invoice", text: "Hi", phone: "+33 6 11 22 33 44" },
      })
    ).json();
    // A client's request is not readable without its session.
    expect((await t.request(`/v2/requests/contact/received/${mine.id}`, { brand: BRAND })).status).toBe(404);

    await t.db
      .update(contactRequests)
      .set({ day: addDays(parisDay(t.clock.now()), -1) })
      .where(eq(contactRequests.id, id));
    expect((await t.request(`/v2/requests/contact/received/${id}`, { brand: BRAND })).status).toBe(404);
  });

  it("gives a client its own request only", async () => {
    const day = nextWorkingDay();
    const body = { day, hour: "9-10", subject: "Invoice", text: "Hi", phone: "+33 6 11 22 33 44" };
    const mine = await (await t.request(`${base}/requests/contact`, { brand: BRAND, session: s.token, body })).json();
    const read = await t.request(`${base}/requests/contact/${mine.id}`, { brand: BRAND, session: s.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: mine.id, day, hour: "9-10", subject: "Invoice" });

    const other = await insertClient(t.db, BRAND);
    const [theirs] = await t.db.insert(contactRequests).values({ brandId: BRAND, clientId: other.id, day, hour: "9-10", subject: "x" }).returning();
    expect((await t.request(`${base}/requests/contact/${theirs.id}`, { brand: BRAND, session: s.token })).status).toBe(404);
    const [open] = await t.db.insert(contactRequests).values({ brandId: BRAND, day, hour: "9-10", subject: "x" }).returning();
    expect((await t.request(`${base}/requests/contact/${open.id}`, { brand: BRAND, session: s.token })).status).toBe(404);
  });
});
