import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, requiredDocuments } from "../db/schema";
import { bespokeOneIds } from "../db/demo/bespoke-quotes";
import { missingRequiredDocuments } from "../routes/quote-missing-documents";
import { insertQuote } from "./fixtures/payments-quotes-claims";
import { sampleExe, sampleJpg, samplePdf } from "./fixtures/contracts";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const ids = bespokeOneIds(BRAND);
let t: TestBroker;
let one: TestSession;
let bespoke: TestSession;

beforeAll(async () => {
  t = await createTestBroker();
  one = await t.sessionForAccount(BRAND, "demo.bespoke-one@example.com", { prospectId: ids.prospect });
  bespoke = await t.sessionForAccount(BRAND, "demo.bespoke@example.com", { prospectId: `pro_${BRAND}_bespoke` });
});
afterAll(() => t.close());

const path = (s: TestSession, quote: string, rest = "") => `/v2/clients/${s.prospectId}/quotes/${quote}${rest}`;
const get = (s: TestSession, quote: string, rest = "") => t.request(path(s, quote, rest), { brand: BRAND, session: s.token });
const upload = (s: TestSession, quote: string, requiredId: string, files: { bytes: Uint8Array; name: string }[]) => {
  const body = new FormData();
  for (const f of files) body.append("file", new File([f.bytes as BlobPart], f.name));
  return t.request(path(s, quote, `/documents-required/${requiredId}`), { brand: BRAND, session: s.token, body });
};
const redirects = {
  redirect_uri_success: "https://portal.example/bespoke/ok",
  redirect_uri_error: "https://portal.example/bespoke/error",
  redirect_uri_cancel: "https://portal.example/bespoke/cancel",
};

describe("demo: bespoke quotes", () => {
  it("gives demo.bespoke-one exactly one bespoke quote and no quote", async () => {
    const body = await (await t.request(`/v2/clients/${one.prospectId}/quotes`, { brand: BRAND, session: one.token })).json();
    expect(body.quotes).toEqual([]);
    expect(body.bespoke_quotes.map((q: { id: string }) => q.id)).toEqual([ids.quote]);
  });
});

describe("a quote's required documents", () => {
  it("lists them with their status, oldest first", async () => {
    const res = await get(one, ids.quote, "/documents-required");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject([
      { id: ids.missing, status: "missing", reject_reason: null, file_name: null, contract_id: null },
      { id: ids.refused, status: "invalid", reject_reason: "unreadable" },
    ]);
  });

  it("uploads exactly one file with the contract's checks, and gives it back", async () => {
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: ids.prospect }, { isBespoke: true });
    const [req] = await t.db.insert(requiredDocuments).values({ brandId: BRAND, prospectId: ids.prospect, quoteId: quote.id, title: "Kbis" }).returning();
    const none = await upload(one, quote.id, req.id, []);
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toEqual({ file: ["upload.missing"] });
    const two = await upload(one, quote.id, req.id, [
      { bytes: samplePdf(), name: "a.pdf" },
      { bytes: samplePdf(), name: "b.pdf" },
    ]);
    expect((await two.json()).errors).toEqual({ file: ["upload.too-many"] });
    const exe = await upload(one, quote.id, req.id, [{ bytes: sampleExe(), name: "kbis.pdf" }]);
    expect(exe.status).toBe(422);
    expect((await exe.json()).errors).toEqual({ file: ["upload.bad-type"] });
    expect((await get(one, quote.id, `/documents-required/${req.id}`)).status).toBe(404);

    const res = await upload(one, quote.id, req.id, [{ bytes: sampleJpg(), name: "kbis.png" }]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: req.id, status: "uploaded", mime: "image/jpeg", file_name: "kbis.jpg" });
    const back = await get(one, quote.id, `/documents-required/${req.id}`);
    expect(back.status).toBe(200);
    expect(back.headers.get("content-type")).toBe("image/jpeg");
    expect(back.headers.get("content-disposition")).toMatch(/^attachment; filename="kbis.jpg"/);
    expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(sampleJpg()))).toBe(true);

    await t.db.update(requiredDocuments).set({ status: "valid" }).where(eq(requiredDocuments.id, req.id));
    const again = await upload(one, quote.id, req.id, [{ bytes: samplePdf(), name: "kbis.pdf" }]);
    expect((await again.json()).errors).toEqual({ file: ["required-document.already-valid"] });
  });

  it("refuses a new file for a signed quote's required document with quote.already-signed, and keeps the one sent (decision 0269)", async () => {
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: ids.prospect }, { isBespoke: true, step: "quote_finalized", isSigned: true });
    const [req] = await t.db
      .insert(requiredDocuments)
      .values({ brandId: BRAND, prospectId: ids.prospect, quoteId: quote.id, title: "Kbis", status: "uploaded", fileName: "kbis.pdf" })
      .returning();
    const res = await upload(one, quote.id, req.id, [{ bytes: samplePdf(), name: "other.pdf" }]);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ file: ["quote.already-signed"] });
    const [kept] = await t.db.select().from(requiredDocuments).where(eq(requiredDocuments.id, req.id));
    expect(kept).toMatchObject({ status: "uploaded", fileName: "kbis.pdf" });
    // Still listed, to read.
    expect((await (await get(one, quote.id, "/documents-required")).json()).map((d: { id: string }) => d.id)).toEqual([req.id]);
  });

  it("answers 404 for another prospect's quote or document, another brand's, and under another owner's id", async () => {
    const theirs = `quo_${BRAND}_bespoke_to_sign`;
    expect((await get(one, theirs, "/documents-required")).status).toBe(404);
    expect((await get(one, theirs, `/documents-required/req_${BRAND}_bespoke_kbis`)).status).toBe(404);
    expect((await upload(one, theirs, `req_${BRAND}_bespoke_kbis`, [{ bytes: samplePdf(), name: "k.pdf" }])).status).toBe(404);
    // Their document through my quote's path.
    expect((await upload(one, ids.quote, `req_${BRAND}_bespoke_kbis`, [{ bytes: samplePdf(), name: "k.pdf" }])).status).toBe(404);
    // The same quote id on another brand.
    const other = bespokeOneIds("mistral");
    expect((await get(one, other.quote, "/documents-required")).status).toBe(404);
    // My quote under another prospect's id in {client}.
    expect(
      (await t.request(path(bespoke, ids.quote, "/documents-required").replace(bespoke.prospectId!, ids.prospect), { brand: BRAND, session: bespoke.token }))
        .status,
    ).toBe(404);
  });
});

describe("signing a bespoke quote", () => {
  it("is refused with required-document-missing while a required document is missing or refused, then starts", async () => {
    const quote = await insertQuote(t.db, { brandId: BRAND, prospectId: ids.prospect }, { isBespoke: true, step: "sign_needed", hasSignNeeded: true });
    const [missing, refused] = await t.db
      .insert(requiredDocuments)
      .values([
        { brandId: BRAND, prospectId: ids.prospect, quoteId: quote.id, title: "Kbis" },
        { brandId: BRAND, prospectId: ids.prospect, quoteId: quote.id, title: "ID", status: "invalid", rejectReason: "unreadable" },
      ])
      .returning();
    await t.db
      .insert(documents)
      .values({ brandId: BRAND, prospectId: ids.prospect, quoteId: quote.id, name: "p.pdf", label: "P", type: "contract", signature: true });
    const sign = () => t.request(path(one, quote.id, "/signatures"), { brand: BRAND, session: one.token, body: redirects });

    expect((await missingRequiredDocuments(t.db, quote.id)).map((d) => d.id).sort()).toEqual([missing.id, refused.id].sort());
    const first = await sign();
    expect(first.status).toBe(422);
    expect(await first.json()).toMatchObject({ code: "required-document-missing", errors: { documents_required: ["required-document-missing"] } });

    expect((await upload(one, quote.id, missing.id, [{ bytes: samplePdf(), name: "kbis.pdf" }])).status).toBe(200);
    const second = await sign();
    expect(second.status).toBe(422);
    expect((await second.json()).code).toBe("required-document-missing");

    expect((await upload(one, quote.id, refused.id, [{ bytes: sampleJpg(), name: "id.jpg" }])).status).toBe(200);
    expect(await missingRequiredDocuments(t.db, quote.id)).toEqual([]);
    // Every document sent, the conditions still to accept (decision 0096) before the signature starts.
    const accepted = await t.request(path(one, quote.id, "/conditions"), { brand: BRAND, session: one.token, body: { accepted: true } });
    expect(accepted.status).toBeLessThan(300);
    const third = await sign();
    expect(third.status).toBe(201);
    expect((await third.json()).url).toBeTruthy();
  });
});

describe("a prospect's contact details", () => {
  it("reads and changes civility, names and contact e-mail, never the login or the phone", async () => {
    const s = await t.sessionForAccount(BRAND, "demo.bespoke-one@example.com", { prospectId: ids.prospect });
    const url = `/v2/clients/${s.prospectId}/contact-details`;
    const read = await t.request(url, { brand: BRAND, session: s.token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: ids.prospect, status: "M", email: "demo.bespoke-one@example.com", phone: "+33612345013" });

    const bad = await t.request(url, {
      method: "PUT",
      brand: BRAND,
      session: s.token,
      body: { contact: { firstname: "", lastname: "Chevalier", email: "nope" } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["contact.email", "contact.firstname"]);

    const contact = { status: "F", firstname: "Inès", lastname: "Chevalier", email: "Ines.Chevalier@example.com", phone: "+33600000000" };
    const put = await t.request(url, { method: "PUT", brand: BRAND, session: s.token, body: { contact } });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ status: "F", firstname: "Inès", email: "ines.chevalier@example.com", phone: "+33612345013" });
    // The login is unchanged: the session's account e-mail.
    const session = await (await t.request(`/v2/clients/${s.prospectId}/session`, { brand: BRAND, session: s.token })).json();
    expect(session.account).toMatchObject({ email: "demo.bespoke-one@example.com", firstname: "Inès" });
  });

  it("answers 404 under a client's id, and under another prospect's", async () => {
    const client = await t.sessionFor(BRAND, "client");
    expect((await t.request(`/v2/clients/${client.clientId}/contact-details`, { brand: BRAND, session: client.token })).status).toBe(404);
    expect((await t.request(`/v2/clients/${ids.prospect}/contact-details`, { brand: BRAND, session: bespoke.token })).status).toBe(404);
  });
});
