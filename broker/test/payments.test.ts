import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, contracts, documents, invoices, mandates, outbox, payments, plannings } from "../db/schema";
import { addMonths, parisDay } from "../domain/calendar";
import { testCardOutcomes } from "../providers/card";
import { settleContractSignature } from "../providers/signature-records";
import { insertClient, insertContract, insertDocument, insertInvoice, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";
import { signAtProvider } from "./fixtures/sandbox-signing";

const BRAND = "azura";
const IBAN = "FR7630006000011234567890189";
/** SPEC section 7: "payment-method-switchable: periodicity-switchable". */
const FREQ = "/payment-method-switchable/periodicity-switchable";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
});
afterAll(() => t.close());

const url = (contractId: string, path: string) => `/v2/clients/${s.clientId}/contracts/${contractId}${path}`;
const get = (contractId: string, path: string) => t.request(url(contractId, path), { brand: BRAND, session: s.token });
const send = (contractId: string, path: string, body: unknown = {}, opts: { method?: string; idempotencyKey?: string } = {}) =>
  t.request(url(contractId, path), { brand: BRAND, session: s.token, body, ...opts });
const redirects = {
  redirect_uri_success: "https://portal.example/sign/ok",
  redirect_uri_error: "https://portal.example/sign/error",
  redirect_uri_cancel: "https://portal.example/sign/cancel",
};

describe("scoping", () => {
  it("answers 404 on every payment route for another client's or brand's contract", async () => {
    const foreign = await insertContract(t.db, other);
    const otherBrand = await insertContract(t.db, { brandId: "mistral", clientId: "cli_demo_mistral" });
    const inv = await insertInvoice(t.db, { ...other, contractId: foreign.id });
    for (const id of [foreign.id, otherBrand.id, "ctr_missing"]) {
      expect((await get(id, "/current-payments-method")).status).toBe(404);
      expect((await get(id, FREQ)).status).toBe(404);
      expect((await get(id, "/signable")).status).toBe(404);
      expect((await send(id, "/mandate/sepa", { iban: IBAN, legal: true }, { method: "PUT" })).status).toBe(404);
      expect((await send(id, "/payments/intent")).status).toBe(404);
      expect((await send(id, "/update-cc-intent")).status).toBe(404);
      expect((await send(id, FREQ, { periodicity: "annual" })).status).toBe(404);
      expect((await send(id, `/payments/${inv.id}/unpaid-intent`)).status).toBe(404);
    }
    // Own contract, another client's invoice.
    const mine = await insertContract(t.db, me);
    expect((await send(mine.id, `/payments/${inv.id}/unpaid-intent`)).status).toBe(404);
  });
});

describe("SEPA", () => {
  it("validates the bank details with field errors", async () => {
    const c = await insertContract(t.db, me);
    const res = await send(c.id, "/mandate/sepa", { iban: "FR7630006000011234567890188", bic: "12", legal: false }, { method: "PUT" });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation.failed");
    expect(Object.keys(body.errors).sort()).toEqual(["legal"]);
    const iban = await send(c.id, "/mandate/sepa", { iban: "FR7630006000011234567890188", bic: "12", legal: true }, { method: "PUT" });
    expect((await iban.json()).errors).toEqual({ iban: ["iban.checksum"], bic: ["bic.format"] });
    expect((await send(c.id, "/mandate/card", { iban: IBAN, legal: true }, { method: "PUT" })).status).toBe(422);
  });

  it("records a mandate, masks the IBAN and switches the contract to SEPA", async () => {
    const c = await insertContract(t.db, me, { currentPaymentMethod: "card" });
    const res = await send(c.id, "/mandate/sepa", { iban: "FR76 3000 6000 0112 3456 7890 189", bic: "BNPAFRPP", legal: true }, { method: "PUT" });
    expect(res.status).toBe(200);
    const mandate = await res.json();
    expect(mandate.iban).toMatch(/0189$/);
    expect(mandate.iban).not.toContain("3000");
    expect(mandate.reference).toMatch(/^RUM-/);
    const current = await (await get(c.id, "/current-payments-method")).json();
    expect(current).toMatchObject({ method: "sepa", card: null, mandate: { id: mandate.id } });

    // Replacing revokes the previous one; POST sepa without IBAN reuses the active mandate.
    await send(c.id, "/mandate/sepa", { iban: IBAN, legal: true }, { method: "PUT" });
    const rows = await t.db.select().from(mandates).where(eq(mandates.contractId, c.id));
    expect(rows.filter((m) => m.status === "active")).toHaveLength(1);
    const other = await insertContract(t.db, me, { currentPaymentMethod: "card" });
    const sepa = await send(other.id, "/sepa", { legal: true }, { idempotencyKey: "sepa-1" });
    expect(sepa.status).toBe(201);
    const replay = await send(other.id, "/sepa", { legal: true }, { idempotencyKey: "sepa-1" });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await t.db.select().from(mandates).where(eq(mandates.contractId, other.id))).toHaveLength(1);
  });

  it("gives one mandate for one form: the same Idempotency-Key on PUT answers the same mandate, a new key a new one", async () => {
    const c = await insertContract(t.db, me, { currentPaymentMethod: "card" });
    const body = { holder: "Twice Test", iban: "FR76 3000 6000 0112 3456 7890 189", legal: true };
    const [first, second] = await Promise.all([
      send(c.id, "/mandate/sepa", body, { method: "PUT", idempotencyKey: "sepa-form-1" }),
      send(c.id, "/mandate/sepa", body, { method: "PUT", idempotencyKey: "sepa-form-1" }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [await first.json(), await second.json()];
    expect(b.id).toBe(a.id);
    expect(b.reference).toBe(a.reference);
    const rows = await t.db.select().from(mandates).where(eq(mandates.contractId, c.id));
    expect(rows.map((m) => m.status)).toEqual(["active"]);

    const next = await (await send(c.id, "/mandate/sepa", body, { method: "PUT", idempotencyKey: "sepa-form-2" })).json();
    expect(next.id).not.toBe(a.id);
    const after = await t.db.select().from(mandates).where(eq(mandates.contractId, c.id));
    expect(after.filter((m) => m.status === "active").map((m) => m.id)).toEqual([next.id]);
  });
});

describe("card intents", () => {
  it("creates a 0 EUR card validation intent and saves the card", async () => {
    const c = await insertContract(t.db, me, { currentPaymentMethod: "sepa" });
    const res = await send(c.id, "/update-cc-intent");
    expect(res.status).toBe(201);
    const intent = await res.json();
    expect(intent).toMatchObject({ kind: "update_card", amount: 0, currency: "EUR", status: "requires_payment_method" });
    expect(intent.intent_token).toMatch(/^seti_/);

    const bad = await send(c.id, "/payment-methods/card", {
      intent_key: intent.intent_key,
      card: { number: "4242424242424241", exp_month: 12, exp_year: 2040, cvc: "123" },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ code: "invalid_number", errors: { "card.number": ["invalid_number"] } });

    const ok = await send(c.id, "/payment-methods/card", {
      intent_key: intent.intent_key,
      card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2040, cvc: "123" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      status: "succeeded",
      card: { last4: "4242", brand: "visa" },
      payment_id: null,
      message: "The payment is validated.",
    });
    const current = await (await get(c.id, "/current-payments-method")).json();
    expect(current).toMatchObject({ method: "card", card: { last4: "4242" } });
  });

  it("gives each SPEC card error code for the sandbox test numbers", async () => {
    const c = await insertContract(t.db, me);
    for (const [number, code] of Object.entries(testCardOutcomes)) {
      const intent = await (await send(c.id, "/update-cc-intent")).json();
      const res = await send(c.id, "/payment-methods/card", { intent_key: intent.intent_key, card: { number, exp_month: 12, exp_year: 2040, cvc: "123" } });
      expect(res.status, number).toBe(422);
      expect((await res.json()).code, number).toBe(code);
    }
  });

  it("pays an unpaid invoice once, even when confirmed twice", async () => {
    const c = await insertContract(t.db, me, { missingPayment: true });
    const inv = await insertInvoice(t.db, { ...me, contractId: c.id }, { amount: 40, feeFormalNotice: 5, status: "issued", isPayable: true });
    const res = await send(c.id, `/payments/${inv.id}/unpaid-intent`);
    expect(res.status).toBe(201);
    const intent = await res.json();
    expect(intent).toMatchObject({ kind: "unpaid", amount: 45, invoice_id: inv.id });
    expect(intent.intent_token).toMatch(/^pi_/);
    const body = { intent_key: intent.intent_key, card: { number: "5555555555554444", exp_month: 1, exp_year: 2041, cvc: "321" } };
    const first = await send(c.id, "/payment-methods/card", body);
    expect(first.status).toBe(200);
    const paid = await first.json();
    expect(paid.payment_id).toBeTruthy();
    const second = await send(c.id, "/payment-methods/card", body);
    expect((await second.json()).payment_id).toBe(paid.payment_id);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, inv.id))).toHaveLength(1);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.status).toBe("paid");
    const [contract] = await t.db.select().from(contracts).where(eq(contracts.id, c.id));
    expect(contract.missingPayment).toBe(false);

    const again = await send(c.id, `/payments/${inv.id}/quittance-intent`);
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ invoice: ["invoice.already-paid"] });
  });

  it("creates payment and first-payment intents from what is due", async () => {
    const c = await insertContract(t.db, me);
    const none = await send(c.id, "/payments/intent");
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toEqual({ contract: ["payment.nothing-due"] });
    await insertInvoice(t.db, { ...me, contractId: c.id }, { amount: 100, status: "issued", isPayable: true, isInitialPayment: true, dueDate: "2025-01-01" });
    await insertInvoice(t.db, { ...me, contractId: c.id }, { amount: 40, status: "issued", isPayable: true, dueDate: "2025-02-01" });
    // Issued but not payable (a debit under way): not due by card.
    await insertInvoice(t.db, { ...me, contractId: c.id }, { amount: 25, status: "issued", isPayable: false, dueDate: "2025-03-01" });
    expect(await (await send(c.id, "/payments/intent")).json()).toMatchObject({ kind: "payment", amount: 140, invoice_id: null });
    expect(await (await send(c.id, "/payments/first-payment")).json()).toMatchObject({ kind: "first_payment", amount: 100 });
  });

  it("refuses an unknown or foreign intent key", async () => {
    const c = await insertContract(t.db, me);
    const d = await insertContract(t.db, me);
    const intent = await (await send(c.id, "/update-cc-intent")).json();
    expect((await send(d.id, "/payment-methods/card", { intent_key: intent.intent_key })).status).toBe(404);
    const missing = await send(c.id, "/payment-methods/card", {});
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(["intent_key"]);
    const noCard = await send(c.id, "/payment-methods/card", { intent_key: intent.intent_key });
    expect(await noCard.json()).toMatchObject({ code: "missing", errors: { card: ["missing"] } });
  });
});

describe("debit frequency", () => {
  it("lists options, changes once, and refuses a second change within 24 hours", async () => {
    const c = await insertContract(t.db, me, { periodicity: "monthly_prorata", status: "formalised" });
    const list = await (await get(c.id, FREQ)).json();
    expect(list.options.map((o: { id: string }) => o.id)).toEqual(["monthly", "quarterly", "biannually", "annual"]);
    expect(list.next_change_allowed_at).toBeNull();
    expect(await (await get(c.id, FREQ + "/annual")).json()).toEqual({ id: "annual", periodicity: "annual", current: false, amount: 5760, first_amount: null });
    expect((await get(c.id, FREQ + "/weekly")).status).toBe(404);

    const unchanged = await send(c.id, FREQ, { periodicity: "monthly" });
    expect((await unchanged.json()).errors).toEqual({ periodicity: ["periodicity.unchanged"] });

    const ok = await send(c.id, FREQ, { periodicity: "annual" });
    expect(ok.status).toBe(200);
    const after = await ok.json();
    expect(after.current).toBe("annual_prorata");
    expect(after.next_change_allowed_at).toBeTruthy();

    const soon = await send(c.id, FREQ, { periodicity: "quarterly" });
    expect(soon.status).toBe(422);
    expect(await soon.json()).toMatchObject({ code: "periodicity.too-soon", errors: { periodicity: ["periodicity.too-soon"] } });

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    s = await t.sessionFor(BRAND, "client"); // sessions last 12 hours
    expect((await send(c.id, FREQ, { periodicity: "quarterly" })).status).toBe(200);
  });

  it("splits the yearly premium into the new debits and replans only the debits still to come", async () => {
    const c = await insertContract(t.db, me, { periodicity: "monthly", status: "formalised", price: 61.8 });
    const today = parisDay(t.clock.now());
    const debit = (months: number, status: "success" | "fail" | "active", position: number) => ({
      ...me,
      contractId: c.id,
      dueDate: addMonths(today, months),
      amount: 61.8,
      status,
      position,
    });
    await t.db.insert(plannings).values([debit(-2, "success", 1), debit(-1, "fail", 2), debit(1, "active", 3), debit(2, "active", 4), debit(3, "active", 5)]);

    const list = await (await get(c.id, FREQ)).json();
    expect(list.options.map((o: { id: string; amount: number }) => [o.id, o.amount])).toEqual([
      ["monthly", 61.8],
      ["quarterly", 185.4],
      ["biannually", 370.8],
      ["annual", 741.6],
    ]);

    expect((await send(c.id, FREQ, { periodicity: "quarterly" })).status).toBe(200);
    const contract = await (await get(c.id, "")).json();
    expect(contract.periodicity).toBe("quarterly");
    expect(contract.price).toBe(185.4);
    const schedule = await (await get(c.id, "/plannings")).json();
    const rows = (schedule.data ?? schedule) as { due_date: string; amount: number; status: string; url: string | null }[];
    // Each new debit has its notice.
    const replanned = rows.find((p) => p.due_date === addMonths(today, 4))!;
    const notice = await t.request(replanned.url!, { brand: BRAND, session: s.token });
    expect(notice.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await notice.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    expect(rows.map((p) => [p.due_date, p.amount, p.status]).sort()).toEqual(
      [
        [addMonths(today, -2), 61.8, "success"],
        [addMonths(today, -1), 61.8, "fail"],
        [addMonths(today, 1), 185.4, "active"],
        [addMonths(today, 4), 185.4, "active"],
        [addMonths(today, 7), 185.4, "active"],
        [addMonths(today, 10), 185.4, "active"],
      ].sort(),
    );
  });

  it("still answers on the path it was first served at", async () => {
    const c = await insertContract(t.db, me, { periodicity: "monthly", status: "formalised" });
    const res = await get(c.id, "/periodicity-switchable");
    expect(res.status).toBe(200);
    expect((await res.json()).current).toBe("monthly");
  });

  it("offers nothing for a contract not in force", async () => {
    const c = await insertContract(t.db, me, { status: "terminated" });
    expect((await (await get(c.id, FREQ)).json()).options).toEqual([]);
    const res = await send(c.id, FREQ, { periodicity: "annual" });
    expect((await res.json()).errors).toEqual({ periodicity: ["periodicity.not-switchable"] });
  });
});

describe("signable documents", () => {
  it("lists, signs through the sandbox pages, and confirms", async () => {
    const c = await insertContract(t.db, me, { status: "need_signature", isSigned: false });
    const doc = await insertDocument(t.db, { ...me, contractId: c.id }, { signature: true, state: "to_sign", label: "Conditions to sign" });
    await insertDocument(t.db, { ...me, contractId: c.id }, { signature: false });
    // Flagged for signature but with no signing state (signed conditions of a contract in force): not signable.
    const inForce = await insertDocument(t.db, { ...me, contractId: c.id }, { signature: true, state: null });
    const list = await (await get(c.id, "/signable")).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await get(c.id, `/signable/${inForce.id}`)).status).toBe(404);
    expect(await (await get(c.id, `/signable/${doc.id}`)).json()).toMatchObject({ id: doc.id, state: "to_sign", signature_status: null });

    const notYet = await send(c.id, `/signable/${doc.id}/signed`);
    expect((await notYet.json()).errors).toEqual({ id: ["signature.not-started"] });

    const bad = await send(c.id, `/signable/${doc.id}/sign`, { ...redirects, redirect_uri_success: "ftp://x" });
    expect((await bad.json()).errors).toEqual({ redirect_uri_success: ["field.format"] });

    const res = await send(c.id, `/signable/${doc.id}/sign`, redirects);
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.url).toMatch(/\/sandbox\/sign\//);

    const pending = await send(c.id, `/signable/${doc.id}/signed`);
    expect((await pending.json()).errors).toEqual({ id: ["signature.not-signed"] });

    expect((await signAtProvider(t, started.url)).status).toBe(303);

    const done = await send(c.id, `/signable/${doc.id}/signed`);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: doc.id, state: "signed", signature_status: "signed" });
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row.state).toBe("signed");
    // docs/decisions/0038: nothing left to sign, the contract leaves need_signature.
    expect(await (await get(c.id, "")).json()).toMatchObject({ status: "signed", is_signed: true });
    const again = await send(c.id, `/signable/${doc.id}/sign`, redirects);
    expect((await again.json()).errors).toEqual({ id: ["document.already-signed"] });
  });

  it("opens the signing page and sends its SMS in the language it was asked in", async () => {
    const c = await insertContract(t.db, me, { status: "need_signature", isSigned: false });
    const doc = await insertDocument(t.db, { ...me, contractId: c.id }, { signature: true, state: "to_sign", label: "Conditions to sign" });
    const started = await (await send(c.id, `/signable/${doc.id}/sign?lang=de`, redirects)).json();
    const path = new URL(started.url, "http://broker.test").pathname;
    const html = await (await t.app.request(path)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Elektronische Unterschrift");
    const nonce = /name="nonce" value="([^"]+)"/.exec(html)![1];
    const form = { method: "POST", body: new URLSearchParams({ nonce }), headers: { "content-type": "application/x-www-form-urlencoded" } };
    await t.app.request(`${path}/send-code`, form);
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "sms"), eq(outbox.template, "signature-code")))
      .orderBy(desc(outbox.createdAt));
    expect(sms.textBody).toContain("Unterschriftscode");
  });

  it("keeps the contract awaiting its signature while another document is left to sign, and asks for a mobile phone", async () => {
    const c = await insertContract(t.db, me, { status: "waiting", isSigned: false });
    const first = await insertDocument(t.db, { ...me, contractId: c.id }, { signature: true, state: "to_sign" });
    const second = await insertDocument(t.db, { ...me, contractId: c.id }, { signature: true, state: "to_sign" });
    await t.db.update(documents).set({ state: "signed" }).where(eq(documents.id, first.id));
    expect(await settleContractSignature(t.db, { brandId: BRAND, contractId: c.id }, new Date())).toBe(false);
    expect(await (await get(c.id, "")).json()).toMatchObject({ status: "waiting", is_signed: false });

    await t.db.update(accounts).set({ phone: "01 23 45 67 89" }).where(eq(accounts.id, s.accountId));
    const landline = await send(c.id, `/signable/${second.id}/sign`, redirects);
    expect(landline.status).toBe(422);
    expect((await landline.json()).errors).toEqual({ phone: ["phone.not-mobile"] });
  });
});
