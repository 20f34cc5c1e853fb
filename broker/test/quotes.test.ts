import { and, desc, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, documents, outbox, quotes, signatures } from "../db/schema";
import { insertQuote, insertQuoteDocument } from "./fixtures/payments-quotes-claims";
import { pdfText } from "./fixtures/pdf-text";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const QUOTE_ID = `quo_${BRAND}_prospect_rc`;
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  t = await createTestBroker();
  s = await t.sessionForAccount(BRAND, "demo.quote@example.com", { prospectId: `pro_${BRAND}_quote` });
  base = `/v2/clients/${s.prospectId}/quotes`;
});
afterAll(() => t.close());

const get = (path: string, session = s) => t.request(`${base}${path}`, { brand: BRAND, session: session.token });
const redirects = {
  redirect_uri_success: "https://portal.example/quote/ok",
  redirect_uri_error: "https://portal.example/quote/error",
  redirect_uri_cancel: "https://portal.example/quote/cancel",
};

describe("reading quotes", () => {
  it("lists the prospect's quotes and bespoke quotes", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.quotes.map((q: { id: string }) => q.id)).toEqual([QUOTE_ID]);
    expect(body.bespoke_quotes).toEqual([]);

    const b = await t.sessionForAccount(BRAND, "demo.bespoke@example.com", { prospectId: `pro_${BRAND}_bespoke` });
    const bespoke = await (await t.request(`/v2/clients/${b.prospectId}/quotes`, { brand: BRAND, session: b.token })).json();
    expect(bespoke.bespoke_quotes).toHaveLength(3);
    expect(bespoke.quotes).toHaveLength(0);
  });

  it("answers the detailed quote by id and by uuid, with uuid and signature", async () => {
    const res = await get(`/${QUOTE_ID}?include=signature`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: QUOTE_ID,
      price_ttc: 643.1,
      price_ht: 590,
      price_tca: 53.1,
      price_tca_percent: 9,
      is_signed: false,
      signature: null,
      step: "quote_ready",
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const byUuid = await get(`/${body.uuid}`);
    expect(byUuid.status).toBe(200);
    expect((await byUuid.json()).id).toBe(QUOTE_ID);
  });

  it("shows the signed bespoke quote's signature", async () => {
    const b = await t.sessionForAccount(BRAND, "demo.bespoke@example.com", { prospectId: `pro_${BRAND}_bespoke` });
    const res = await t.request(`/v2/clients/${b.prospectId}/quotes/quo_${BRAND}_bespoke_signed`, { brand: BRAND, session: b.token });
    const body = await res.json();
    expect(body.is_signed).toBe(true);
    expect(body.signature).toMatchObject({ id: `sig_${BRAND}_bespoke_signed`, status: "signed" });
    expect(body.signature.documents).toHaveLength(1);
  });

  it("lists documents and optins", async () => {
    const docs = await (await get(`/${QUOTE_ID}/documents`)).json();
    expect(docs.documents).toHaveLength(3);
    expect(docs.documents[0]).toMatchObject({ is_pre_contractual: true, downloaded_at: null });
    // What the prospect uploaded carries the day it was sent (created_at), not archived_at.
    const upload = docs.documents.find((d: { uploaded: boolean }) => d.uploaded);
    expect(upload).toMatchObject({ id: `doc_${BRAND}_prospect_rc_kbis`, archived_at: null, downloaded_at: null });
    expect(Date.now() - Date.parse(upload.created_at)).toBeGreaterThan(2 * 86_400_000);
    const optins = await get(`/${QUOTE_ID}/optins`);
    expect(optins.status).toBe(200);
    // The brand's own opt-ins (a partner brand: its news and its partners' offers), none answered yet.
    expect((await optins.json()).optins).toEqual([
      { code: "brand_news", accepted: null },
      { code: "partner_offers", accepted: null },
    ]);
  });

  it("answers 404 for another owner's or brand's quote, and for clients of another session", async () => {
    const client = await t.sessionFor(BRAND, "client");
    const own = await insertQuote(t.db, { brandId: BRAND, clientId: client.clientId! });
    const otherBrand = await insertQuote(t.db, { brandId: "mistral", prospectId: `pro_demo_mistral` });
    for (const id of [own.id, otherBrand.id, `quo_${BRAND}_bespoke_signed`, "quo_missing", "00000000-0000-4000-8000-000000000000"]) {
      for (const path of ["", "/documents", "/optins", "/documents?output=download-zip"]) {
        expect((await get(`/${id}${path}`)).status, `${id}${path}`).toBe(404);
      }
    }
    // A client sees its own quote through the same routes.
    const mine = await t.request(`/v2/clients/${client.clientId}/quotes/${own.id}`, { brand: BRAND, session: client.token });
    expect(mine.status).toBe(200);
    // Another owner's id in {client} is a 404.
    expect((await t.request(`/v2/clients/${client.clientId}/quotes`, { brand: BRAND, session: s.token })).status).toBe(404);
  });
});

describe("documents download", () => {
  it("refuses signing before the pre-contractual documents are downloaded", async () => {
    const res = await t.request(`${base}/${QUOTE_ID}/signatures`, { brand: BRAND, session: s.token, body: redirects });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ documents: ["quote.documents-not-downloaded"] });
  });

  it("downloads all documents as a zip of real PDFs and records the download", async () => {
    const res = await get(`/${QUOTE_ID}/documents?output=download-zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries);
    // The two documents to read; the prospect's own upload is not sent back in the zip.
    expect(names.sort()).toEqual(["prospect_rc_cg.pdf", "prospect_rc_ipid.pdf"]);
    for (const name of names) expect(new TextDecoder().decode(entries[name].slice(0, 5))).toBe("%PDF-");
    const docs = await (await get(`/${QUOTE_ID}/documents`)).json();
    const read = docs.documents.filter((d: { uploaded: boolean }) => !d.uploaded);
    expect(read.every((d: { downloaded_at: string | null }) => d.downloaded_at)).toBe(true);
  });

  it("downloads one document", async () => {
    const docs = await (await get(`/${QUOTE_ID}/documents`)).json();
    const res = await get(`/${QUOTE_ID}/documents/${docs.documents[0].id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });
});

describe("a HEAD request delivers nothing (issue 41 point 5)", () => {
  it("records no download for a HEAD on a document or on the zip, so the signing gate stays shut", async () => {
    const owner = { brandId: BRAND, prospectId: s.prospectId! };
    const quote = await insertQuote(t.db, owner, { conditionsAcceptedAt: new Date() });
    const ipid = await insertQuoteDocument(t.db, { ...owner, quoteId: quote.id });
    const head = await t.request(`${base}/${quote.id}/documents/${ipid.id}`, { brand: BRAND, session: s.token, method: "HEAD" });
    expect(head.status).toBe(200);
    const zipHead = await t.request(`${base}/${quote.id}/documents?output=download-zip`, { brand: BRAND, session: s.token, method: "HEAD" });
    expect(zipHead.status).toBe(200);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, ipid.id));
    expect(row.downloadedAt).toBeNull();
    const refused = await t.request(`${base}/${quote.id}/signatures`, { brand: BRAND, session: s.token, body: redirects });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ documents: ["quote.documents-not-downloaded"] });
    // The bytes sent: recorded.
    expect((await get(`/${quote.id}/documents/${ipid.id}`)).status).toBe(200);
    const [after] = await t.db.select().from(documents).where(eq(documents.id, ipid.id));
    expect(after.downloadedAt).not.toBeNull();
  });
});

describe("signing", () => {
  it("validates the redirect addresses with field paths", async () => {
    const res = await t.request(`${base}/${QUOTE_ID}/signatures`, {
      brand: BRAND,
      session: s.token,
      body: { ...redirects, redirect_uri_error: "javascript:alert(1)", redirect_uri_cancel: undefined },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation.failed");
    expect(Object.keys(body.errors).sort()).toEqual(["redirect_uri_cancel", "redirect_uri_error"]);
  });

  it("needs a mobile phone on the account", async () => {
    const p = await t.sessionFor(BRAND, "prospect");
    await t.db.update(accounts).set({ phone: null }).where(eq(accounts.id, p.accountId));
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: p.prospectId! });
    const res = await t.request(`/v2/clients/${p.prospectId}/quotes/${quote.id}/signatures`, { brand: BRAND, session: p.token, body: redirects });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["phone"]);
  });

  it("runs the sandbox flow: signing URL, SMS code, signed quote; replays the start", async () => {
    await t.request(`${base}/${QUOTE_ID}/conditions`, { brand: BRAND, session: s.token, body: { accepted: true } });
    const res = await t.request(`${base}/${QUOTE_ID}/signatures`, { brand: BRAND, session: s.token, body: redirects, idempotencyKey: "sign-1" });
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.url).toMatch(/\/sandbox\/sign\/[\w-]+$/);
    expect(started.signature).toMatchObject({ status: "pending", provider: "sandbox" });

    const replay = await t.request(`${base}/${QUOTE_ID}/signatures`, { brand: BRAND, session: s.token, body: redirects, idempotencyKey: "sign-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await replay.json()).url).toBe(started.url);
    expect(await t.db.select().from(signatures).where(eq(signatures.quoteId, QUOTE_ID))).toHaveLength(1);

    const path = new URL(started.url, "http://broker.test").pathname;
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    const nonce = /name="nonce" value="([^"]+)"/.exec(await page.text())![1];
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await t.app.request(`${path}/send-code`, form({ nonce }))).status).toBe(303);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.template, "signature-code")))
      .orderBy(desc(outbox.createdAt));
    expect(sms.brandId).toBe(BRAND);
    const code = /\b(\d{6})\b/.exec(sms.textBody)![1];
    const verified = await t.app.request(`${path}/verify`, form({ nonce, code }));
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toContain("https://portal.example/quote/ok");

    const quote = await (await get(`/${QUOTE_ID}`)).json();
    expect(quote.is_signed).toBe(true);
    expect(quote.signature).toMatchObject({ id: started.signature.id, status: "signed" });
    expect(quote.signature.signed_at).toBeTruthy();
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, QUOTE_ID));
    expect(row.isSigned).toBe(true);

    const again = await t.request(`${base}/${QUOTE_ID}/signatures`, { brand: BRAND, session: s.token, body: redirects });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ quote: ["quote.already-signed"] });
  });

  it("refuses a quote still under review", async () => {
    const b = await t.sessionForAccount(BRAND, "demo.bespoke@example.com", { prospectId: `pro_${BRAND}_bespoke` });
    const res = await t.request(`/v2/clients/${b.prospectId}/quotes/quo_${BRAND}_bespoke_review/signatures`, {
      brand: BRAND,
      session: b.token,
      body: redirects,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ quote: ["quote.not-ready"] });
  });

  it("opens the signing page and draws the quote document in the language of the page that asked (?lang=)", async () => {
    const owner = { brandId: BRAND, prospectId: s.prospectId! };
    const quote = await insertQuote(t.db, owner, { conditionsAcceptedAt: new Date() });
    const doc = await insertQuoteDocument(t.db, { ...owner, quoteId: quote.id }, { mime: "application/pdf" });
    const pdf = await get(`/${quote.id}/documents/${doc.id}?lang=de`);
    expect(pdf.status).toBe(200);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Angebotsnummer");
    const started = await t.request(`${base}/${quote.id}/signatures?lang=es`, { brand: BRAND, session: s.token, body: redirects });
    expect(started.status).toBe(201);
    const page = await t.app.request(new URL((await started.json()).url, "http://broker.test").pathname);
    expect(await page.text()).toContain('<html lang="es">');
  });

  it("signs the documents marked for signature", async () => {
    const owner = { brandId: BRAND, prospectId: s.prospectId! };
    const quote = await insertQuote(t.db, owner, { conditionsAcceptedAt: new Date() });
    const toSign = await insertQuoteDocument(
      t.db,
      { ...owner, quoteId: quote.id },
      { type: "contract", label: "Proposal", signature: true, isPreContractual: false, state: "to_sign" },
    );
    const res = await t.request(`${base}/${quote.id}/signatures`, { brand: BRAND, session: s.token, body: redirects });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.signature.documents.map((d: { id: string }) => d.id)).toEqual([toSign.id]);
  });

  it("signs the broker's documents, never the prospect's own uploads, when none is marked for signature", async () => {
    const owner = { brandId: BRAND, prospectId: s.prospectId! };
    const quote = await insertQuote(t.db, owner, { conditionsAcceptedAt: new Date() });
    const ipid = await insertQuoteDocument(t.db, { ...owner, quoteId: quote.id }, { downloadedAt: new Date() });
    await insertQuoteDocument(
      t.db,
      { ...owner, quoteId: quote.id },
      { type: "upload", label: "Kbis", name: "kbis.pdf", isPreContractual: false, uploaded: true },
    );
    const res = await t.request(`${base}/${quote.id}/signatures`, { brand: BRAND, session: s.token, body: redirects });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.signature.documents.map((d: { id: string }) => d.id)).toEqual([ipid.id]);
    const page = await (await t.app.request(new URL(body.url, "http://broker.test").pathname)).text();
    expect(page).not.toContain("Kbis");
  });
});
