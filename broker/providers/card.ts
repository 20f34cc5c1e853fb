/**
 * Sandbox card processor. The reference broker cannot charge real cards,
 * so this stands in for the card provider behind the `CardProcessor`
 * interface: intents carry an `intent_token` (SPEC section 7), and test
 * card numbers produce each card error code of SPEC section 8.
 *
 * Rules (decided here):
 * - Amounts are integer minor units (cents), EUR only. A setup intent
 *   (card validation, `update-cc-intent`) is always 0 EUR (SPEC section 9).
 * - Checks, in order: no card → missing; not 12-19 digits or bad Luhn →
 *   invalid_number; month not 1-12 → invalid_expiry_month; year not
 *   parseable or more than 20 years ahead → invalid_expiry_year; expiry
 *   month over → expired_card; CVC not 3 digits (4 for Amex) →
 *   invalid_cvc; then the test-number table; then success numbers.
 * - Any other valid number is declined (card_declined): the sandbox must
 *   never look like it accepts a real card.
 * - A failed attempt leaves the intent open for another card; after 10
 *   failures it is canceled (stops card testing on a public pay page).
 * - Confirming a succeeded intent again returns the same success without
 *   a second charge (the portal retries non-idempotent calls once).
 * - Only brand, last 4 digits and expiry are kept, never the number or CVC.
 */
import { randomBytes } from "node:crypto";
import { InMemoryVersionedStore, type VersionedStore } from "./versioned-store";

export const cardErrorCodes = [
  "bank_cannot_process",
  "processing_error",
  "card_declined",
  "customer_initiated",
  "debit_not_authorized",
  "expired_card",
  "incorrect_account_details",
  "incorrect_number",
  "invalid_number",
  "incorrect_zip",
  "insufficient_funds",
  "invalid_cvc",
  "invalid_expiry_month",
  "invalid_expiry_year",
  "missing",
] as const;
export type CardErrorCode = (typeof cardErrorCodes)[number];

/** Test numbers: each gives one error code. All pass Luhn except the invalid_number one. */
export const testCardOutcomes: Readonly<Record<string, CardErrorCode>> = {
  "4000000000001018": "bank_cannot_process",
  "4000000000000119": "processing_error",
  "4000000000000002": "card_declined",
  "4000000000001026": "customer_initiated",
  "4000000000001034": "debit_not_authorized",
  "4000000000000069": "expired_card",
  "4000000000001042": "incorrect_account_details",
  "4000000000001059": "incorrect_number",
  "4242424242424241": "invalid_number",
  "4000000000000036": "incorrect_zip",
  "4000000000009995": "insufficient_funds",
  "4000000000000127": "invalid_cvc",
  "4000000000001067": "invalid_expiry_month",
  "4000000000001075": "invalid_expiry_year",
  "4000000000001083": "missing",
};

/** Numbers that succeed. */
export const testCardsSucceeding: readonly string[] = ["4242424242424242", "5555555555554444", "4000056655665556"];

export const maxFailedAttempts = 10;

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string; zip?: string };

/** What is kept of a card: enough to show "Visa •••• 4242, 12/30". */
export type SavedCard = { token: string; brand: CardBrand; last4: string; expMonth: number; expYear: number };

export type CardIntentPurpose = "payment" | "setup";
export type CardIntentStatus = "requires_payment_method" | "succeeded" | "canceled";

export type CardIntent = {
  intentToken: string;
  purpose: CardIntentPurpose;
  amountCents: number;
  currency: "EUR";
  /** What is paid or set up (invoice id, contract id): opaque to the processor. */
  reference: string | null;
  status: CardIntentStatus;
  lastError: CardErrorCode | null;
  failedAttempts: number;
  card: SavedCard | null;
  createdAt: string;
  updatedAt: string;
  /** Bumped on every change; the store uses it to refuse concurrent updates. */
  version: number;
};

export type CardConfirmation = { status: "succeeded"; intent: CardIntent; card: SavedCard } | { status: "failed"; code: CardErrorCode; intent: CardIntent };

export class CardIntentError extends Error {
  constructor(readonly code: "intent.not-found" | "intent.canceled" | "intent.bad-amount") {
    super(code);
    this.name = "CardIntentError";
  }
}

export interface CardProcessor {
  createPaymentIntent(input: { amountCents: number; reference?: string | null }): Promise<CardIntent>;
  /** 0 EUR card validation, to save a card for later debits. */
  createSetupIntent(input: { reference?: string | null }): Promise<CardIntent>;
  getIntent(intentToken: string): Promise<CardIntent | null>;
  /** `card` null means the client submitted no payment method (code `missing`). */
  confirmIntent(intentToken: string, card: CardDetails | null): Promise<CardConfirmation>;
  cancelIntent(intentToken: string): Promise<CardIntent>;
}

export type CardIntentStore = VersionedStore<CardIntent>;

export class InMemoryCardIntentStore extends InMemoryVersionedStore<CardIntent> {
  constructor() {
    super((intent) => intent.intentToken, "intent token");
  }
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "unknown";
}

/** The checks a real processor does before asking the bank, then the sandbox's table. */
export function cardOutcome(card: CardDetails | null, now: Date): CardErrorCode | null {
  if (!card) return "missing";
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return "invalid_number";
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return "invalid_expiry_month";
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > thisYear + 20) return "invalid_expiry_year";
  // A card is valid until the end of its expiry month.
  if (year < thisYear || (year === thisYear && card.expMonth < now.getUTCMonth() + 1)) return "expired_card";
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return "invalid_cvc";
  const tableCode = testCardOutcomes[digits];
  if (tableCode) return tableCode;
  return testCardsSucceeding.includes(digits) ? null : "card_declined";
}

function token(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString("base64url")}`;
}

export class SandboxCardProcessor implements CardProcessor {
  private readonly store: CardIntentStore;
  private readonly now: () => Date;
  private readonly newToken: (prefix: string) => string;

  constructor(deps: { store: CardIntentStore; now?: () => Date; newToken?: (prefix: string) => string }) {
    this.store = deps.store;
    this.now = deps.now ?? (() => new Date());
    this.newToken = deps.newToken ?? token;
  }

  private async create(purpose: CardIntentPurpose, amountCents: number, reference: string | null | undefined): Promise<CardIntent> {
    const at = this.now().toISOString();
    const intent: CardIntent = {
      intentToken: this.newToken(purpose === "payment" ? "pi" : "seti"),
      purpose,
      amountCents,
      currency: "EUR",
      reference: reference ?? null,
      status: "requires_payment_method",
      lastError: null,
      failedAttempts: 0,
      card: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    await this.store.insert(intent);
    return intent;
  }

  async createPaymentIntent(input: { amountCents: number; reference?: string | null }): Promise<CardIntent> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > 100_000_000) {
      throw new CardIntentError("intent.bad-amount");
    }
    return this.create("payment", input.amountCents, input.reference);
  }

  async createSetupIntent(input: { reference?: string | null }): Promise<CardIntent> {
    return this.create("setup", 0, input.reference);
  }

  async getIntent(intentToken: string): Promise<CardIntent | null> {
    return this.store.get(intentToken);
  }

  async confirmIntent(intentToken: string, card: CardDetails | null): Promise<CardConfirmation> {
    const intent = await this.store.get(intentToken);
    if (!intent) throw new CardIntentError("intent.not-found");
    if (intent.status === "canceled") throw new CardIntentError("intent.canceled");
    if (intent.status === "succeeded" && intent.card) return { status: "succeeded", intent, card: intent.card };

    const now = this.now();
    const code = cardOutcome(card, now);
    const base = { ...intent, updatedAt: now.toISOString(), version: intent.version + 1 };
    let next: CardIntent;
    if (code === null && card) {
      const digits = card.number.replace(/[\s-]/g, "");
      const saved: SavedCard = {
        token: this.newToken("pm"),
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      };
      next = { ...base, status: "succeeded", lastError: null, card: saved };
    } else {
      const failedAttempts = intent.failedAttempts + 1;
      next = { ...base, lastError: code, failedAttempts, status: failedAttempts >= maxFailedAttempts ? "canceled" : "requires_payment_method" };
    }

    if (!(await this.store.update(next, intent.version))) {
      // Someone confirmed at the same time: report what won, never charge twice.
      const current = await this.store.get(intentToken);
      if (current?.status === "succeeded" && current.card) return { status: "succeeded", intent: current, card: current.card };
      return { status: "failed", code: "processing_error", intent: current ?? intent };
    }
    return next.status === "succeeded" && next.card
      ? { status: "succeeded", intent: next, card: next.card }
      : { status: "failed", code: next.lastError ?? "processing_error", intent: next };
  }

  async cancelIntent(intentToken: string): Promise<CardIntent> {
    const intent = await this.store.get(intentToken);
    if (!intent) throw new CardIntentError("intent.not-found");
    // A paid intent stays paid: refunds are another flow.
    if (intent.status !== "requires_payment_method") return intent;
    const next: CardIntent = { ...intent, status: "canceled", updatedAt: this.now().toISOString(), version: intent.version + 1 };
    if (!(await this.store.update(next, intent.version))) return (await this.store.get(intentToken)) ?? intent;
    return next;
  }
}
