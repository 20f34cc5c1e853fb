/**
 * The providers' state is in the database (docs/decisions/0067): a card paid
 * on the provider's page is settled by a broker restarted before the browser
 * came back, and a page opened before a restart still takes the card after it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, payments } from "../db/schema";
import { insertContract, insertInvoice, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

const returns = {
  redirect_uri_success: "https://portal.example/pay?outcome=success",
  redirect_uri_error: "https://portal.example/pay?outcome=error",
  redirect_uri_cancel: "https://portal.example/pay?outcome=cancel",
};
const successCard = { number: "4242424242424242", exp_month: "12", exp_year: String(new Date().getUTCFullYear() + 1), cvc: "123" };
type Broker = Pick<TestBroker, "app" | "request">;

async function unpaidInvoice() {
  const contract = await insertContract(t.db, me, { missingPayment: true, currentPaymentMethod: "sepa" });
  const invoice = await insertInvoice(t.db, { ...me, contractId: contract.id }, { amount: 40, status: "issued", isPayable: true });
  const path = `/v2/clients/${s.clientId}/contracts/${contract.id}`;
  const created = await t.request(`${path}/payments/${invoice.id}/unpaid-intent`, { brand: BRAND, session: s.token, body: returns });
  expect(created.status).toBe(201);
  const intent = (await created.json()) as { intent_key: string; payment_page_url: string };
  return {
    contract,
    invoice,
    intent,
    settle: (broker: Broker) => broker.request(`${path}/payment-methods/card`, { brand: BRAND, session: s.token, body: { intent_key: intent.intent_key } }),
  };
}

/** The card page as a browser uses it: GET for the form's nonce, then the form POST. */
async function payOnPage(broker: Broker, pageUrl: string) {
  const html = await (await broker.app.request(pageUrl)).text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return broker.app.request(pageUrl, {
    method: "POST",
    body: new URLSearchParams({ nonce, ...successCard }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

describe("a broker restart between the card page and the return", () => {
  it("settles the card paid before the restart", async () => {
    const { invoice, intent, settle } = await unpaidInvoice();
    const paid = await payOnPage(t, intent.payment_page_url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain("outcome=success");

    const restarted = await t.restart();
    try {
      const settled = await settle(restarted);
      expect(settled.status).toBe(200);
      expect(await settled.json()).toMatchObject({ status: "succeeded", kind: "unpaid", amount: 40 });
      const [row] = await restarted.db.select().from(invoices).where(eq(invoices.id, invoice.id));
      expect(row.status).toBe("paid");
      expect(await restarted.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });

  it("serves the page opened before the restart, and pays through it", async () => {
    const { intent, settle } = await unpaidInvoice();
    expect((await t.app.request(intent.payment_page_url)).status).toBe(200);
    const restarted = await t.restart();
    try {
      expect((await payOnPage(restarted, intent.payment_page_url)).status).toBe(303);
      expect((await settle(restarted)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
