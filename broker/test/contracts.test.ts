import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contractRecipients, contracts, outbox, requiredDocuments, terminationRequests } from "../db/schema";
import {
  insertAmendment,
  insertClient,
  insertContract,
  insertDocument,
  insertInvoice,
  insertMenuTab,
  insertNotification,
  insertPayment,
  insertPlanning,
  insertRequiredDocument,
  insertVehicle,
  sampleExe,
  sampleJpg,
  samplePdf,
  type Owner,
} from "./fixtures/contracts";
import type { AppDeps } from "../http/context";
import { fileStoreFor } from "../routes/contract/shared";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;
let base: string;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
  base = `/v2/clients/${s.clientId}/contracts`;
});
afterAll(() => t.close());

const get = (path: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token });
const post = (path: string, body: unknown) => t.request(`${base}${path}`, { brand: BRAND, session: s.token, body });

function upload(field: string, files: { bytes: Uint8Array; name: string }[], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append(field, new File([f.bytes as BlobPart], f.name));
  return data;
}

/** Every contract route answers 404 for a contract of another client, and of another brand. */
describe("scoping", () => {
  const paths = [
    "",
    "/menus/customer",
    "/details",
    "/pending-amendments",
    "/payments",
    "/invoices",
    "/documents",
    "/documents-required",
    "/notifications",
    "/plannings",
    "/certificates",
    "/terminations-requests/settings",
    "/garage",
    "/garage/cars",
    "/recipients",
    "/resources/claim-natures",
    "/claim-type",
    "/claim-requirements?nature=collision",
    "/claim-can-use-weproov",
  ];

  it("answers 404 for another client's contract and another brand's contract", async () => {
    const foreign = await insertContract(t.db, other, { type: "fleet" });
    const otherBrand = await insertContract(t.db, { brandId: "mistral", clientId: "cli_demo_mistral" }, { type: "fleet" });
    for (const id of [foreign.id, otherBrand.id, "ctr_missing"]) {
      for (const path of paths) {
        const res = await get(`/${id}${path}`);
        expect(res.status, `${id}${path}`).toBe(404);
      }
    }
  });

  it("answers 404 under another client's id, even for a contract of that client", async () => {
    const foreign = await insertContract(t.db, other);
    const res = await t.request(`/v2/clients/${other.clientId}/contracts/${foreign.id}`, { brand: BRAND, session: s.token });
    expect(res.status).toBe(404);
  });

  it("answers 404 for a child id of another client's contract", async () => {
    const mine = await insertContract(t.db, me);
    const foreign = await insertContract(t.db, other);
    const inv = await insertInvoice(t.db, { ...other, contractId: foreign.id });
    const doc = await insertDocument(t.db, { ...other, contractId: foreign.id });
    const req = await insertRequiredDocument(t.db, { ...other, contractId: foreign.id });
    const amd = await insertAmendment(t.db, { ...other, contractId: foreign.id });
    await insertPayment(t.db, { ...other, contractId: foreign.id }, { disputeId: "dp_foreign" });
    expect((await get(`/${mine.id}/invoices/${inv.id}`)).status).toBe(404);
    expect((await get(`/${mine.id}/documents/${doc.id}`)).status).toBe(404);
    expect((await get(`/${mine.id}/payments/dispute/dp_foreign/data`)).status).toBe(404);
    expect((await post(`/${mine.id}/amendments`, { amendment_id: amd.id })).status).toBe(404);
    const res = await t.request(`${base}/${mine.id}/documents-required/${req.id}`, {
      brand: BRAND,
      session: s.token,
      body: upload("file", [{ bytes: samplePdf(), name: "kbis.pdf" }]),
    });
    expect(res.status).toBe(404);
  });
});

describe("the contract and its lists", () => {
  it("returns the contract with payments, next payment, plannings, invoices, notifications and signable documents", async () => {
    const c = await insertContract(t.db, me, { number: "CTR-FULL" });
    const owned = { ...me, contractId: c.id };
    const inv = await insertInvoice(t.db, owned);
    await insertPayment(t.db, owned, { invoiceId: inv.id });
    await insertPlanning(t.db, owned, { dueDate: "2000-01-05", status: "success" });
    const next = await insertPlanning(t.db, owned, { dueDate: "2099-02-05" });
    await insertNotification(t.db, owned);
    await insertDocument(t.db, owned, { signature: true, state: "to_sign" });
    await insertDocument(t.db, owned, { signature: true, state: null });
    const res = await get(`/${c.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: c.id, number: "CTR-FULL", status: "formalised", price: 480, periodicity: "monthly" });
    expect(body.payments).toHaveLength(1);
    expect(body.invoices[0].payments).toHaveLength(1);
    expect(body.plannings).toHaveLength(2);
    expect(body.nextPayment.id).toBe(next.id);
    expect(body.notifications).toHaveLength(1);
    expect(body.signable_documents).toHaveLength(1);
    expect(body).not.toHaveProperty("clientId");

    for (const path of ["payments", "invoices", "notifications", "plannings"]) {
      const list = await get(`/${c.id}/${path}`);
      expect(list.status, path).toBe(200);
      expect((await list.json()).length, path).toBeGreaterThan(0);
    }
    const details = await (await get(`/${c.id}/details`)).json();
    expect(details).toMatchObject({ id: c.id, holder: { name: "Boulangerie Martin SARL" } });
  });

  it("gives the dispute data of a disputed payment", async () => {
    const c = await insertContract(t.db, me);
    await insertPayment(t.db, { ...me, contractId: c.id }, { status: "disputed", disputeId: "dp_1", disputeData: { reason: "fraudulent" } });
    const res = await get(`/${c.id}/payments/dispute/dp_1/data`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ dispute_id: "dp_1", status: "disputed", data: { reason: "fraudulent" } });
  });
});

describe("menus/{space}", () => {
  it("builds the customer menu with stored extra tabs", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    await insertRequiredDocument(t.db, { ...me, contractId: c.id });
    await insertMenuTab(t.db, { ...me, contractId: c.id });
    const res = await get(`/${c.id}/menus/customer?lang=fr`);
    expect(res.status).toBe(200);
    const menu = await res.json();
    expect(menu).toMatchObject({ id: `${c.id}:customer`, contract_id: c.id, space: "customer" });
    expect(menu.tabs.map((tab: { slug: string }) => tab.slug)).toEqual([
      "details",
      "documents",
      "payments",
      "required",
      "mes-vehicules",
      "termination",
      "assistance",
    ]);
    expect(menu.tabs[0].label).toBe("Détails");
  });

  it("answers 422 on an unknown space and 404 on the private space without personal_access", async () => {
    const c = await insertContract(t.db, me);
    const bad = await get(`/${c.id}/menus/admin`);
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toHaveProperty("space");
    expect((await get(`/${c.id}/menus/private`)).status).toBe(404);
  });

  it("serves the private space with personal_access", async () => {
    const c = await insertContract(t.db, me, { type: "sante" });
    await t.db.update(accounts).set({ personalAccess: true }).where(eq(accounts.id, s.accountId));
    try {
      const menu = await (await get(`/${c.id}/menus/private`)).json();
      expect(menu.tabs.map((tab: { type: string }) => tab.type)).toEqual(["details", "documents", "recipients"]);
    } finally {
      await t.db.update(accounts).set({ personalAccess: false }).where(eq(accounts.id, s.accountId));
    }
  });
});

describe("amendments", () => {
  it("lists pending amendments and approves one", async () => {
    const c = await insertContract(t.db, me, { amendmentAvailable: true, amendmentLabel: "Avenant" });
    const amd = await insertAmendment(t.db, { ...me, contractId: c.id });
    const list = await (await get(`/${c.id}/pending-amendments`)).json();
    expect(list.map((a: { id: string }) => a.id)).toEqual([amd.id]);

    const res = await post(`/${c.id}/amendments`, { amendment_id: amd.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: amd.id, status: "approved" });
    expect(await (await get(`/${c.id}/pending-amendments`)).json()).toEqual([]);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(row.amendmentAvailable).toBe(false);

    const twice = await post(`/${c.id}/amendments`, { amendment_id: amd.id });
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors).toEqual({ amendment_id: ["amendment.not-pending"] });
  });

  it("closes the amendment's notification once nothing is left to approve", async () => {
    const c = await insertContract(t.db, me, { amendmentAvailable: true, amendmentLabel: "Avenant" });
    const first = await insertAmendment(t.db, { ...me, contractId: c.id });
    const second = await insertAmendment(t.db, { ...me, contractId: c.id });
    const note = await insertNotification(
      t.db,
      { ...me, contractId: c.id },
      { title: "amendment_pending", type: "amendment", status: "pending", buttonAction: "amendment", buttonMessage: "continue" },
    );
    const other = await insertNotification(t.db, { ...me, contractId: c.id }, { type: "payment", status: "pending" });
    const notificationOf = async (id: string) =>
      ((await (await get(`/${c.id}/notifications`)).json()) as { id: string; status: string; button_action: string | null; title: string }[]).find(
        (n) => n.id === id,
      )!;

    await post(`/${c.id}/amendments`, { amendment_id: first.id });
    expect(await notificationOf(note.id)).toMatchObject({ status: "pending", button_action: "amendment" });

    await post(`/${c.id}/amendments`, { amendment_id: second.id });
    expect(await notificationOf(note.id)).toMatchObject({ status: "done", button_action: null, button_message: null, title: "amendment_approved" });
    expect(await notificationOf(other.id)).toMatchObject({ status: "pending" });
  });

  it("answers 422 on a missing amendment_id", async () => {
    const c = await insertContract(t.db, me);
    const res = await post(`/${c.id}/amendments`, {});
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty("amendment_id");
  });
});

describe("recipients", () => {
  it("lists the people a health contract covers, those who left apart by `active`", async () => {
    const c = await insertContract(t.db, me, { type: "sante" });
    await t.db.insert(contractRecipients).values([
      { ...me, contractId: c.id, firstname: "Léa", lastname: "Martin", relationship: "child", birthDate: "2014-03-02", coveredFrom: "2024-01-01" },
      { ...me, contractId: c.id, firstname: "Paul", lastname: "Martin", relationship: "spouse", coveredFrom: "2024-01-01", coveredUntil: "2024-06-30" },
    ]);
    const res = await get(`/${c.id}/recipients`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { firstname: string; relationship: string; active: boolean; birth_date: string | null }[];
    expect(list.map((r) => [r.firstname, r.relationship, r.active])).toEqual([
      ["Paul", "spouse", false],
      ["Léa", "child", true],
    ]);
    expect(list[1].birth_date).toBe("2014-03-02");
  });

  it("answers 404 for a contract that covers no people, as its menu has no such tab", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    expect((await get(`/${c.id}/recipients`)).status).toBe(404);
  });
});

describe("downloads", () => {
  it("serves the invoice PDF as an attachment", async () => {
    const c = await insertContract(t.db, me);
    const inv = await insertInvoice(t.db, { ...me, contractId: c.id }, { number: "F-2025-01" });
    const res = await get(`/${c.id}/invoices/${inv.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="invoice-F-2025-01.pdf"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("lists documents (certificates apart) and downloads one", async () => {
    const c = await insertContract(t.db, me);
    const doc = await insertDocument(t.db, { ...me, contractId: c.id });
    const cert = await insertDocument(t.db, { ...me, contractId: c.id }, { type: "certificate", name: "attestation.pdf", label: "Attestation" });
    await insertDocument(t.db, { ...me, contractId: c.id }, { visible: false, label: "Hidden" });
    const list = await (await get(`/${c.id}/documents`)).json();
    expect(list.id).toBe(c.id);
    expect(list.documents.map((d: { id: string }) => d.id)).toEqual([doc.id]);

    const res = await get(`/${c.id}/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="conditions-particulieres.pdf"/);

    const certs = await (await get(`/${c.id}/certificates`)).json();
    expect(certs.map((d: { id: string }) => d.id)).toEqual([cert.id]);
    const stored = await fileStoreFor({ db: t.db, config: t.config, now: t.clock.now } as AppDeps).put(samplePdf(), {
      mime: "application/pdf",
      originalName: "stored.pdf",
    });
    const withFile = await insertDocument(t.db, { ...me, contractId: c.id }, { storageKey: stored.key, name: "stored.pdf" });
    const served = await get(`/${c.id}/documents/${withFile.id}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(samplePdf());

    const pdf = await get(`/${c.id}/certificates/${cert.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await get(`/${c.id}/certificates/${doc.id}`)).status).toBe(404);
  });
});

describe("documents-required", () => {
  it("uploads exactly one file and marks the document uploaded, with the detected type", async () => {
    const c = await insertContract(t.db, me);
    const req = await insertRequiredDocument(t.db, { ...me, contractId: c.id });
    const list = await (await get(`/${c.id}/documents-required`)).json();
    expect(list[0]).toMatchObject({ id: req.id, status: "missing", reject_reason: null });

    const res = await t.request(`${base}/${c.id}/documents-required/${req.id}`, {
      brand: BRAND,
      session: s.token,
      body: upload("file", [{ bytes: sampleJpg(), name: "kbis.png" }]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: req.id, status: "uploaded", mime: "image/jpeg", file_name: "kbis.jpg" });

    // Its owner downloads it back, as an attachment with the stored type.
    const back = await get(`/${c.id}/documents-required/${req.id}`);
    expect(back.status).toBe(200);
    expect(back.headers.get("content-type")).toBe("image/jpeg");
    expect(back.headers.get("content-disposition")).toMatch(/^attachment; filename="kbis.jpg"/);
    expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(sampleJpg()))).toBe(true);
  });

  it("answers 404 for the file of a document nothing was uploaded for, and for another client's", async () => {
    const c = await insertContract(t.db, me);
    const req = await insertRequiredDocument(t.db, { ...me, contractId: c.id });
    expect((await get(`/${c.id}/documents-required/${req.id}`)).status).toBe(404);
    const theirs = await insertContract(t.db, other);
    const theirReq = await insertRequiredDocument(t.db, { ...other, contractId: theirs.id });
    expect((await get(`/${theirs.id}/documents-required/${theirReq.id}`)).status).toBe(404);
  });

  it("answers 422 on no file, two files, a wrong type, and a document already valid", async () => {
    const c = await insertContract(t.db, me);
    const req = await insertRequiredDocument(t.db, { ...me, contractId: c.id });
    const path = `${base}/${c.id}/documents-required/${req.id}`;
    const send = (body: FormData) => t.request(path, { brand: BRAND, session: s.token, body });

    const none = await send(upload("file", []));
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toEqual({ file: ["upload.missing"] });
    const two = await send(
      upload("file", [
        { bytes: samplePdf(), name: "a.pdf" },
        { bytes: samplePdf(), name: "b.pdf" },
      ]),
    );
    expect((await two.json()).errors).toEqual({ file: ["upload.too-many"] });
    const exe = await send(upload("file", [{ bytes: sampleExe(), name: "a.pdf" }]));
    expect((await exe.json()).errors).toEqual({ file: ["upload.bad-type"] });

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(samplePdf());
    const tooLarge = await send(upload("file", [{ bytes: big, name: "big.pdf" }]));
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).errors).toEqual({ file: ["upload.too-large"] });

    await t.db.update(requiredDocuments).set({ status: "valid" }).where(eq(requiredDocuments.id, req.id));
    const valid = await send(upload("file", [{ bytes: samplePdf(), name: "a.pdf" }]));
    expect(valid.status).toBe(422);
    expect((await valid.json()).errors).toEqual({ file: ["required-document.already-valid"] });
  });
});

describe("terminations-requests", () => {
  it("gives the reasons of a business fleet contract", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    const res = await get(`/${c.id}/terminations-requests/settings?lang=en`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reasons.map((r: { code: string }) => r.code)).toEqual(["end_of_term", "sale_of_asset", "change_of_situation", "death", "other"]);
    expect(body).toMatchObject({ max_files: 5, accepted_types: ["pdf", "jpg"], can_request: true });
    // Codes only, whatever ?lang= says: the portal words the reason and the suggested proof.
    expect(body.reasons.find((r: { code: string }) => r.code === "sale_of_asset")).toEqual({
      code: "sale_of_asset",
      suggested_proof: "deed_of_sale",
      earliest_effective_date: expect.any(String),
    });
  });

  it("records a request with files, marks the contract and e-mails an acknowledgement", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    const res = await t.request(`${base}/${c.id}/terminations-requests`, {
      brand: BRAND,
      session: s.token,
      body: upload("file[]", [{ bytes: samplePdf(), name: "cession.pdf" }], { reason: "sale_of_asset", details: "Vehicle sold" }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ contract_id: c.id, reason: "sale_of_asset", details: "Vehicle sold", status: "received" });
    expect(body.files).toHaveLength(1);
    expect(body.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(row.termination).toMatchObject({ request_id: body.id });
    const acks = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "termination-acknowledgement"), eq(outbox.brandId, BRAND)));
    expect(acks.length).toBeGreaterThan(0);

    const settings = await (await get(`/${c.id}/terminations-requests/settings`)).json();
    expect(settings.can_request).toBe(false);
    const again = await t.request(`${base}/${c.id}/terminations-requests`, {
      brand: BRAND,
      session: s.token,
      body: upload("file[]", [], { reason: "other" }),
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ contract: ["termination.already-requested"] });
  });

  it("answers 422 with field paths on a bad reason, an early date and too many files", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    const path = `${base}/${c.id}/terminations-requests`;
    const send = (body: FormData) => t.request(path, { brand: BRAND, session: s.token, body });
    const hamon = await send(upload("file[]", [], { reason: "hamon" }));
    expect(hamon.status).toBe(422);
    expect((await hamon.json()).errors).toEqual({ reason: ["field.not-allowed"] });
    const early = await send(upload("file[]", [], { reason: "end_of_term", date: "2000-01-01" }));
    expect((await early.json()).errors).toEqual({ date: ["termination.date-too-early"] });
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: samplePdf(), name: `${i}.pdf` }));
    const many = await send(upload("file[]", six, { reason: "other" }));
    expect((await many.json()).errors).toEqual({ file: ["upload.too-many"] });
    expect(await t.db.select().from(terminationRequests).where(eq(terminationRequests.contractId, c.id))).toHaveLength(0);
  });
});

describe("garage and claim resources", () => {
  it("lists the vehicles of a fleet contract and counts them", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    await insertVehicle(t.db, { ...me, contractId: c.id }, { registrationNumber: "AA-111-AA" });
    await insertVehicle(t.db, { ...me, contractId: c.id }, { registrationNumber: "BB-222-BB", affiliation: "manager" });
    await insertVehicle(t.db, { ...me, contractId: c.id }, { registrationNumber: "CC-333-CC", exitDate: "2020-01-01" });
    const cars = await (await get(`/${c.id}/garage/cars`)).json();
    expect(cars).toHaveLength(3);
    expect(await (await get(`/${c.id}/garage`)).json()).toEqual({ contract_id: c.id, total: 3, active: 2, company: 1, manager: 1 });
    const home = await insertContract(t.db, me, { type: "mrh" });
    expect((await get(`/${home.id}/garage/cars`)).status).toBe(404);
  });

  it("gives claim natures, types, requirements and WeProov eligibility", async () => {
    const c = await insertContract(t.db, me, { type: "auto" });
    // Codes only, whatever ?lang= says: the portal words them ("Collision / accident" in en, app/utils/i18n/broker-codes.test.ts).
    const natures = await (await get(`/${c.id}/resources/claim-natures?lang=en`)).json();
    expect(natures[0]).toEqual({ code: "collision" });
    const types = await (await get(`/${c.id}/claim-type`)).json();
    expect(types.map((x: { code: string }) => x.code)).toEqual(["damage_suffered", "damage_caused"]);
    expect(types).toEqual([{ code: "damage_suffered" }, { code: "damage_caused" }]);
    const reqs = await (await get(`/${c.id}/claim-requirements?nature=collision&third_party_involved=true`)).json();
    expect(reqs.map((x: { code: string }) => x.code)).toContain("accident_report");
    for (const requirement of reqs) expect(Object.keys(requirement).sort()).toEqual(["code", "required"]);
    expect(await (await get(`/${c.id}/claim-can-use-weproov?nature=theft`)).json()).toEqual({ can_use_weproov: false });
    expect(await (await get(`/${c.id}/claim-can-use-weproov?nature=glass`)).json()).toEqual({ can_use_weproov: true });
  });

  it("answers 422 on a missing or foreign nature", async () => {
    const c = await insertContract(t.db, me, { type: "auto" });
    const missing = await get(`/${c.id}/claim-requirements`);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toHaveProperty("nature");
    const foreign = await get(`/${c.id}/claim-requirements?nature=water_damage`);
    expect((await foreign.json()).errors).toEqual({ nature: ["field.not-allowed"] });
  });
});

describe("demo data", () => {
  it("answers every read of every demo contract without a server error", async () => {
    // The demo client whose contracts cover every status (broker/db/demo).
    const fullClientId = `cli_${BRAND}_full`;
    s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId: fullClientId });
    me = { brandId: BRAND, clientId: fullClientId };
    base = `/v2/clients/${fullClientId}/contracts`;
    const rows = await t.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.brandId, BRAND), eq(contracts.clientId, me.clientId)));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const paths = [
      "",
      "/menus/customer",
      "/details",
      "/pending-amendments",
      "/payments",
      "/invoices",
      "/documents",
      "/documents-required",
      "/notifications",
      "/plannings",
      "/certificates",
      "/terminations-requests/settings",
      "/garage",
      "/garage/cars",
      "/resources/claim-natures",
      "/claim-type",
      "/claim-can-use-weproov",
    ];
    for (const row of rows) {
      for (const path of paths) {
        const res = await get(`/${row.id}${path}`);
        expect([200, 404], `${row.type} ${path}`).toContain(res.status);
      }
      const body = await (await get(`/${row.id}`)).json();
      for (const invoice of body.invoices) expect((await t.request(invoice.invoice_url, { brand: BRAND, session: s.token })).status).toBe(200);
      const docs = await (await get(`/${row.id}/documents`)).json();
      for (const doc of docs.documents) {
        const res = await t.request(doc.url, { brand: BRAND, session: s.token });
        expect([200, 404], doc.url).toContain(res.status);
      }
    }
    for (const path of ["invoices", "contracts?include=signable_documents", "notifications", "certificates", "menus", "services", "products/available"]) {
      const res = await t.request(`/v2/clients/${me.clientId}/${path}`, { brand: BRAND, session: s.token });
      expect(res.status, path).toBe(200);
    }
  });
});
