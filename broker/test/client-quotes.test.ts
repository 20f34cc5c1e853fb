/**
 * A quote made for a client itself (docs/decisions/0262): demo.full's cyber quote, whose contract is of type quote.
 * The session answer counts it; the holder reads and signs it under the client's own id; signed, its contract is
 * the signed contract of the quote's product, listed with the others, the quote's document on it. The accountant
 * delegate may read it and is refused its signing steps.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, documents, quotes } from "../db/schema";
import { DEMO_EMAILS } from "../db/demo/logins";
import { signAtProvider, signatureRedirects } from "./fixtures/sandbox-signing";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const clientId = `cli_${BRAND}_full`;
const quoteId = `quo_${BRAND}_full_cyber`;
const contractId = `ctr_${BRAND}_full_quote`;
const base = `/v2/clients/${clientId}`;
let t: TestBroker;
let holder: TestSession;
let accountant: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  holder = await t.sessionForAccount(BRAND, DEMO_EMAILS.full, { clientId });
  accountant = await t.sessionForAccount(BRAND, DEMO_EMAILS.accountant, { clientId });
});
afterAll(() => t.close());

const call = (session: TestSession, path: string, init: { body?: unknown; method?: string } = {}) =>
  t.request(`${base}${path}`, { brand: BRAND, session: session.token, ...init });

const listedContracts = async () => ((await (await call(holder, "/contracts")).json()) as { id: string; status: string; label: string }[]).map((c) => c.id);

describe("the session answer's count of contracts", () => {
  it("is the number the contracts list holds, quotes apart, for the holder and the delegates alike; one for demo.single", async () => {
    const listed = await listedContracts();
    expect(listed).not.toContain(contractId);
    for (const session of [holder, accountant]) {
      expect((await (await call(session, "/session")).json()).client_contracts).toBe(listed.length);
    }
    const single = await t.sessionForAccount(BRAND, DEMO_EMAILS.single, { clientId: `cli_${BRAND}_single` });
    const answer = await (await t.request(`/v2/clients/cli_${BRAND}_single/session`, { brand: BRAND, session: single.token })).json();
    expect(answer.client_contracts).toBe(1);
    const prospect = await t.sessionForAccount(BRAND, DEMO_EMAILS.quote, { prospectId: `pro_${BRAND}_quote` });
    const prospectAnswer = await (await t.request(`/v2/clients/pro_${BRAND}_quote/session`, { brand: BRAND, session: prospect.token })).json();
    expect(prospectAnswer.client_contracts).toBeUndefined();
  });
});

describe("a quote made for a client", () => {
  it("is counted in the session answer, for the holder and the delegates alike", async () => {
    for (const session of [holder, accountant]) {
      const answer = await (await call(session, "/session")).json();
      expect(answer.client_quotes).toEqual({ quotes: 1, bespoke_quotes: 0 });
    }
    // A prospect's session answer has no client, and no count of a client's quotes.
    const prospect = await t.sessionForAccount(BRAND, DEMO_EMAILS.quote, { prospectId: `pro_${BRAND}_quote` });
    const answer = await (await t.request(`/v2/clients/pro_${BRAND}_quote/session`, { brand: BRAND, session: prospect.token })).json();
    expect(answer.client_quotes).toBeUndefined();
  });

  it("is read by the client's own id; the accountant may read it and not start its signing steps", async () => {
    const list = await (await call(holder, "/quotes")).json();
    expect(list.quotes.map((q: { id: string; is_signed: boolean }) => [q.id, q.is_signed])).toEqual([[quoteId, false]]);
    expect((await call(accountant, `/quotes/${quoteId}`)).status).toBe(200);
    expect((await call(accountant, `/quotes/${quoteId}/conditions`, { body: { accepted: true } })).status).toBe(403);
    expect((await call(accountant, `/quotes/${quoteId}/signatures`, { body: signatureRedirects() })).status).toBe(403);
    // Not signed, it is a quote: not among the contracts.
    expect(await listedContracts()).not.toContain(contractId);
  });

  it("shows the same terms as its contract of type quote: price, period and start", async () => {
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect({ price: contract.price, periodicity: contract.periodicity, startDate: contract.startDate }).toEqual({
      price: quote.priceTtc,
      periodicity: quote.periodicity,
      startDate: quote.startDate,
    });
  });

  it("signed by the holder, makes its own contract the signed contract of the quote's product", async () => {
    // The back office revised the quote after drafting its contract: what is signed is the quote's terms.
    await t.db.update(contracts).set({ price: 38.4, periodicity: "monthly", startDate: "2026-01-01" }).where(eq(contracts.id, contractId));
    expect((await call(holder, `/quotes/${quoteId}/conditions`, { body: { accepted: true } })).status).toBe(200);
    const docs = (await (await call(holder, `/quotes/${quoteId}/documents`)).json()).documents as { id: string; is_pre_contractual: boolean }[];
    for (const doc of docs.filter((d) => d.is_pre_contractual)) expect((await call(holder, `/quotes/${quoteId}/documents/${doc.id}`)).status).toBe(200);
    const started = await call(holder, `/quotes/${quoteId}/signatures`, { body: signatureRedirects() });
    expect(started.status).toBe(201);
    const back = await signAtProvider(t, (await started.json()).url);
    expect(back.headers.get("location")).toContain("outcome=success");

    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(contract).toMatchObject({ clientId, type: "cyber", label: "Cyber-risques", status: "signed", isSigned: true, quoteId });
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(contract).toMatchObject({ price: quote.priceTtc, periodicity: quote.periodicity, startDate: quote.startDate });
    // No second contract: the client's quote had its own.
    expect(await t.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.quoteId, quoteId))).toHaveLength(1);
    const listed = await listedContracts();
    expect(listed).toContain(contractId);
    // Signed, the quote is one more contract in the session's count as in the list.
    expect((await (await call(holder, "/session")).json()).client_contracts).toBe(listed.length);
    const moved = await t.db.select({ contractId: documents.contractId }).from(documents).where(eq(documents.quoteId, quoteId));
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((d) => d.contractId === contractId)).toBe(true);

    // Signed once is signed; the quote stays listed, finalised.
    const again = await call(holder, `/quotes/${quoteId}/signatures`, { body: signatureRedirects() });
    expect(again.status).toBe(422);
    const list = await (await call(holder, "/quotes")).json();
    expect(list.quotes.map((q: { id: string; is_signed: boolean }) => [q.id, q.is_signed])).toEqual([[quoteId, true]]);
  });
});
