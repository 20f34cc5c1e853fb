/** Planning notices (the planning's `url`) and the contract's deadline timeline. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timelineEntries } from "../db/schema";
import { timelineCodes } from "../../contract/codes/timeline";
import type { AppDeps } from "../http/context";
import { fileStoreFor } from "../routes/contract/shared";
import { insertClient, insertContract, insertDocument, insertInvoice, insertPlanning, samplePdf, type Owner } from "./fixtures/contracts";
import { pdfText } from "./fixtures/pdf-text";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
const FULL = `cli_${BRAND}_full`;
let t: TestBroker;
let s: TestSession;
let full: TestSession;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
  full = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: FULL });
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
});
afterAll(() => t.close());

const get = (path: string, session: TestSession = s, brand = BRAND) => t.request(path, { brand, session: session.token });
const mine = (contractId: string, path: string) => `/v2/clients/${s.clientId}/contracts/${contractId}${path}`;

describe("planning notices", () => {
  it("gives each planning with a notice a url answering its PDF; one without a notice has url null", async () => {
    const c = await insertContract(t.db, me, { number: "CTR-NOTICE-1", label: "Multirisque bureaux" });
    const owned = { ...me, contractId: c.id };
    const inv = await insertInvoice(t.db, owned);
    const withNotice = await insertPlanning(t.db, owned, { dueDate: "2099-01-05", amount: 412.5, invoiceId: inv.id, storageKey: "0".repeat(32) });
    const without = await insertPlanning(t.db, owned, { dueDate: "2099-02-05" });

    const list = await (await get(mine(c.id, "/plannings"))).json();
    const byId = Object.fromEntries(list.map((p: { id: string }) => [p.id, p]));
    expect(byId[withNotice.id]).toMatchObject({ invoice_id: inv.id, url: mine(c.id, `/plannings/${withNotice.id}/notice`) });
    expect(byId[without.id]).toMatchObject({ invoice_id: null, url: null });
    // The contract's nested plannings and nextPayment carry the same url.
    const contract = await (await get(mine(c.id, ""))).json();
    expect(contract.nextPayment.url).toBe(byId[withNotice.id].url);

    // The key has no bytes behind it: the notice is drawn from the row (contract number, due date, amount, brand).
    const res = await get(byId[withNotice.id].url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="notice-CTR-NOTICE-1-2099-01-05.pdf"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
    const text = pdfText(bytes);
    for (const part of ["Avis d'échéance", "CTR-NOTICE-1", "5 janvier 2099", "412,50 EUR", "Azura Assurances"]) expect(text).toContain(part);

    expect((await get(mine(c.id, `/plannings/${without.id}/notice`))).status).toBe(404);
  });

  it("serves the stored notice when its bytes are in the store", async () => {
    const c = await insertContract(t.db, me);
    const stored = await fileStoreFor({ db: t.db, config: t.config, now: t.clock.now } as AppDeps).put(samplePdf(), {
      mime: "application/pdf",
      originalName: "notice.pdf",
    });
    const p = await insertPlanning(t.db, { ...me, contractId: c.id }, { storageKey: stored.key });
    const res = await get(mine(c.id, `/plannings/${p.id}/notice`));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(samplePdf());
  });

  it("answers 404 for another client's, another contract's or another brand's planning", async () => {
    const foreign = await insertContract(t.db, other);
    const foreignPlanning = await insertPlanning(t.db, { ...other, contractId: foreign.id }, { storageKey: "1".repeat(32) });
    const own = await insertContract(t.db, me);
    const ownPlanning = await insertPlanning(t.db, { ...me, contractId: own.id }, { storageKey: "2".repeat(32) });
    const sibling = await insertContract(t.db, me);
    expect((await get(mine(foreign.id, `/plannings/${foreignPlanning.id}/notice`))).status).toBe(404);
    expect((await get(mine(own.id, `/plannings/${foreignPlanning.id}/notice`))).status).toBe(404);
    expect((await get(mine(sibling.id, `/plannings/${ownPlanning.id}/notice`))).status).toBe(404);
    expect((await get(`/v2/clients/${other.clientId}/contracts/${foreign.id}/plannings/${foreignPlanning.id}/notice`)).status).toBe(404);
    // The same path with another brand's token: the session is not that brand's.
    expect((await get(mine(own.id, `/plannings/${ownPlanning.id}/notice`), s, "mistral")).status).toBe(401);
    expect((await get(mine(own.id, `/plannings/${ownPlanning.id}/notice`))).status).toBe(200);
  });

  it("links the demo plannings to the invoice of their period, each with a downloadable notice", async () => {
    const fleet = `ctr_${BRAND}_full_formalised`;
    const plannings = await (await get(`/v2/clients/${FULL}/contracts/${fleet}/plannings`, full)).json();
    expect(plannings).toHaveLength(12);
    const byId = Object.fromEntries(plannings.map((p: { id: string }) => [p.id, p]));
    // Due in the current month: the issued, unpaid invoice; next month: the upcoming one; far ahead: not invoiced yet.
    expect(byId[`pln_${BRAND}_fleet_7`].invoice_id).toBe(`inv_${BRAND}_fleet_unpaid`);
    expect(byId[`pln_${BRAND}_fleet_8`].invoice_id).toBe(`inv_${BRAND}_fleet_upcoming`);
    expect(byId[`pln_${BRAND}_fleet_12`].invoice_id).toBeNull();
    for (const p of plannings) {
      expect(p.url, p.id).toBe(`/v2/clients/${FULL}/contracts/${fleet}/plannings/${p.id}/notice`);
      const res = await get(p.url, full);
      expect(res.status, p.id).toBe(200);
    }
    const notice = await (await get(`/v2/clients/${FULL}/contracts/ctr_${BRAND}_full_formal_notice/plannings`, full)).json();
    expect(notice.find((p: { id: string }) => p.id === `pln_${BRAND}_notice_2`).invoice_id).toBe(`inv_${BRAND}_notice_unpaid`);
  });
});

describe("deadline timeline", () => {
  const timelinePath = (contractId: string) => `/v2/clients/${FULL}/contracts/${contractId}/timeline`;

  it("lists the fleet's deadlines by year, with description codes only and the documents' links", async () => {
    const res = await get(timelinePath(`ctr_${BRAND}_full_formalised`), full);
    expect(res.status).toBe(200);
    const entries = await res.json();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const years = entries.map((e: { year: number }) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(["description_code", "document_name", "document_url", "id", "year"]);
      expect(timelineCodes).toContain(entry.description_code);
      expect(entry.description_code).toMatch(/^timeline\.[a-z-]+$/);
    }
    const contract = await (await get(`/v2/clients/${FULL}/contracts/ctr_${BRAND}_full_formalised`, full)).json();
    expect(entries[0]).toMatchObject({
      year: Number(contract.start_date.slice(0, 4)),
      description_code: "timeline.contract-start",
      document_name: "Conditions particulières",
      document_url: `/v2/clients/${FULL}/contracts/ctr_${BRAND}_full_formalised/documents/doc_${BRAND}_fleet_contract`,
    });
    expect(entries.find((e: { description_code: string }) => e.description_code === "timeline.notice-deadline")).toMatchObject({
      document_name: null,
      document_url: null,
    });
    for (const entry of entries.filter((e: { document_url: string | null }) => e.document_url)) {
      expect((await get(entry.document_url, full)).status, entry.document_url).toBe(200);
    }
    const notice = await (await get(timelinePath(`ctr_${BRAND}_full_formal_notice`), full)).json();
    expect(notice.map((e: { description_code: string }) => e.description_code)).toContain("timeline.formal-notice");
  });

  it("is empty for a contract without a schedule, and 404 for another client's or brand's contract", async () => {
    expect(await (await get(timelinePath(`ctr_${BRAND}_full_project`), full)).json()).toEqual([]);
    // The minimal client asking for the full client's contract, under either client id.
    expect((await get(timelinePath(`ctr_${BRAND}_full_formalised`))).status).toBe(404);
    expect((await get(mine(`ctr_${BRAND}_full_formalised`, "/timeline"))).status).toBe(404);
    expect((await get(`/v2/clients/${FULL}/contracts/ctr_mistral_full_formalised/timeline`, full)).status).toBe(404);
  });

  it("does not link a document of another client or contract", async () => {
    const c = await insertContract(t.db, me);
    const foreign = await insertContract(t.db, other);
    const foreignDoc = await insertDocument(t.db, { ...other, contractId: foreign.id });
    const ownDoc = await insertDocument(t.db, { ...me, contractId: c.id }, { label: "Avenant" });
    await t.db.insert(timelineEntries).values([
      { ...me, contractId: c.id, year: 2030, descriptionCode: "timeline.anniversary", documentId: foreignDoc.id, position: 1 },
      { ...me, contractId: c.id, year: 2029, descriptionCode: "timeline.premium-review", documentId: ownDoc.id, documentName: "Avenant n°2" },
    ]);
    expect(await (await get(mine(c.id, "/timeline"))).json()).toMatchObject([
      { year: 2029, description_code: "timeline.premium-review", document_name: "Avenant n°2", document_url: mine(c.id, `/documents/${ownDoc.id}`) },
      { year: 2030, description_code: "timeline.anniversary", document_name: null, document_url: null },
    ]);
  });
});
