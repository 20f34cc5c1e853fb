/**
 * Termination in steps (issue 30 §4-5): the form's draft with its files,
 * read back for the summary, sent with the acknowledgement PDF e-mailed;
 * requests read back with their state; the public form's reasons, its draft
 * and the same answer whether the contract matched or not.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, terminationRequests } from "../db/schema";
import { insertClient, insertContract, sampleJpg, samplePdf, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let base: string;

beforeAll(async () => {
  ({ t, s, me, base } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

function form(fields: Record<string, string>, files: { bytes: Uint8Array; name: string }[] = []) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append("file[]", new File([f.bytes as BlobPart], f.name));
  return data;
}
const asClient = (path: string, body?: unknown) => t.request(`${base}${path}`, { brand: BRAND, session: s.token, body });
const twoFiles = () => [
  { bytes: samplePdf(), name: "cession.pdf" },
  { bytes: sampleJpg(), name: "photo.jpg" },
];

async function mailsTo(template: string, to: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, template), eq(outbox.recipient, to)));
}

describe("termination from a contract, in steps", () => {
  it("keeps the form as a draft with its files, changes it without losing them, then sends it with the acknowledgement PDF", async () => {
    const contract = await insertContract(t.db, me, { type: "fleet" });
    const path = `/contracts/${contract.id}/terminations-requests`;
    const draftRes = await asClient(`${path}/drafts`, form({ reason: "sale_of_asset", details: "Sold" }, twoFiles()));
    expect(draftRes.status).toBe(201);
    const draft = await draftRes.json();
    expect(draft).toMatchObject({ status: "draft", reason: "sale_of_asset", acknowledgement_available: false, submitted_at: null });
    expect(draft.files.map((f: { mime: string }) => f.mime)).toEqual(["application/pdf", "image/jpeg"]);

    // Back from the summary: the details changed, no file chosen again: the two files stay.
    const changed = await (await asClient(`${path}/drafts`, form({ reason: "sale_of_asset", details: "Sold in May", draft: draft.id }))).json();
    expect(changed).toMatchObject({ id: draft.id, details: "Sold in May" });
    expect(changed.files).toHaveLength(2);

    // A draft is not a request: not listed, the contract not marked, no e-mail.
    expect(await (await asClient(path)).json()).toEqual([]);
    expect((await asClient(`/contracts/${contract.id}/terminations-requests/settings`).then((r) => r.json())).can_request).toBe(true);
    expect(await asClient(`${path}/${draft.id}/acknowledgement`).then((r) => r.status)).toBe(404);
    expect(await (await asClient(`${path}/${draft.id}`)).json()).toMatchObject({ status: "draft", files: [{}, {}] });

    const sent = await asClient(`${path}/${draft.id}/submit`, { locale: "en-fr" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ id: draft.id, status: "received", acknowledgement_available: true });
    const [listed] = await (await asClient(path)).json();
    expect(listed).toMatchObject({ id: draft.id, status: "received", files: [{}, {}] });
    expect(listed.submitted_at).toEqual(expect.any(String));

    const [mail] = await mailsTo("termination-acknowledgement", t.demo.client.email).then((rows) => rows.filter((m) => m.textBody.includes(draft.id)));
    expect(mail.subject).toContain(contract.number);
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.from(mail.attachments![0].base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");

    const pdf = await asClient(`${path}/${draft.id}/acknowledgement?lang=fr`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Sent once: a second confirmation finds no draft, a new request is refused on the contract.
    expect((await asClient(`${path}/${draft.id}/submit`, {})).status).toBe(404);
    const again = await asClient(`${path}/drafts`, form({ reason: "sale_of_asset" }));
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toHaveProperty("contract");
  });

  it("refuses a sixth file and a PNG on the draft, and keeps nothing", async () => {
    const contract = await insertContract(t.db, me, { type: "fleet" });
    const path = `/contracts/${contract.id}/terminations-requests/drafts`;
    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: samplePdf(), name: `${i}.pdf` }));
    const tooMany = await asClient(path, form({ reason: "sale_of_asset" }, six));
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).errors).toEqual({ file: ["upload.too-many"] });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const refused = await asClient(path, form({ reason: "sale_of_asset" }, [{ bytes: png, name: "scan.jpg" }]));
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ "file.0": ["upload.bad-type"] });
    expect(await t.db.select().from(terminationRequests).where(eq(terminationRequests.contractId, contract.id))).toHaveLength(0);
  });

  it("answers 404 for another client's draft or request", async () => {
    const other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
    const theirs = await insertContract(t.db, other, { type: "fleet" });
    const [row] = await t.db
      .insert(terminationRequests)
      .values({ ...other, contractId: theirs.id, reason: "end_of_term", status: "draft" })
      .returning();
    const mine = await insertContract(t.db, me, { type: "fleet" });
    for (const contractId of [theirs.id, mine.id]) {
      expect((await asClient(`/contracts/${contractId}/terminations-requests/${row.id}`)).status).toBe(404);
      expect((await asClient(`/contracts/${contractId}/terminations-requests/${row.id}/submit`, {})).status).toBe(404);
    }
  });
});

describe("easy termination (public), in steps", () => {
  it("gives the public reasons", async () => {
    const res = await t.request("/v2/termination-requests/settings", { brand: BRAND });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reasons.map((r: { code: string }) => r.code)).toContain("end_of_term");
    expect(body).toMatchObject({ max_files: 5, accepted_types: ["pdf", "jpg"] });
  });

  it("keeps a draft for the summary, then answers the same matched or not, e-mailing only the holder", async () => {
    const holderEmail = "holder.steps@example.com";
    const holder = await insertClient(t.db, BRAND, { email: holderEmail, ownerLastname: "Martin" });
    const contract = await insertContract(t.db, { brandId: BRAND, clientId: holder.id });
    const identity = { firstname: "Anne", lastname: "Martin", reason: "end_of_term" };

    const draftRes = await t.request("/v2/termination-requests/drafts", {
      brand: BRAND,
      body: form({ ...identity, email: holderEmail, contract_number: contract.number, company_name: "Martin SARL" }, twoFiles()),
    });
    expect(draftRes.status).toBe(201);
    const draft = await draftRes.json();
    expect(draft).toMatchObject({
      company_name: "Martin SARL",
      contract_number: contract.number,
      files: [{ mime: "application/pdf" }, { mime: "image/jpeg" }],
    });
    const readBack = await t.request(`/v2/termination-requests/drafts/${draft.reference}`, { brand: BRAND });
    expect(await readBack.json()).toEqual(draft);
    expect((await t.request(`/v2/termination-requests/drafts/${draft.reference}`, { brand: "mistral" })).status).toBe(404);

    const stranger = await (
      await t.request("/v2/termination-requests/drafts", {
        brand: BRAND,
        body: form({ ...identity, email: "stranger@example.com", contract_number: "NOPE-42" }),
      })
    ).json();

    const matched = await t.request(`/v2/termination-requests/drafts/${draft.reference}/submit`, { brand: BRAND, body: { locale: "fr-fr" } });
    const unmatched = await t.request(`/v2/termination-requests/drafts/${stranger.reference}/submit`, { brand: BRAND, body: { locale: "fr-fr" } });
    expect(matched.status).toBe(202);
    expect(unmatched.status).toBe(202);
    const [a, b] = [await matched.json(), await unmatched.json()];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect([a.status, b.status]).toEqual(["received", "received"]);

    const [ack] = await mailsTo("termination-public-acknowledgement", holderEmail);
    expect(ack.subject).toContain(contract.number);
    expect(ack.attachments?.[0].mime).toBe("application/pdf");
    expect(await mailsTo("termination-public-acknowledgement", "stranger@example.com")).toHaveLength(0);
    // Sent: the draft is gone for the summary page.
    expect((await t.request(`/v2/termination-requests/drafts/${draft.reference}`, { brand: BRAND })).status).toBe(404);
  });

  it("forgets a public draft after a day", async () => {
    const res = await t.request("/v2/termination-requests/drafts", {
      brand: BRAND,
      body: form({ firstname: "A", lastname: "B", email: "a@example.com", contract_number: "X-1", reason: "other" }),
    });
    const { reference } = await res.json();
    await t.db
      .update(terminationRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(terminationRequests.id, reference));
    expect((await t.request(`/v2/termination-requests/drafts/${reference}`, { brand: BRAND })).status).toBe(404);
    expect((await t.request(`/v2/termination-requests/drafts/${reference}/submit`, { brand: BRAND, body: {} })).status).toBe(404);
  });
});
