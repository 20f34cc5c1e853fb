import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, delegations, gdprRequests, outbox, terminationRequestFiles, terminationRequests } from "../db/schema";
import {
  insertClient,
  insertContract,
  insertDocument,
  insertInvoice,
  insertNotification,
  insertPayment,
  insertPlanning,
  insertProduct,
  insertService,
  nextWeekday,
  samplePdf,
  sampleExe,
  sampleJpg,
  type Owner,
} from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;
let base: string;

beforeAll(async () => {
  ({ t, s, me, base } = await openClientBroker(BRAND));
  const otherClient = await insertClient(t.db, BRAND);
  other = { brandId: BRAND, clientId: otherClient.id };
});
afterAll(() => t.close());

const get = (path: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token });
const send = (path: string, body: unknown, method = "POST") => t.request(`${base}${path}`, { brand: BRAND, session: s.token, body, method });

async function mails(template: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, template)));
}

describe("GET clients/{client}/invoices", () => {
  it("maps contract id to its invoices, with their payments; other clients' invoices never show", async () => {
    const c1 = await insertContract(t.db, me);
    const c2 = await insertContract(t.db, me);
    const inv = await insertInvoice(t.db, { ...me, contractId: c1.id });
    await insertPayment(t.db, { ...me, contractId: c1.id }, { invoiceId: inv.id });
    await insertInvoice(t.db, { ...me, contractId: c2.id });
    const foreign = await insertContract(t.db, other);
    await insertInvoice(t.db, { ...other, contractId: foreign.id });

    const res = await get("/invoices");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body[c1.id]).toHaveLength(1);
    expect(body[c1.id][0]).toMatchObject({ id: inv.id, contract_id: c1.id, amount: 40, status: "issued", type: "payment" });
    expect(body[c1.id][0].payments).toHaveLength(1);
    expect(body[c1.id][0].invoice_url).toBe(`${base}/contracts/${c1.id}/invoices/${inv.id}`);
    expect(body[c2.id]).toHaveLength(1);
    expect(body[foreign.id]).toBeUndefined();
  });

  it("answers 404 for another client's id", async () => {
    const res = await t.request(`/v2/clients/${other.clientId}/invoices`, { brand: BRAND, session: s.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "generic.not-found" });
  });
});

describe("GET clients/{client}/contracts", () => {
  it("lists contracts, leaves out unsigned quote-type ones, and includes signable documents on demand", async () => {
    const signed = await insertContract(t.db, me, { label: "Signed one" });
    const quote = await insertContract(t.db, me, { type: "quote", isSigned: false, status: "quote" });
    const signedQuote = await insertContract(t.db, me, { type: "quote", isSigned: true, status: "signed" });
    await insertDocument(t.db, { ...me, contractId: signed.id }, { signature: true, state: "to_sign", label: "À signer" });
    await insertDocument(t.db, { ...me, contractId: signed.id }, { signature: false });

    const plain = await (await get("/contracts")).json();
    const ids = plain.map((c: { id: string }) => c.id);
    expect(ids).toContain(signed.id);
    expect(ids).toContain(signedQuote.id);
    expect(ids).not.toContain(quote.id);
    expect(plain[0]).not.toHaveProperty("signable_documents");

    const res = await get("/contracts?include=signable_documents");
    expect(res.status).toBe(200);
    const withDocs = await res.json();
    const entry = withDocs.find((c: { id: string }) => c.id === signed.id);
    expect(entry.signable_documents).toHaveLength(1);
    expect(entry.signable_documents[0]).toMatchObject({ label: "À signer", signature: true });
    expect(entry).not.toHaveProperty("brandId");
  });

  // Issue 31, decision 0136: the list's next payment is the contract call's, one rule (domain/next-payment.ts).
  it("gives each contract's next payment on demand, the same as the contract call's", async () => {
    const c = await insertContract(t.db, me, { label: "With a schedule" });
    const owned = { ...me, contractId: c.id };
    const paid = await insertInvoice(t.db, owned, { status: "paid" });
    const open = await insertInvoice(t.db, owned, { status: "issued" });
    await insertPlanning(t.db, owned, { dueDate: "2000-01-05", status: "active" });
    await insertPlanning(t.db, owned, { dueDate: "2098-01-05", status: "fail" });
    await insertPlanning(t.db, owned, { dueDate: "2098-02-05", status: "active", invoiceId: paid.id });
    const next = await insertPlanning(t.db, owned, { dueDate: "2098-03-05", status: "active", invoiceId: open.id, amount: 412.5 });
    await insertPlanning(t.db, owned, { dueDate: "2098-04-05", status: "active" });
    const none = await insertContract(t.db, me, { label: "Without one" });
    // Another client's earlier line is not this client's.
    const foreign = await insertContract(t.db, other, {});
    await insertPlanning(t.db, { ...other, contractId: foreign.id }, { dueDate: "2097-01-05" });

    const listed = await (await get("/contracts?include=signable_documents,next_payment")).json();
    const entry = listed.find((x: { id: string }) => x.id === c.id);
    expect(entry.nextPayment).toMatchObject({ id: next.id, due_date: "2098-03-05", amount: 412.5, invoice_id: open.id });
    expect(entry.signable_documents).toEqual([]);
    expect(listed.find((x: { id: string }) => x.id === none.id).nextPayment).toBeNull();
    const single = await (await get(`/contracts/${c.id}`)).json();
    expect(single.nextPayment).toEqual(entry.nextPayment);
    expect((await (await get("/contracts?include=signable_documents")).json())[0]).not.toHaveProperty("nextPayment");
  });

  it("answers 422 on an unknown include", async () => {
    const res = await get("/contracts?include=everything");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation.failed");
    expect(Object.keys(body.errors)[0]).toMatch(/^include/);
  });

  it("answers 404 for another client's id and for a prospect", async () => {
    expect((await t.request(`/v2/clients/${other.clientId}/contracts`, { brand: BRAND, session: s.token })).status).toBe(404);
    const p = await t.sessionFor(BRAND, "prospect");
    expect((await t.request(`/v2/clients/${p.prospectId}/contracts`, { brand: BRAND, session: p.token })).status).toBe(404);
  });
});

describe("notifications, certificates, menus, services, products", () => {
  it("lists the client's notifications only", async () => {
    const c = await insertContract(t.db, me);
    const mine = await insertNotification(t.db, { ...me, contractId: c.id }, { title: "unpaid" });
    const theirs = await insertNotification(t.db, other, { title: "unpaid" });
    const body = await (await get("/notifications")).json();
    expect(body.map((n: { id: string }) => n.id)).toContain(mine.id);
    expect(body.map((n: { id: string }) => n.id)).not.toContain(theirs.id);
  });

  it("groups certificates by contract", async () => {
    const c = await insertContract(t.db, me, { number: "CERT-1" });
    const doc = await insertDocument(t.db, { ...me, contractId: c.id }, { type: "certificate", name: "attestation.pdf", label: "Attestation" });
    const body = await (await get("/certificates")).json();
    const entry = body.find((e: { id: string }) => e.id === c.id);
    expect(entry).toMatchObject({ number: "CERT-1" });
    expect(entry.documents[0]).toMatchObject({ id: doc.id, url: `${base}/contracts/${c.id}/certificates/${doc.id}` });
  });

  it("builds one menu per contract in the customer space", async () => {
    const c = await insertContract(t.db, me, { type: "fleet" });
    const body = await (await get("/menus?lang=en")).json();
    const menu = body.find((m: { contract_id: string }) => m.contract_id === c.id);
    expect(menu.space).toBe("customer");
    expect(menu.tabs.map((tab: { type: string }) => tab.type)).toEqual(["details", "documents", "payments", "garage_cars", "termination"]);
  });

  it("lists the brand's services and products, not another brand's", async () => {
    await insertService(t.db, BRAND, { label: "Assistance" });
    await insertService(t.db, "mistral", { label: "Mistral only" });
    await insertProduct(t.db, BRAND, { name: "Flotte" });
    const services = (await (await get("/services")).json()).map((x: { label: string }) => x.label);
    expect(services).toContain("Assistance");
    expect(services).not.toContain("Mistral only");
    const products = await (await get("/products/available")).json();
    expect(products.find((p: { name: string }) => p.name === "Flotte")).toMatchObject({ quote_url: "https://example.com/quote" });
  });

  it("answers 404 for another client's id on each list", async () => {
    for (const path of ["notifications", "certificates", "menus", "services", "products/available", "delegations"]) {
      const res = await t.request(`/v2/clients/${other.clientId}/${path}`, { brand: BRAND, session: s.token });
      expect(res.status, path).toBe(404);
    }
  });
});

describe("delegations", () => {
  const valid = {
    firstname: "Paul",
    lastname: "Comptable",
    email: "Paul@Example.com",
    phone: "+33 6 11 22 33 44",
    gender: "M",
    function: "accountant",
  };

  it("creates, lists and deletes a delegation, and e-mails the delegate", async () => {
    const res = await send("/delegations", valid);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ firstname: "Paul", email: "paul@example.com", gender: "M", function: "accountant" });
    const invitations = await mails("delegation-invitation");
    expect(invitations.some((m) => m.recipient === "paul@example.com")).toBe(true);

    const list = await (await get("/delegations")).json();
    expect(list.map((d: { id: string }) => d.id)).toContain(created.id);

    const again = await send("/delegations", valid);
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toHaveProperty("email");

    const del = await t.request(`${base}/delegations/${created.id}`, { brand: BRAND, session: s.token, method: "DELETE" });
    expect(del.status).toBe(204);
    expect(await t.db.select().from(delegations).where(eq(delegations.id, created.id))).toHaveLength(0);
  });

  it("refuses bad fields with codes the portal translates, never English sentences", async () => {
    const res = await send("/delegations", { ...valid, phone: "call me", gender: "X", function: "boss", firstname: "" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      phone: ["field.format"],
      gender: ["field.not-allowed"],
      function: ["field.not-allowed"],
      firstname: ["field.required"],
    });
  });

  it("replays a repeated Idempotency-Key without a second delegation or e-mail", async () => {
    const body = { ...valid, email: "replay@example.com" };
    const first = await t.request(`${base}/delegations`, { brand: BRAND, session: s.token, body, idempotencyKey: "dlg-replay-1" });
    const second = await t.request(`${base}/delegations`, { brand: BRAND, session: s.token, body, idempotencyKey: "dlg-replay-1" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect((await second.json()).id).toBe((await first.json()).id);
    expect((await mails("delegation-invitation")).filter((m) => m.recipient === "replay@example.com")).toHaveLength(1);
  });

  it("answers 422 with field paths on a bad body", async () => {
    const res = await send("/delegations", { ...valid, gender: "X", function: "boss", email: "nope" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "function", "gender"]);
  });

  it("answers 404 when deleting another client's delegation, and keeps it", async () => {
    const [foreign] = await t.db
      .insert(delegations)
      .values({ ...other, firstname: "A", lastname: "B", email: "a@b.fr", gender: "F", function: "manager" })
      .returning();
    const res = await t.request(`${base}/delegations/${foreign.id}`, { brand: BRAND, session: s.token, method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(delegations).where(eq(delegations.id, foreign.id))).toHaveLength(1);
  });
});

describe("POST clients/{client}/requests/contact", () => {
  const body = (day: string) => ({ day, hour: "9-10", subject: "Question", text: "Please call me.", phone: "+33 6 12 34 56 78" });

  it("records a callback request on a weekday", async () => {
    const day = nextWeekday(t.clock.now(), "weekday");
    const res = await send("/requests/contact", body(day));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ day, hour: "9-10", subject: "Question" });
  });

  it("refuses a Saturday, an unknown hour range and a missing text", async () => {
    const saturday = await send("/requests/contact", body(nextWeekday(t.clock.now(), "saturday")));
    expect(saturday.status).toBe(422);
    expect((await saturday.json()).errors).toHaveProperty("day");
    const bad = await send("/requests/contact", { ...body(nextWeekday(t.clock.now(), "weekday")), hour: "12-13", text: "" });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(["hour", "text"]);
  });

  it("answers 404 for another client's id", async () => {
    const res = await t.request(`/v2/clients/${other.clientId}/requests/contact`, {
      brand: BRAND,
      session: s.token,
      body: body("2030-01-07"),
    });
    expect(res.status).toBe(404);
  });
});

describe("POST clients/{client}/rights-exercise", () => {
  it("records the request and sends an acknowledgement", async () => {
    const res = await send("/rights-exercise", { subject: "portability", comment: "All my data", acceptance: true });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ subject: "portability", status: "received" });
    const [row] = await t.db.select().from(gdprRequests).where(eq(gdprRequests.id, body.id));
    expect(row.subject).toBe("portability");
    expect((await mails("rights-exercise-acknowledgement")).length).toBeGreaterThan(0);
  });

  it("requires the acceptance and a known subject", async () => {
    const res = await send("/rights-exercise", { subject: "everything", acceptance: false });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["acceptance", "subject"]);
  });

  it("answers 404 for another client's id", async () => {
    const res = await t.request(`/v2/clients/${other.clientId}/rights-exercise`, {
      brand: BRAND,
      session: s.token,
      body: { subject: "access", acceptance: true },
    });
    expect(res.status).toBe(404);
  });
});

describe("POST termination-requests (public)", () => {
  function form(fields: Record<string, string>, files: { bytes: Uint8Array; name: string }[] = []) {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    for (const f of files) data.append("file[]", new File([f.bytes as BlobPart], f.name));
    return data;
  }
  const identity = { firstname: "Jean", lastname: "Durand", email: "other@example.com", reason: "end_of_term" };

  it("answers the same for a known and an unknown contract number, and records only a full match on the contract", async () => {
    const contract = await insertContract(t.db, other, { number: "PUB-0001" });
    const known = await t.request("/v2/termination-requests", {
      brand: BRAND,
      body: form({ ...identity, contract_number: "pub 0001" }, [
        { bytes: samplePdf(), name: "proof.pdf" },
        { bytes: sampleJpg(), name: "photo.jpg" },
      ]),
    });
    const unknown = await t.request("/v2/termination-requests", {
      brand: BRAND,
      body: form({ ...identity, contract_number: "NOPE-9999" }),
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const a = await known.json();
    const b = await unknown.json();
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.status).toBe("received");

    const [row] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, a.reference));
    expect(row).toMatchObject({ isPublic: true, contractId: contract.id, clientId: other.clientId });
    expect(await t.db.select().from(terminationRequestFiles).where(eq(terminationRequestFiles.terminationRequestId, a.reference))).toHaveLength(2);
    const [updated] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(updated.termination).toMatchObject({ request_id: a.reference, source: "public" });

    const [unmatched] = await t.db.select().from(terminationRequests).where(eq(terminationRequests.id, b.reference));
    expect(unmatched.contractId).toBeNull();
    // The address given is the holder's on the known contract only: one acknowledgement, for it, with its PDF.
    const acks = (await mails("termination-public-acknowledgement")).filter((m) => m.recipient === "other@example.com");
    expect(acks).toHaveLength(1);
    expect(acks[0].textBody).toContain(a.reference);
    expect(acks[0].attachments?.[0]).toMatchObject({ mime: "application/pdf", name: `termination-acknowledgement-${a.reference}.pdf` });
  });

  it("keeps a partial match for review without touching the contract", async () => {
    const contract = await insertContract(t.db, other, { number: "PUB-0002" });
    const res = await t.request("/v2/termination-requests", {
      brand: BRAND,
      body: form({ ...identity, email: "someone.else@example.com", contract_number: "PUB-0002" }),
    });
    expect(res.status).toBe(202);
    const [row] = await t.db
      .select()
      .from(terminationRequests)
      .where(eq(terminationRequests.id, (await res.json()).reference));
    // Filed under the holder, who sees it and may withdraw it (issue 41 point 4); nothing recorded on the contract.
    expect(row).toMatchObject({ status: "needs_review", contractId: contract.id, clientId: other.clientId });
    const [untouched] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(untouched.termination).toBeNull();
    // Not the holder's address: no e-mail there (the form is no way to send mail to anyone, nor to learn the number exists).
    expect((await mails("termination-public-acknowledgement")).filter((m) => m.recipient === "someone.else@example.com")).toHaveLength(0);
  });

  it("answers 422 with field paths on missing identity fields and bad files", async () => {
    const res = await t.request("/v2/termination-requests", { brand: BRAND, body: form({ firstname: "Jean", reason: "nope" }) });
    expect(res.status).toBe(422);
    const errors = (await res.json()).errors;
    expect(errors).toHaveProperty("lastname");
    expect(errors).toHaveProperty("contract_number");
    expect(errors).toHaveProperty("reason");

    const exe = await t.request("/v2/termination-requests", {
      brand: BRAND,
      body: form({ ...identity, contract_number: "X-1" }, [
        { bytes: samplePdf(), name: "a.pdf" },
        { bytes: sampleExe(), name: "b.pdf" },
      ]),
    });
    expect(exe.status).toBe(422);
    expect((await exe.json()).errors).toEqual({ "file.1": ["upload.bad-type"] });

    const six = Array.from({ length: 6 }, (_, i) => ({ bytes: samplePdf(), name: `${i}.pdf` }));
    const tooMany = await t.request("/v2/termination-requests", { brand: BRAND, body: form({ ...identity, contract_number: "X-1" }, six) });
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).errors).toEqual({ file: ["upload.too-many"] });
  });

  it("needs the brand token", async () => {
    const res = await t.request("/v2/termination-requests", { brand: null, body: form({ ...identity, contract_number: "X-1" }) });
    expect(res.status).toBe(401);
  });
});
