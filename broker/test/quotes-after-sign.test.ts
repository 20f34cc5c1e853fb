/**
 * A person with two quotes signs one and still sees, and signs, the other (docs/decisions/0251):
 * demo.quote-pair's car quote is signed as a prospect; signed in again, the person is the new
 * client and reaches the premises quote under the prospect's id; the car quote is not signed twice;
 * nobody else (a delegate of that client, another client) reaches them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClients, contracts, prospects } from "../db/schema";
import { quotePairIds } from "../db/demo/quote-pair";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../db/demo/logins";
import { signAtProvider, signatureRedirects } from "./fixtures/sandbox-signing";
import { openProspectBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const ids = quotePairIds(BRAND);
const car = ids.quote("auto");
const premises = ids.quote("locaux");
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  ({ t, s, base } = await openProspectBroker(BRAND, { email: DEMO_EMAILS.quotePair, prospectId: ids.prospect }));
});
afterAll(() => t.close());

/** Starts the quote's signature with this token and signs it at the sandbox provider. */
async function sign(token: string, quoteId: string) {
  const started = await t.request(`${base}/quotes/${quoteId}/signatures`, { brand: BRAND, session: token, body: signatureRedirects() });
  expect(started.status, quoteId).toBe(201);
  const back = await signAtProvider(t, (await started.json()).url);
  expect(back.headers.get("location")).toContain("outcome=success");
}

describe("a converted prospect's other quote", () => {
  it("stays listed and signable after the first signature, in a fresh sign-in as the new client", async () => {
    await sign(s.token, car);

    const login = await t.request("/v2/clients/authentication", { brand: BRAND, body: { login: DEMO_EMAILS.quotePair, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    const fresh = await login.json();
    const clientId = fresh.client.id as string;
    // The session answer says which prospect became this client.
    expect(fresh.prospects).toEqual([expect.objectContaining({ id: ids.prospect, status: "converted", client_id: clientId })]);

    const asPerson = (path: string, init: { body?: unknown } = {}) => t.request(`${base}${path}`, { brand: BRAND, session: fresh.session, ...init });
    const listed = await asPerson("/quotes");
    expect(listed.status).toBe(200);
    const list = (await listed.json()).quotes as { id: string; step: string; is_signed: boolean }[];
    expect(list.map((q) => [q.id, q.step, q.is_signed])).toEqual([
      [premises, "sign_needed", false],
      [car, "quote_finalized", true],
    ]);
    expect((await asPerson(`/quotes/${premises}`)).status).toBe(200);

    // Signed once is signed: the car quote is not offered again.
    const again = await asPerson(`/quotes/${car}/signatures`, { body: signatureRedirects() });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ quote: ["quote.already-signed"] });

    // The premises quote signs in the client's session, and its contract joins the same client.
    await sign(fresh.session, premises);
    const owned = await t.db
      .select({ number: contracts.number, price: contracts.price, periodicity: contracts.periodicity })
      .from(contracts)
      .where(eq(contracts.clientId, clientId));
    // Each contract keeps its quote's price and what it is per (docs/decisions/0256): the car per year, the premises per month.
    expect(owned.sort((a, b) => a.number.localeCompare(b.number))).toEqual([
      { number: "C-AZURA-2201", price: 784.8, periodicity: "annual" },
      { number: "C-AZURA-2202", price: 49.05, periodicity: "monthly" },
    ]);
    const [prospect] = await t.db.select().from(prospects).where(eq(prospects.id, ids.prospect));
    expect(prospect).toMatchObject({ status: "converted", convertedClientId: clientId });

    // A delegate of the new client (another person's account) reaches the client, never the prospect's quotes.
    const delegate = await t.sessionForAccount(BRAND, DEMO_EMAILS.accountant, { clientId });
    await t.db.insert(accountClients).values({ accountId: delegate.accountId, clientId, brandId: BRAND, role: "accountant" });
    expect((await t.request(`/v2/clients/${clientId}/session`, { brand: BRAND, session: delegate.token })).status).toBe(200);
    expect((await t.request(`${base}/quotes`, { brand: BRAND, session: delegate.token })).status).toBe(404);
  });

  it("is nobody else's: another client's session gets 404 on the prospect's quotes", async () => {
    const other = await t.sessionFor(BRAND, "client");
    const res = await t.request(`${base}/quotes`, { brand: BRAND, session: other.token });
    expect(res.status).toBe(404);
  });
});
