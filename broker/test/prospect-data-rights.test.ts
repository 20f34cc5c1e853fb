/**
 * A prospect is a data subject too (issue 45 §1, decision 0191): the same
 * data-rights calls, scoped to the prospect record. A prospect asks, sees
 * only their own requests, and once an access request is answered downloads
 * their data as JSON (the prospect, the account, the quotes); a client never
 * sees a prospect's requests, nor a prospect a client's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gdprRequests } from "../db/schema";
import { openProspectBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  ({ t, s, base } = await openProspectBroker(BRAND));
});
afterAll(() => t.close());

const asProspect = (path: string, body?: unknown) => t.request(path, { brand: BRAND, session: s.token, body });

describe("a prospect's data-rights requests", () => {
  it("are made, listed and answered for the prospect; the answer is the prospect's data as JSON", async () => {
    const res = await asProspect(`${base}/rights-exercise`, { subject: "access", comment: "Quelles données ?", acceptance: true, locale: "fr-fr" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.db.select().from(gdprRequests).where(eq(gdprRequests.id, id));
    expect(row).toMatchObject({ prospectId: s.prospectId, clientId: null, subject: "access", status: "received" });

    const list = (await (await asProspect(`${base}/rights-exercise`)).json()) as { id: string; export_available: boolean }[];
    expect(list.map((item) => item.id)).toEqual([id]);
    expect(list[0].export_available).toBe(false);

    const download = (query = "") => asProspect(`${base}/rights-exercise/${id}/data${query}`);
    expect((await download()).status).toBe(404);
    await t.db.update(gdprRequests).set({ status: "answered", answeredAt: t.clock.now() }).where(eq(gdprRequests.id, id));
    const json = await download();
    expect(json.status).toBe(200);
    const data = JSON.parse(await json.text());
    expect(data).toMatchObject({ request: { reference: id, subject: "access" }, prospect: { id: s.prospectId }, account: { email: "demo.quote@example.com" } });
    expect(data.quotes.length).toBeGreaterThan(0);
    expect(data.data_rights_requests.map((r: { reference: string }) => r.reference)).toEqual([id]);
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash/i);
    // A prospect's answer is JSON only.
    expect((await download("?format=pdf")).status).toBe(404);
  });

  it("are not a client's, and a client's are not the prospect's", async () => {
    const client = await t.sessionFor(BRAND, "client");
    const clientBase = `/v2/clients/${client.clientId}`;
    const asClient = (path: string, body?: unknown) => t.request(path, { brand: BRAND, session: client.token, body });
    const mine = (await (await asClient(`${clientBase}/rights-exercise`, { subject: "erasure", acceptance: true })).json()) as { id: string };
    const prospectList = (await (await asProspect(`${base}/rights-exercise`)).json()) as { id: string }[];
    expect(prospectList.map((item) => item.id)).not.toContain(mine.id);
    const clientList = (await (await asClient(`${clientBase}/rights-exercise`)).json()) as { id: string; subject: string }[];
    expect(clientList.map((item) => item.id)).not.toContain(prospectList[0]?.id);
    // The prospect cannot read a client's request through the prospect's path, nor reach the client's path.
    expect((await asProspect(`${base}/rights-exercise/${mine.id}/data`)).status).toBe(404);
    expect((await asProspect(`${clientBase}/rights-exercise`)).status).toBe(404);
  });

  it("a row never belongs to both a client and a prospect, nor to neither", async () => {
    const base = { brandId: BRAND, subject: "access" as const, acceptedAt: new Date(), dueDate: "2030-01-01" };
    await expect(t.db.insert(gdprRequests).values(base)).rejects.toThrow();
    await expect(
      t.db.insert(gdprRequests).values({ ...base, prospectId: s.prospectId, clientId: (await t.sessionFor(BRAND, "client")).clientId }),
    ).rejects.toThrow();
  });
});
