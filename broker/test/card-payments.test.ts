/**
 * Card payments end to end: intent with return addresses, the hosted card
 * page (GET, form POST), settlement from the processor's intent, and the
 * money rules (paid invoices, standing payment method, formal notice, once).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cards, contracts, invoices, notifications, paymentIntents, payments, plannings } from "../db/schema";
import { insertContract, insertInvoice, insertNotification, insertPayment, insertPlanning, type Owner } from "./fixtures/contracts";
import { createTestBroker, openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

const url = (contractId: string, path: string) => `/v2/clients/${s.clientId}/contracts/${contractId}${path}`;
const get = (contractId: string, path: string) => t.request(url(contractId, path), { brand: BRAND, session: s.token });
const send = (contractId: string, path: string, body: unknown = {}) => t.request(url(contractId, path), { brand: BRAND, session: s.token, body });
const settle = (contractId: string, intentKey: string) => send(contractId, "/payment-methods/card", { intent_key: intentKey });

const returns = {
  redirect_uri_success: "https://portal.example/pay?invoice=x&outcome=success",
  redirect_uri_error: "https://portal.example/pay?invoice=x&outcome=error",
  redirect_uri_cancel: "https://portal.example/pay?invoice=x&outcome=cancel",
};
const nextYear = String(new Date().getUTCFullYear() + 1);
const successCard = { number: "4242424242424242", exp_month: "12", exp_year: nextYear, cvc: "123" };

type Intent = { intent_key: string; intent_token: string; payment_page_url: string; amount: number; kind: string };

/** The card page as a browser sees it: GET (nonce from the form), then a plain form POST. */
async function cardPage(intent: Intent) {
  expect(intent.payment_page_url).toMatch(/^\/sandbox\/card\/[A-Za-z0-9_-]{32}$/);
  const path = intent.payment_page_url;
  const page = await t.app.request(path);
  const html = await page.text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const post = (fields: Record<string, string>) =>
    t.app.request(path, { method: "POST", body: new URLSearchParams({ nonce, ...fields }), headers: { "content-type": "application/x-www-form-urlencoded" } });
  return { page, html, post };
}

async function unpaidContract(values: Parameters<typeof insertContract>[2] = {}) {
  const contract = await insertContract(t.db, me, { missingPayment: true, currentPaymentMethod: "sepa", ...values });
  const invoice = await insertInvoice(t.db, { ...me, contractId: contract.id }, { amount: 40, feeFormalNotice: 5, status: "issued", isPayable: true });
  return { contract, invoice };
}

const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const contractRow = async (id: string) => (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0];

describe("paying an invoice on the hosted card page", () => {
  it("pays through the page, settles from the intent, and refuses a second intent", async () => {
    const { contract, invoice } = await unpaidContract();
    const created = await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns);
    expect(created.status).toBe(201);
    const intent = (await created.json()) as Intent;
    expect(intent).toMatchObject({ kind: "unpaid", amount: 45 });
    expect(intent.payment_page_url).not.toContain(intent.intent_key);
    expect(intent.payment_page_url).not.toContain(intent.intent_token);

    const { page, html, post } = await cardPage(intent);
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fr">'); // the brand's language by default
    expect(html).toMatch(/Payer 45,00\s€/);
    expect(html).toContain("4000 0000 0000 9995"); // test numbers outside production
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const paid = await post(successCard);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${returns.redirect_uri_success}&intent_key=${intent.intent_key}`);

    expect(await (await get(contract.id, `/payments/intents/${intent.intent_key}`)).json()).toMatchObject({
      status: "succeeded",
      settled: false,
      failure_code: null,
    });
    const settled = await settle(contract.id, intent.intent_key);
    expect(settled.status).toBe(200);
    const result = await settled.json();
    expect(result).toMatchObject({ status: "succeeded", kind: "unpaid", amount: 45, card: null });
    expect(result.payment_id).toBeTruthy();
    expect(await (await get(contract.id, `/payments/intents/${intent.intent_key}`)).json()).toEqual({
      intent_key: intent.intent_key,
      kind: "unpaid",
      status: "succeeded",
      failure_code: null,
      amount: 45,
      currency: "EUR",
      invoice_id: invoice.id,
      settled: true,
    });

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: "paid", isPayable: false });
    expect(row.paidAt).toBeInstanceOf(Date);
    // A one-off payment leaves the standing method and saves no card.
    expect(await contractRow(contract.id)).toMatchObject({ currentPaymentMethod: "sepa", missingPayment: false });
    expect(await t.db.select().from(cards).where(eq(cards.contractId, contract.id))).toEqual([]);

    for (const kind of ["unpaid", "quittance"]) {
      const again = await send(contract.id, `/payments/${invoice.id}/${kind}-intent`, returns);
      expect(again.status).toBe(422);
      expect((await again.json()).errors).toEqual({ invoice: ["invoice.already-paid"] });
    }
    // Back on the page: the outcome, with the way back.
    expect(await (await t.app.request(intent.payment_page_url)).text()).toContain(`intent_key=${intent.intent_key}`);
  });

  it("sends a refused card to the error address; settling answers its code; the same intent then pays", async () => {
    const { contract, invoice } = await unpaidContract();
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    const { post } = await cardPage(intent);
    const refused = await post({ ...successCard, number: "4000000000009995" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`${returns.redirect_uri_error}&intent_key=${intent.intent_key}&code=insufficient_funds`);

    const answer = await settle(contract.id, intent.intent_key);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ code: "insufficient_funds", errors: { card: ["insufficient_funds"] } });
    expect(await (await get(contract.id, `/payments/intents/${intent.intent_key}`)).json()).toMatchObject({
      status: "failed",
      failure_code: "insufficient_funds",
      settled: false,
    });
    expect((await invoiceRow(invoice.id)).status).toBe("issued");

    expect((await post(successCard)).headers.get("location")).toContain("outcome=success");
    expect((await settle(contract.id, intent.intent_key)).status).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe("paid");
  });

  it("answers missing for an intent never tried, and 404 for another contract's intent", async () => {
    const { contract, invoice } = await unpaidContract();
    const other = await insertContract(t.db, me);
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`)).json()) as Intent;
    const answer = await settle(contract.id, intent.intent_key);
    expect(await answer.json()).toMatchObject({ code: "missing", errors: { card: ["missing"] } });
    expect(await (await get(contract.id, `/payments/intents/${intent.intent_key}`)).json()).toMatchObject({
      status: "requires_payment_method",
      failure_code: null,
    });
    expect((await get(other.id, `/payments/intents/${intent.intent_key}`)).status).toBe(404);
    expect((await get(contract.id, "/payments/intents/pik_unknown")).status).toBe(404);
    expect((await settle(other.id, intent.intent_key)).status).toBe(404);
  });

  it("charges and records once: double form POST, then concurrent settlements", async () => {
    const { contract, invoice } = await unpaidContract();
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    const { post } = await cardPage(intent);
    const [first, second] = await Promise.all([post(successCard), post(successCard)]);
    const third = await post(successCard);
    for (const response of [first, second, third]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toContain("outcome=success");
    }
    const answers = await Promise.all([1, 2, 3].map(() => settle(contract.id, intent.intent_key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(await Promise.all(answers.map(async (a) => (await a.json()).payment_id)));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
  });

  it("records an earlier page that was paid but never came back before refusing a new intent; cancels an open one", async () => {
    const { contract, invoice } = await unpaidContract();
    const open = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    const paidElsewhere = (await (await send(contract.id, `/payments/${invoice.id}/quittance-intent`, returns)).json()) as Intent;
    expect((await t.app.request(open.payment_page_url)).status).toBe(410);
    await (await cardPage(paidElsewhere)).post(successCard);
    const again = await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns);
    expect((await again.json()).errors).toEqual({ invoice: ["invoice.already-paid"] });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    expect(await (await get(contract.id, `/payments/intents/${open.intent_key}`)).json()).toMatchObject({ status: "canceled" });
  });

  it("shows an API client's result on the page when the intent has no return addresses", async () => {
    const { contract, invoice } = await unpaidContract();
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`)).json()) as Intent;
    const { html, post } = await cardPage(intent);
    expect(html).not.toContain("Annuler</a>");
    const done = await post(successCard);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Le paiement est validé.");
  });
});

describe("what may be paid", () => {
  it("refuses an intent on an invoice that is not payable, whatever its status", async () => {
    const contract = await insertContract(t.db, me);
    for (const status of ["created", "issued"] as const) {
      const invoice = await insertInvoice(t.db, { ...me, contractId: contract.id }, { status, isPayable: false });
      for (const kind of ["unpaid", "quittance"]) {
        const res = await send(contract.id, `/payments/${invoice.id}/${kind}-intent`);
        expect(res.status).toBe(422);
        expect((await res.json()).errors).toEqual({ invoice: ["invoice.not-payable"] });
      }
    }
    const refund = await insertInvoice(t.db, { ...me, contractId: contract.id }, { type: "refund_notice", isPayable: true });
    expect((await (await send(contract.id, `/payments/${refund.id}/unpaid-intent`)).json()).errors).toEqual({ invoice: ["invoice.not-payable"] });
    expect((await (await send(contract.id, "/payments/intent")).json()).errors).toEqual({ contract: ["payment.nothing-due"] });
  });

  it("checks the return addresses like the signing ones", async () => {
    const { contract, invoice } = await unpaidContract();
    const bad = await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, { ...returns, redirect_uri_error: "javascript:alert(1)" });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ redirect_uri_error: ["field.format"] });
    const partial = await send(contract.id, "/update-cc-intent", { redirect_uri_success: returns.redirect_uri_success });
    expect((await partial.json()).errors).toEqual({ redirect_uri_error: ["field.required"], redirect_uri_cancel: ["field.required"] });

    const strict = await createTestBroker({ config: { redirectOrigins: ["https://portal.example"] } });
    try {
      const session = await strict.sessionFor(BRAND, "client");
      const c = await insertContract(strict.db, { brandId: BRAND, clientId: session.clientId! });
      const path = `/v2/clients/${session.clientId}/contracts/${c.id}/update-cc-intent`;
      const elsewhere = await strict.request(path, {
        brand: BRAND,
        session: session.token,
        body: { ...returns, redirect_uri_cancel: "https://evil.example/x" },
      });
      expect((await elsewhere.json()).errors).toEqual({ redirect_uri_cancel: ["redirect.not-allowed"] });
      expect((await strict.request(path, { brand: BRAND, session: session.token, body: returns })).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe("the contract's standing payment method", () => {
  it("changes with update-cc-intent only, never with a one-off payment", async () => {
    const { contract, invoice } = await unpaidContract();
    const change = (await (await send(contract.id, "/update-cc-intent", returns)).json()) as Intent;
    expect(change).toMatchObject({ kind: "update_card", amount: 0 });
    const { html, post } = await cardPage(change);
    expect(html).toContain("Enregistrer la carte");
    expect((await post(successCard)).headers.get("location")).toContain("outcome=success");
    const saved = await (await settle(contract.id, change.intent_key)).json();
    expect(saved).toMatchObject({ kind: "update_card", payment_id: null, card: { last4: "4242", brand: "visa" } });
    expect(await (await get(contract.id, "/current-payments-method")).json()).toMatchObject({ method: "card", card: { last4: "4242" } });

    const pay = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    await (await cardPage(pay)).post({ ...successCard, number: "5555555555554444" });
    expect((await settle(contract.id, pay.intent_key)).status).toBe(200);
    expect(await (await get(contract.id, "/current-payments-method")).json()).toMatchObject({ method: "card", card: { id: saved.card.id, last4: "4242" } });
    expect(await t.db.select().from(cards).where(eq(cards.contractId, contract.id))).toHaveLength(1);
  });

  it("carries the new method to the debits to come, card then SEPA, and leaves the collected ones as they were", async () => {
    const contract = await insertContract(t.db, me, { currentPaymentMethod: "sepa" });
    const owner = { ...me, contractId: contract.id };
    const toCome = await insertPayment(t.db, owner, { status: "active", date: "2099-01-05" });
    const taken = await insertPayment(t.db, owner, { status: "success" });
    const refused = await insertPayment(t.db, owner, { status: "fail", failureCode: "insufficient_funds" });
    const history = async () => {
      const body = (await (await get(contract.id, "/payments")).json()) as { id: string; method: string }[];
      return Object.fromEntries(body.map((payment) => [payment.id, payment.method]));
    };

    const change = (await (await send(contract.id, "/update-cc-intent", returns)).json()) as Intent;
    await (await cardPage(change)).post(successCard);
    expect((await settle(contract.id, change.intent_key)).status).toBe(200);
    expect(await history()).toEqual({ [toCome.id]: "card", [taken.id]: "sepa", [refused.id]: "sepa" });

    const mandate = await t.request(url(contract.id, "/mandate/sepa"), {
      brand: BRAND,
      session: s.token,
      method: "PUT",
      body: { iban: "FR7630006000011234567890189", legal: true },
    });
    expect(mandate.status).toBe(200);
    expect(await history()).toEqual({ [toCome.id]: "sepa", [taken.id]: "sepa", [refused.id]: "sepa" });
  });
});

describe("formal notice", () => {
  async function noticeContract() {
    const contract = await insertContract(t.db, me, { status: "formal_notice", missingPayment: true, currentPaymentMethod: "sepa", periodicity: "quarterly" });
    const owner = { ...me, contractId: contract.id };
    const invoice = await insertInvoice(t.db, owner, {
      amount: 269.7,
      feeFormalNotice: 15,
      periodStart: "2025-01-01",
      periodEnd: "2025-03-31",
      dueDate: "2025-01-01",
      status: "issued",
      isPayable: true,
    });
    await insertPayment(t.db, owner, { invoiceId: invoice.id, amount: 269.7, status: "fail", failureCode: "debit_not_authorized" });
    const earlier = await insertPlanning(t.db, owner, { dueDate: "2024-10-02", amount: 269.7, status: "success" });
    const failed = await insertPlanning(t.db, owner, { dueDate: "2025-01-02", amount: 269.7, status: "fail" });
    const next = await insertPlanning(t.db, owner, { dueDate: "2099-04-02", amount: 269.7, status: "active" });
    const note = await insertNotification(t.db, owner, {
      title: "unpaid",
      tag: "payment",
      status: "error",
      type: "unpaid",
      buttonAction: "pay",
      buttonMessage: "pay",
    });
    return { contract, invoice, earlier, failed, next, note };
  }

  const planningStatus = async (id: string) => (await t.db.select().from(plannings).where(eq(plannings.id, id)))[0].status;

  it("paying the notice invoice puts the contract back in force and closes the unpaid notification", async () => {
    const { contract, invoice, earlier, failed, next, note } = await noticeContract();
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    expect(intent.amount).toBe(284.7);
    await (await cardPage(intent)).post(successCard);
    expect((await settle(contract.id, intent.intent_key)).status).toBe(200);

    expect(await contractRow(contract.id)).toMatchObject({ status: "formalised", missingPayment: false, currentPaymentMethod: "sepa" });
    expect(await planningStatus(failed.id)).toBe("success");
    expect(await planningStatus(earlier.id)).toBe("success");
    expect(await planningStatus(next.id)).toBe("active");
    const [closed] = await t.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(closed).toMatchObject({ status: "done", title: "payment_received", buttonAction: null, buttonMessage: null });
    expect(closed.readAt).toBeInstanceOf(Date);
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "success")));
    expect(rows).toMatchObject([{ method: "card", amount: 284.7 }]);
  });

  it("stays in formal notice while something payable is left", async () => {
    const { contract, invoice, note } = await noticeContract();
    await insertInvoice(t.db, { ...me, contractId: contract.id }, { amount: 90, status: "issued", isPayable: true, dueDate: "2025-04-01" });
    const intent = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    await (await cardPage(intent)).post(successCard);
    expect((await settle(contract.id, intent.intent_key)).status).toBe(200);
    expect(await contractRow(contract.id)).toMatchObject({ status: "formal_notice", missingPayment: true });
    expect((await t.db.select().from(notifications).where(eq(notifications.id, note.id)))[0].status).toBe("error");
  });
});

describe("expiry", () => {
  it("closes the page and refuses to settle an intent past its 24 hours, unless it was paid", async () => {
    const { contract, invoice } = await unpaidContract();
    const open = (await (await send(contract.id, `/payments/${invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    const other = await unpaidContract();
    const paid = (await (await send(other.contract.id, `/payments/${other.invoice.id}/unpaid-intent`, returns)).json()) as Intent;
    await (await cardPage(paid)).post(successCard);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    s = await t.sessionFor(BRAND, "client"); // sessions last 12 hours
    expect((await t.app.request(open.payment_page_url)).status).toBe(410);
    expect((await (await settle(contract.id, open.intent_key)).json()).errors).toEqual({ intent_key: ["intent.expired"] });
    expect(await (await get(contract.id, `/payments/intents/${open.intent_key}`)).json()).toMatchObject({ status: "canceled", settled: false });
    // The card was charged before the expiry: the money is recorded.
    expect((await settle(other.contract.id, paid.intent_key)).status).toBe(200);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.intentKey, paid.intent_key));
    expect(row.status).toBe("succeeded");
  });
});
