import { describe, expect, it } from "vitest";
import {
  CardIntentError,
  InMemoryCardIntentStore,
  SandboxCardProcessor,
  cardBrand,
  cardErrorCodes,
  cardOutcome,
  luhnValid,
  maxFailedAttempts,
  testCardOutcomes,
  type CardDetails,
  type CardIntent,
  type CardIntentStore,
} from "./card";

const now = new Date("2024-06-10T12:00:00Z");
const card = (number: string, extra: Partial<CardDetails> = {}): CardDetails => ({ number, expMonth: 12, expYear: 2030, cvc: "123", ...extra });

function processor(store: CardIntentStore = new InMemoryCardIntentStore()) {
  return new SandboxCardProcessor({ store, now: () => now });
}

describe("card checks", () => {
  it("has one test number per SPEC error code", () => {
    expect(new Set(Object.values(testCardOutcomes))).toEqual(new Set(cardErrorCodes));
    for (const [number, code] of Object.entries(testCardOutcomes)) expect(luhnValid(number), number).toBe(code !== "invalid_number");
  });

  it.each(Object.entries(testCardOutcomes))("%s gives %s", (number, code) => {
    expect(cardOutcome(card(number), now)).toBe(code);
  });

  it("lets 4242 4242 4242 4242 succeed", () => {
    expect(cardOutcome(card("4242 4242 4242 4242"), now)).toBeNull();
    expect(cardOutcome(card("5555-5555-5555-4444"), now)).toBeNull();
  });

  it("declines any other valid number", () => {
    expect(cardOutcome(card("4000000000001091"), now)).toBe("card_declined");
  });

  it("validates the number, expiry and CVC before the table", () => {
    expect(cardOutcome(null, now)).toBe("missing");
    expect(cardOutcome(card("4242424242424243"), now)).toBe("invalid_number");
    expect(cardOutcome(card("4242"), now)).toBe("invalid_number");
    expect(cardOutcome(card("4242424242424242", { expMonth: 13 }), now)).toBe("invalid_expiry_month");
    expect(cardOutcome(card("4242424242424242", { expYear: 2099 }), now)).toBe("invalid_expiry_year");
    expect(cardOutcome(card("4242424242424242", { expMonth: 5, expYear: 2024 }), now)).toBe("expired_card");
    expect(cardOutcome(card("4242424242424242", { expMonth: 6, expYear: 24 }), now)).toBeNull();
    expect(cardOutcome(card("4242424242424242", { expYear: 2023 }), now)).toBe("expired_card");
    expect(cardOutcome(card("4242424242424242", { cvc: "12" }), now)).toBe("invalid_cvc");
    expect(cardOutcome(card("378282246310005", { cvc: "123" }), now)).toBe("invalid_cvc");
  });

  it("recognises brands", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("unknown");
  });
});

describe("intents", () => {
  it("creates payment intents with a random token", async () => {
    const cards = processor();
    const a = await cards.createPaymentIntent({ amountCents: 12_345, reference: "invoice-1" });
    const b = await cards.createPaymentIntent({ amountCents: 100 });
    expect(a).toMatchObject({ purpose: "payment", amountCents: 12_345, currency: "EUR", status: "requires_payment_method", reference: "invoice-1" });
    expect(a.intentToken).toMatch(/^pi_[A-Za-z0-9_-]{32}$/);
    expect(a.intentToken).not.toBe(b.intentToken);
    expect(await cards.getIntent(a.intentToken)).toEqual(a);
  });

  it("creates 0 EUR setup intents for card validation", async () => {
    const intent = await processor().createSetupIntent({ reference: "contract-9" });
    expect(intent.intentToken).toMatch(/^seti_/);
    expect(intent.amountCents).toBe(0);
  });

  it("refuses zero, negative and fractional payment amounts", async () => {
    for (const amountCents of [0, -5, 10.5]) await expect(processor().createPaymentIntent({ amountCents })).rejects.toThrow(CardIntentError);
  });

  it("confirms with 4242 and keeps only brand, last 4 and expiry", async () => {
    const cards = processor();
    const intent = await cards.createSetupIntent({});
    const result = await cards.confirmIntent(intent.intentToken, card("4242424242424242", { expYear: 30 }));
    expect(result.status).toBe("succeeded");
    if (result.status !== "succeeded") return;
    expect(result.card).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(result.card.token).toMatch(/^pm_/);
    expect(JSON.stringify(await cards.getIntent(intent.intentToken))).not.toContain("4242424242424242");
    expect(JSON.stringify(await cards.getIntent(intent.intentToken))).not.toContain('"123"');
  });

  it("reports a failure and lets the client try another card", async () => {
    const cards = processor();
    const intent = await cards.createPaymentIntent({ amountCents: 5000 });
    const failed = await cards.confirmIntent(intent.intentToken, card("4000000000009995"));
    expect(failed).toMatchObject({ status: "failed", code: "insufficient_funds", intent: { status: "requires_payment_method", failedAttempts: 1 } });
    const retried = await cards.confirmIntent(intent.intentToken, card("4242424242424242"));
    expect(retried.status).toBe("succeeded");
  });

  it("answers a repeated confirmation with the same success, without a new card", async () => {
    const cards = processor();
    const intent = await cards.createPaymentIntent({ amountCents: 5000 });
    const first = await cards.confirmIntent(intent.intentToken, card("4242424242424242"));
    const second = await cards.confirmIntent(intent.intentToken, card("4000000000000002"));
    expect(second).toEqual(first);
  });

  it("cancels after too many failures", async () => {
    const cards = processor();
    const intent = await cards.createPaymentIntent({ amountCents: 5000 });
    for (let i = 0; i < maxFailedAttempts; i += 1) await cards.confirmIntent(intent.intentToken, card("4000000000000002"));
    expect((await cards.getIntent(intent.intentToken))?.status).toBe("canceled");
    await expect(cards.confirmIntent(intent.intentToken, card("4242424242424242"))).rejects.toMatchObject({ code: "intent.canceled" });
  });

  it("fails on unknown tokens and cancels open intents only", async () => {
    const cards = processor();
    await expect(cards.confirmIntent("pi_nope", card("4242424242424242"))).rejects.toMatchObject({ code: "intent.not-found" });
    const open = await cards.createPaymentIntent({ amountCents: 100 });
    expect((await cards.cancelIntent(open.intentToken)).status).toBe("canceled");
    const paid = await cards.createPaymentIntent({ amountCents: 100 });
    await cards.confirmIntent(paid.intentToken, card("4242424242424242"));
    expect((await cards.cancelIntent(paid.intentToken)).status).toBe("succeeded");
  });

  it("never charges twice when two confirmations race", async () => {
    const store = new InMemoryCardIntentStore();
    const cards = processor(store);
    const intent = await cards.createPaymentIntent({ amountCents: 100 });
    // Simulate the other request winning between our read and our write.
    const racing: CardIntentStore = {
      insert: (i) => store.insert(i),
      get: (t) => store.get(t),
      update: async (next: CardIntent, expected: number) => {
        await cards.confirmIntent(intent.intentToken, card("4242424242424242"));
        return store.update(next, expected);
      },
    };
    const result = await processor(racing).confirmIntent(intent.intentToken, card("5555555555554444"));
    expect(result.status).toBe("succeeded");
    if (result.status === "succeeded") expect(result.card.last4).toBe("4242");
  });
});
