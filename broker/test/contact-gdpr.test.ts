import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, parisDay } from "../domain/calendar";
import { isPublicHoliday, isWorkingDay, publicHolidays } from "../domain/holidays";
import { contactRequests, gdprRequests, outbox } from "../db/schema";
import { rightsDueDate } from "../routes/client/rights";
import { insertClient, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";
import { withFrenchFirstOfMonth } from "../../contract/codes/language";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let base: string;
let other: Owner;

beforeAll(async () => {
  ({ t, s, base } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
});
afterAll(() => t.close());

const today = () => parisDay(t.clock.now());
/** The first day after today matching `test`. */
function firstDay(test: (day: string) => boolean): string {
  let day = today();
  do day = addDays(day, 1);
  while (!test(day));
  return day;
}
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const visitor = (fields: Record<string, unknown> = {}) => ({
  name: "Jeanne Prospect",
  company_id: "12345678900011",
  email: "jeanne@example.com",
  phone: "+33 6 11 22 33 44",
  reason: "A quote for my shop",
  day: firstDay((day) => isWorkingDay("FR", day)),
  hour: "10-11",
  message: "Please call me back.",
  ...fields,
});
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => t.request(path, { brand: BRAND, body, headers });

describe("GET requests/contact/slots", () => {
  it("offers the working days from the next one, without weekends nor French public holidays, and SPEC's hour ranges", async () => {
    const res = await t.request("/v2/requests/contact/slots", { brand: BRAND });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { days: string[]; hours: string[]; time_zone: string };
    expect(body.time_zone).toBe("Europe/Paris");
    expect(body.hours).toEqual(["9-10", "10-11", "11-12", "14-15", "15-16", "16-17", "17-18"]);
    expect(body.days).toHaveLength(15);
    expect(body.days[0]).toBe(firstDay((day) => isWorkingDay("FR", day)));
    for (const day of body.days) {
      expect(weekday(day)).not.toBe(0);
      expect(weekday(day)).not.toBe(6);
      expect(isPublicHoliday("FR", day)).toBe(false);
    }
  });

  it("needs the brand's token, nothing more", async () => {
    expect((await t.request("/v2/requests/contact/slots", { brand: null })).status).toBe(401);
  });
});

describe("POST requests/contact (no session)", () => {
  it("records a visitor's callback request for the brand, without a client", async () => {
    const res = await post("/v2/requests/contact", visitor(), { "x-forwarded-for": "203.0.113.1" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; day: string; hour: string };
    expect(body.hour).toBe("10-11");
    const [row] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, body.id));
    expect(row).toMatchObject({ brandId: BRAND, clientId: null, name: "Jeanne Prospect", companyId: "12345678900011", subject: "A quote for my shop" });
  });

  it("refuses a Saturday, today, a public holiday and a 13-14 range", async () => {
    const ip = { "x-forwarded-for": "203.0.113.2" };
    const saturday = await post("/v2/requests/contact", visitor({ day: firstDay((day) => weekday(day) === 6) }), ip);
    expect(saturday.status).toBe(422);
    expect((await saturday.json()).errors.day).toEqual(["The day must be a Monday to Friday."]);
    const todays = await post("/v2/requests/contact", visitor({ day: today() }), ip);
    expect(todays.status).toBe(422);
    const year = Number(today().slice(0, 4));
    const holiday = [...publicHolidays("FR", year), ...publicHolidays("FR", year + 1)].find((day) => day > today() && weekday(day) % 6 !== 0)!;
    const onHoliday = await post("/v2/requests/contact", visitor({ day: holiday }), ip);
    expect((await onHoliday.json()).errors.day).toEqual(["The day is a public holiday."]);
    const lunch = await post("/v2/requests/contact", visitor({ hour: "13-14" }), ip);
    expect(lunch.status).toBe(422);
    expect(Object.keys((await lunch.json()).errors)).toEqual(["hour"]);
  });

  it("is rate-limited per address: the sixth post in an hour is a 429", async () => {
    const ip = { "x-forwarded-for": "203.0.113.3" };
    for (let i = 0; i < 5; i++) expect((await post("/v2/requests/contact", visitor({ message: `call ${i}` }), ip)).status).toBe(201);
    expect((await post("/v2/requests/contact", visitor(), ip)).status).toBe(429);
    expect((await post("/v2/requests/contact", visitor(), { "x-forwarded-for": "203.0.113.4" })).status).toBe(201);
  });

  it("two visitors sending the same Idempotency-Key both get their own request recorded", async () => {
    const a = await t.request("/v2/requests/contact", {
      brand: BRAND,
      body: visitor({ name: "A" }),
      idempotencyKey: "same-key",
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    const b = await t.request("/v2/requests/contact", {
      brand: BRAND,
      body: visitor({ name: "B" }),
      idempotencyKey: "same-key",
      headers: { "x-forwarded-for": "203.0.113.6" },
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).id).not.toBe((await b.json()).id);
  });
});

describe("POST clients/{client}/requests/contact", () => {
  it("refuses a public holiday and accepts the first day offered", async () => {
    const year = Number(today().slice(0, 4));
    const holiday = [...publicHolidays("FR", year), ...publicHolidays("FR", year + 1)].find((day) => day > today() && weekday(day) % 6 !== 0)!;
    const body = { hour: "9-10", subject: "Question", text: "Please call me.", phone: "+33 6 12 34 56 78" };
    const refused = await t.request(`${base}/requests/contact`, { brand: BRAND, session: s.token, body: { ...body, day: holiday } });
    expect(refused.status).toBe(422);
    const { days } = (await (await t.request("/v2/requests/contact/slots", { brand: BRAND })).json()) as { days: string[] };
    const ok = await t.request(`${base}/requests/contact`, { brand: BRAND, session: s.token, body: { ...body, day: days[0] } });
    expect(ok.status).toBe(201);
  });
});

describe("data-rights requests", () => {
  it("the answer is due one month after receipt, clamped to the month's end (GDPR art. 12(3))", () => {
    expect(rightsDueDate(new Date("2026-01-31T10:00:00Z"))).toBe("2026-02-28");
    expect(rightsDueDate(new Date("2028-01-31T10:00:00Z"))).toBe("2028-02-29");
    expect(rightsDueDate(new Date("2026-11-27T10:00:00Z"))).toBe("2026-12-27");
    // 23:30 UTC on 31 March is already 1 April in Paris.
    expect(rightsDueDate(new Date("2026-03-31T23:30:00Z"))).toBe("2026-05-01");
  });

  it("stores the wire's code and the due date, lists it, and e-mails the reference and the due date", async () => {
    const res = await t.request(`${base}/rights-exercise`, {
      brand: BRAND,
      session: s.token,
      body: { subject: "restriction", acceptance: true, locale: "fr-fr" },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; due_date: string };
    expect(created.due_date).toBe(rightsDueDate(t.clock.now()));
    const [row] = await t.db.select().from(gdprRequests).where(eq(gdprRequests.id, created.id));
    expect(row).toMatchObject({ subject: "restriction", status: "received", dueDate: created.due_date });
    const list = (await (await t.request(`${base}/rights-exercise`, { brand: BRAND, session: s.token })).json()) as { id: string }[];
    expect(list[0]).toMatchObject({ id: created.id, subject: "restriction", status: "received", due_date: created.due_date, export_available: false });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, "rights-exercise-acknowledgement")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const day = withFrenchFirstOfMonth(
      new Intl.DateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${created.due_date}T00:00:00Z`)),
      "fr",
    );
    expect(mail.textBody).toContain(created.id);
    expect(mail.textBody).toContain(`au plus tard le ${day}`);
  });

  it("never lists another client's requests", async () => {
    await t.db.insert(gdprRequests).values({ ...other, subject: "erasure", acceptedAt: new Date(), dueDate: "2030-01-01" });
    const list = (await (await t.request(`${base}/rights-exercise`, { brand: BRAND, session: s.token })).json()) as { subject: string }[];
    expect(list.some((item) => item.subject === "erasure")).toBe(false);
  });

  it("gives the data of an answered access request as JSON and PDF, and nothing before or for another client", async () => {
    const { id } = (await (
      await t.request(`${base}/rights-exercise`, { brand: BRAND, session: s.token, body: { subject: "access", acceptance: true } })
    ).json()) as { id: string };
    const download = (requestId: string, query = "") => t.request(`${base}/rights-exercise/${requestId}/data${query}`, { brand: BRAND, session: s.token });
    expect((await download(id)).status).toBe(404);
    await t.db.update(gdprRequests).set({ status: "answered", answeredAt: t.clock.now() }).where(eq(gdprRequests.id, id));
    const json = await download(id);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json");
    const data = (await json.json()) as {
      request: { reference: string };
      client: { id: string };
      account: { email: string } | null;
      data_rights_requests: unknown[];
    };
    expect(data.request.reference).toBe(id);
    expect(data.client.id).toBe(s.clientId);
    expect(data.account?.email).toBeTruthy();
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);
    const pdf = await download(id, "?format=pdf&lang=de");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [foreign] = await t.db
      .insert(gdprRequests)
      .values({ ...other, subject: "access", acceptedAt: new Date(), dueDate: "2030-01-01", status: "answered" })
      .returning();
    expect((await download(foreign.id)).status).toBe(404);
  });
});
