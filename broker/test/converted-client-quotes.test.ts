/**
 * A client who was a prospect reaches, under the client's own id, the quotes asked for as a prospect and those made
 * for the client since (docs/decisions/0266): demo.converted's signed car quote, its premises quote to sign and the
 * home quote the broker made for the client. Each is read and signed as its holder's: the premises quote joins the
 * same client as a new contract, the home quote turns its contract of type quote into the contract. A delegate of the
 * client reaches the client's quotes only, never the prospect's.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClients, contracts, prospects, quotes, signatures } from "../db/schema";
import { convertedClientIds } from "../db/demo/converted-client";
import { DEMO_EMAILS } from "../db/demo/logins";
import { signAtProvider, signatureRedirects } from "./fixtures/sandbox-signing";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const ids = convertedClientIds(BRAND);
const base = `/v2/clients/${ids.client}`;
let t: TestBroker;
let person: TestSession;
let manager: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  person = await t.sessionForAccount(BRAND, DEMO_EMAILS.converted, { clientId: ids.client });
  // A manager of the converted client: another person's account.
  manager = await t.sessionForAccount(BRAND, DEMO_EMAILS.manager, { clientId: ids.client });
  await t.db.insert(accountClients).values({ accountId: manager.accountId, clientId: ids.client, brandId: BRAND, role: "manager" });
});
afterAll(() => t.close());

const call = (session: TestSession, path: string, init: { body?: unknown; method?: string } = {}) =>
  t.request(`${base}${path}`, { brand: BRAND, session: session.token, ...init });

const listed = async (session: TestSession) => {
  const res = await call(session, "/quotes");
  expect(res.status).toBe(200);
  return ((await res.json()).quotes as { id: string; step: string; is_signed: boolean }[]).map((q) => [q.id, q.step, q.is_signed]);
};

async function sign(session: TestSession, quoteId: string, reference: string) {
  const started = await call(session, `/quotes/${quoteId}/signatures`, { body: signatureRedirects(reference) });
  expect(started.status, quoteId).toBe(201);
  const back = await signAtProvider(t, (await started.json()).url);
  expect(back.headers.get("location")).toContain("outcome=success");
}

describe("a client who was a prospect", () => {
  it("is counted every quote under the client's id; a delegate only the client's own", async () => {
    expect((await (await call(person, "/session")).json()).client_quotes).toEqual({ quotes: 3, bespoke_quotes: 0 });
    expect((await (await call(manager, "/session")).json()).client_quotes).toEqual({ quotes: 1, bespoke_quotes: 0 });
  });

  it("lists the prospect's quotes and the client's in one list, newest first", async () => {
    expect(await listed(person)).toEqual([
      [ids.quote("multirisque"), "quote_ready", false],
      [ids.quote("locaux"), "sign_needed", false],
      [ids.quote("auto"), "quote_finalized", true],
    ]);
    // The prospect's quotes, signed or still to sign, are the person's, not the company's delegates': the manager is
    // listed what the session counts it.
    expect(await listed(manager)).toEqual([[ids.quote("multirisque"), "quote_ready", false]]);
    expect((await call(manager, `/quotes/${ids.quote("auto")}`)).status).toBe(404);
    expect((await call(manager, `/quotes/${ids.quote("locaux")}`)).status).toBe(404);
  });

  it("signs the prospect's quote under the client's id: a new contract of the same client", async () => {
    expect((await call(person, `/quotes/${ids.quote("locaux")}`)).status).toBe(200);
    // Read as the prospect's: its documents, on the prospect's rows, are there under the client's id.
    const { documents } = await (await call(person, `/quotes/${ids.quote("locaux")}/documents`)).json();
    expect(documents.length).toBeGreaterThan(0);
    const reference = crypto.randomUUID();
    await sign(person, ids.quote("locaux"), reference);
    // The signature is found under the client's id, though the prospect's quote started it.
    const state = await call(person, `/signatures/${reference}`);
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ status: "signed", subject: { kind: "quote", number: "Q-AZURA-2402" } });
    const [premises] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, ids.quote("locaux")));
    expect(premises).toMatchObject({ isSigned: true, clientId: ids.client });
    const [made] = await t.db.select().from(contracts).where(eq(contracts.id, premises.contractId!));
    expect(made).toMatchObject({ clientId: ids.client, number: "C-AZURA-2402", status: "signed", periodicity: "monthly" });
    // Signed as the prospect's, as its first quote was.
    const [signature] = await t.db.select().from(signatures).where(eq(signatures.portalReference, reference));
    expect(signature).toMatchObject({ prospectId: ids.prospect });
    // No second client: the prospect stays converted into the same one.
    const [prospect] = await t.db.select().from(prospects).where(eq(prospects.id, ids.prospect));
    expect(prospect).toMatchObject({ status: "converted", convertedClientId: ids.client });
  });

  it("signs the client's own quote there too: its contract of type quote becomes the contract", async () => {
    const home = ids.quote("multirisque");
    const { documents } = await (await call(person, `/quotes/${home}/documents`)).json();
    for (const doc of documents as { id: string }[]) expect((await call(person, `/quotes/${home}/documents/${doc.id}`)).status).toBe(200);
    expect((await call(person, `/quotes/${home}/conditions`, { body: { accepted: true } })).status).toBe(200);
    await sign(person, home, crypto.randomUUID());
    const [contract] = await t.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, ids.contract("multirisque")), eq(contracts.clientId, ids.client)));
    expect(contract).toMatchObject({ type: "multirisque", status: "signed", isSigned: true });
    expect((await listed(person)).filter(([, , signed]) => !signed)).toEqual([]);
  });
});
