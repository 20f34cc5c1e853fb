import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, mandates, prospects, quotes, requiredDocuments } from "../db/schema";
import { insertQuote, insertQuoteDocument } from "./fixtures/payments-quotes-claims";
import { signAtProvider as signAtProviderOf, signatureRedirects } from "./fixtures/sandbox-signing";
import { createTestBroker, openProspectBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const QUOTE_ID = `quo_${BRAND}_prospect_rc`;
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  ({ t, s, base } = await openProspectBroker(BRAND));
});
afterAll(() => t.close());

const call = (path: string, init: { body?: unknown; method?: string } = {}, session = s) =>
  t.request(`${base}${path}`, { brand: BRAND, session: session.token, ...init });
const redirects = signatureRedirects;
const signAtProvider = (url: string) => signAtProviderOf(t, url);

describe("conditions and opt-ins", () => {
  it("refuses signing until the conditions are accepted, even with every document downloaded", async () => {
    await call(`/quotes/${QUOTE_ID}/documents?output=download-zip`);
    const res = await call(`/quotes/${QUOTE_ID}/signatures`, { body: redirects() });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ conditions: ["quote.conditions-not-accepted"] });
  });

  it("needs the box ticked and known opt-in codes", async () => {
    const unticked = await call(`/quotes/${QUOTE_ID}/conditions`, { body: { accepted: false } });
    expect(unticked.status).toBe(422);
    expect(Object.keys((await unticked.json()).errors)).toEqual(["accepted"]);
    const unknown = await call(`/quotes/${QUOTE_ID}/conditions`, { body: { accepted: true, optins: { lottery: true } } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual({ optins: ["optin.unknown"] });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, QUOTE_ID));
    expect(row.conditionsAcceptedAt).toBeNull();
  });

  it("records the acceptance, the additional information and the opt-in choices", async () => {
    const res = await call(`/quotes/${QUOTE_ID}/conditions`, {
      body: { accepted: true, additional_information: "Start on the 1st please", optins: { brand_news: true, partner_offers: false } },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).conditions_accepted_at).toBeTruthy();
    const optins = await (await call(`/quotes/${QUOTE_ID}/optins`)).json();
    expect(optins.optins).toEqual([
      { code: "brand_news", accepted: true },
      { code: "partner_offers", accepted: false },
    ]);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, QUOTE_ID));
    expect(row.additionalInformation).toBe("Start on the 1st please");
  });
});

describe("a quote still being prepared (received, under review: docs/decisions/0148)", () => {
  it("refuses its conditions, its mandate and its signature as not ready; the steps prospect's ready quote takes them", async () => {
    const steps = await t.sessionForAccount(BRAND, "demo.quotes@example.com", { prospectId: `pro_${BRAND}_steps` });
    const stepCall = (quote: string, path: string, init: { body?: unknown; method?: string }) =>
      t.request(`/v2/clients/${steps.prospectId}/quotes/quo_${BRAND}_steps_${quote}${path}`, { brand: BRAND, session: steps.token, ...init });
    const sepa = { method: "PUT", body: { iban: "FR1420041010050500013M02606", holder: "Camille Renard", legal: true } };
    for (const quote of ["received", "under_review"]) {
      for (const [path, init] of [
        ["/conditions", { body: { accepted: true } }],
        ["/mandate/sepa", sepa],
        ["/signatures", { body: redirects() }],
      ] as const) {
        const res = await stepCall(quote, path, init);
        expect(res.status, `${quote}${path}`).toBe(422);
        expect((await res.json()).errors, `${quote}${path}`).toEqual({ quote: ["quote.not-ready"] });
      }
    }
    const [received] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, `quo_${BRAND}_steps_received`));
    expect(received.conditionsAcceptedAt).toBeNull();
    expect((await stepCall("quote_ready", "/conditions", { body: { accepted: true } })).status).toBe(200);
    expect((await stepCall("quote_ready", "/mandate/sepa", sepa)).status).toBe(200);
    // "Signature needed": documents read and conditions accepted in the demo, the signature starts.
    expect((await stepCall("sign_needed", "/signatures", { body: redirects() })).status).toBe(201);
  });
});

describe("the quote's SEPA mandate", () => {
  it("checks the bank details as the contract's SEPA change does", async () => {
    const res = await call(`/quotes/${QUOTE_ID}/mandate/sepa`, { method: "PUT", body: { iban: "FR76 0000 0000 0000", legal: true } });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["iban"]);
    const noConsent = await call(`/quotes/${QUOTE_ID}/mandate/sepa`, { method: "PUT", body: { iban: "FR1420041010050500013M02606" } });
    expect(noConsent.status).toBe(422);
    expect((await call(`/quotes/${QUOTE_ID}/mandate/sepa`)).status).toBe(404);
  });

  it("stores a mandate tied to the quote and answers it masked", async () => {
    const res = await call(`/quotes/${QUOTE_ID}/mandate/sepa`, {
      method: "PUT",
      body: { iban: "FR1420041010050500013M02606", bic: "PSSTFRPPXXX", holder: "Camille Martin", legal: true },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.iban).not.toContain("0500013");
    const [row] = await t.db.select().from(mandates).where(eq(mandates.quoteId, QUOTE_ID));
    expect(row).toMatchObject({ prospectId: s.prospectId, clientId: null, status: "active", holder: "Camille Martin" });
    expect((await (await call(`/quotes/${QUOTE_ID}/mandate/sepa`)).json()).reference).toBe(row.reference);
  });
});

describe("signing, its state by reference, and what follows", () => {
  it("answers the state by the portal's reference, then makes the prospect a client with the contract", async () => {
    const reference = randomUUID();
    const started = await call(`/quotes/${QUOTE_ID}/signatures`, { body: redirects(reference) });
    expect(started.status).toBe(201);
    const pending = await (await call(`/signatures/${reference}`)).json();
    expect(pending).toMatchObject({ reference, status: "pending", subject: { kind: "quote", step: "quote_ready", contract_id: null } });

    const back = await signAtProvider((await started.json()).url);
    expect(back.headers.get("location")).toContain("outcome=success");

    const signed = await (await call(`/signatures/${reference}`)).json();
    expect(signed).toMatchObject({ status: "signed", subject: { kind: "quote", step: "quote_finalized", number: "Q-AZURA-2001" } });
    const contractId = signed.subject.contract_id as string;
    expect(contractId).toBeTruthy();

    // The same session now holds the new client: GET session answers it, and the client reads its contract.
    const session = await (await call(`/session`)).json();
    expect(session.client).toBeTruthy();
    const clientId = session.client.id as string;
    const contract = await t.request(`/v2/clients/${clientId}/contracts/${contractId}`, { brand: BRAND, session: s.token });
    expect(contract.status).toBe(200);
    expect(await contract.json()).toMatchObject({ number: "C-AZURA-2001", is_signed: true, status: "signed" });
    const [prospect] = await t.db.select().from(prospects).where(eq(prospects.id, s.prospectId!));
    expect(prospect).toMatchObject({ status: "converted", convertedClientId: clientId });
    const [mandate] = await t.db
      .select()
      .from(mandates)
      .where(and(eq(mandates.quoteId, QUOTE_ID), eq(mandates.status, "active")));
    expect(mandate).toMatchObject({ clientId, contractId });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row.currentPaymentMethod).toBe("sepa");

    // Asked again (the return page opened twice): the same answer, one contract.
    expect(await (await call(`/signatures/${reference}`)).json()).toEqual(signed);
    expect(await t.db.select().from(contracts).where(eq(contracts.quoteId, QUOTE_ID))).toHaveLength(1);
  });

  it("keeps the state after a broker restart", async () => {
    const reference = randomUUID();
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: s.prospectId! }, { conditionsAcceptedAt: new Date() });
    await call(`/quotes/${quote.id}/signatures`, { body: redirects(reference) });
    const restarted = await t.restart();
    try {
      const res = await restarted.request(`${base}/signatures/${reference}`, { brand: BRAND, session: s.token });
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe("pending");
    } finally {
      await restarted.close();
    }
  });

  it("answers 404 for another customer's reference or an unknown one", async () => {
    const reference = randomUUID();
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: s.prospectId! }, { conditionsAcceptedAt: new Date() });
    expect((await call(`/quotes/${quote.id}/signatures`, { body: redirects(reference) })).status).toBe(201);
    const other = await t.sessionFor(BRAND, "prospect");
    const res = await t.request(`/v2/clients/${other.prospectId}/signatures/${reference}`, { brand: BRAND, session: other.token });
    expect(res.status).toBe(404);
    expect((await call(`/signatures/${randomUUID()}`)).status).toBe(404);
  });

  it("refuses a bespoke quote while a required document is missing", async () => {
    const b = await t.sessionForAccount(BRAND, "demo.bespoke@example.com", { prospectId: `pro_${BRAND}_bespoke` });
    const quoteId = `quo_${BRAND}_bespoke_to_sign`;
    const path = `/v2/clients/${b.prospectId}/quotes/${quoteId}`;
    const owner = { brandId: BRAND, prospectId: b.prospectId!, quoteId };
    await t.request(`${path}/documents?output=download-zip`, { brand: BRAND, session: b.token });
    await t.request(`${path}/conditions`, { brand: BRAND, session: b.token, body: { accepted: true } });
    const refused = await t.request(`${path}/signatures`, { brand: BRAND, session: b.token, body: redirects() });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe("required-document-missing");
    await t.db.update(requiredDocuments).set({ status: "uploaded" }).where(eq(requiredDocuments.quoteId, quoteId));
    await insertQuoteDocument(t.db, owner, { downloadedAt: new Date() });
    expect((await t.request(`${path}/signatures`, { brand: BRAND, session: b.token, body: redirects() })).status).toBe(201);
  });
});

describe("return addresses", () => {
  it("refuses addresses off the portal's origins", async () => {
    const strict = await createTestBroker({ config: { redirectOrigins: ["https://portal.example"] } });
    try {
      const p = await strict.sessionForAccount(BRAND, "demo.quote@example.com", { prospectId: `pro_${BRAND}_quote` });
      await strict.db.update(quotes).set({ conditionsAcceptedAt: new Date() }).where(eq(quotes.id, QUOTE_ID));
      const quotePath = `/v2/clients/${p.prospectId}/quotes/${QUOTE_ID}`;
      await strict.request(`${quotePath}/documents?output=download-zip`, { brand: BRAND, session: p.token });
      const foreign = { ...redirects(), redirect_uri_success: "https://evil.example/callback" };
      const refused = await strict.request(`${quotePath}/signatures`, { brand: BRAND, session: p.token, body: foreign });
      expect(refused.status).toBe(422);
      expect(Object.keys((await refused.json()).errors)).toEqual(["redirects.success"]);
      expect((await strict.request(`${quotePath}/signatures`, { brand: BRAND, session: p.token, body: redirects() })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
