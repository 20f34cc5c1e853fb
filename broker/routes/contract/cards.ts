/**
 * Card payments of a contract through the sandbox card processor
 * (providers/card.ts): intents for what is due, one invoice, or a 0 EUR card
 * change, each with its hosted card page (providers/card-pages.ts) where the
 * browser types the card. The outcome is settled from the processor's
 * intent (card-settlement.ts), never from card numbers the portal sends.
 */
import { desc, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { cards, paymentIntents, type invoices } from "../../db/schema";
import type { AppDeps, Brand } from "../../http/context";
import type { Language } from "../../../contract/codes/language";
import { validationFailed, type FieldErrors } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import type { CardPageRedirects } from "../../providers/card-pages";
import { allowedRedirectOrigins, cardSandboxFor } from "../../providers/sandbox";
import { checkRedirectUrl } from "../../providers/signature";
import { hashToken, newToken } from "../../security/tokens";
import {
  CardIntentInput,
  CardIntentStatusBody,
  CardPaymentResultBody,
  ConfirmCardInput,
  IntentBody,
  IntentParams,
  PaymentContractParams,
  PaymentInvoiceParams,
} from "../../../contract/wire/payments";
import { cardIntentStatus, dueInvoices, resolveEarlierIntents, settleCardIntent, type IntentKind, type SettleContext } from "./card-settlement";
import { contractInvoice, ofContract } from "../../scope/contract-rows";
import { contractPath, loadContract, type Scope } from "../../scope/contract";
import { languageFor } from "./shared";

const tags = ["contract payments"];
const intentLifetimeMs = 24 * 60 * 60 * 1000;

/** The card the contract is paid with (the latest one not removed). */
export async function activeCard(db: Database, scope: Scope, contractId: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(ofContract(cards, scope, contractId, isNull(cards.removedAt)))
    .orderBy(desc(cards.createdAt))
    .limit(1);
  return row ?? null;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** All three return addresses or none; each absolute http(s) and on an allowed origin, as for signing. */
function returnAddresses(body: z.output<typeof CardIntentInput>, deps: AppDeps): CardPageRedirects | null {
  const given = { success: body.redirect_uri_success, error: body.redirect_uri_error, cancel: body.redirect_uri_cancel };
  if (Object.values(given).every((value) => value === undefined)) return null;
  const errors: FieldErrors = {};
  const checked = {} as CardPageRedirects;
  for (const key of ["success", "error", "cancel"] as const) {
    const value = given[key];
    const address = value ? checkRedirectUrl(value, allowedRedirectOrigins(deps.config)) : null;
    if (address) checked[key] = address;
    else errors[`redirect_uri_${key}`] = [value ? "redirect.not-allowed" : "field.required"];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return checked;
}

type IntentContext = SettleContext & { lang: Language; brand: Brand; redirects: CardPageRedirects | null };

async function createIntent(
  ctx: IntentContext,
  kind: IntentKind,
  amount: number,
  invoice: typeof invoices.$inferSelect | null,
): Promise<z.input<typeof IntentBody>> {
  const { db, deps, scope, contract, now } = ctx;
  const sandbox = cardSandboxFor(deps);
  const setup = kind === "update_card";
  const charged = setup ? 0 : amount;
  const intent = setup
    ? await sandbox.processor.createSetupIntent({ reference: contract.id })
    : await sandbox.processor.createPaymentIntent({ amountCents: toCents(amount), reference: invoice?.id ?? contract.id });
  const intentKey = `pik_${newToken()}`;
  await sandbox.tokens.set(intentKey, intent.intentToken);
  const expiresAt = new Date(now.getTime() + intentLifetimeMs);
  await db.insert(paymentIntents).values({
    ...scope,
    contractId: contract.id,
    invoiceId: invoice?.id ?? null,
    kind,
    intentKey,
    intentTokenHash: hashToken(intent.intentToken),
    amount: charged,
    currency: "EUR",
    status: intent.status,
    expiresAt,
    createdAt: now,
  });
  const page = await sandbox.pages.create(
    {
      intentToken: intent.intentToken,
      intentKey,
      purpose: setup ? "setup" : "payment",
      amountCents: toCents(charged),
      merchant: ctx.brand.name,
      brand: ctx.brand.id,
      contract: { label: contract.label, number: contract.number },
      invoiceNumber: invoice?.number ?? null,
      lang: ctx.lang,
      redirects: ctx.redirects,
      expiresAt,
    },
    now,
  );
  return {
    intent_token: intent.intentToken,
    intent_key: intentKey,
    kind,
    amount: charged,
    currency: "EUR",
    invoice_id: invoice?.id ?? null,
    status: intent.status,
    expires_at: expiresAt,
    payment_page_url: page.url,
  };
}

const nothingDue = () => validationFailed({ contract: ["payment.nothing-due"] });

const intentDescription =
  "Optional body: `redirect_uri_success`, `redirect_uri_error`, `redirect_uri_cancel` (all three or none; absolute http(s) on an allowed origin, else 422 `field.format`, `redirect.not-allowed` or `field.required` on the field). " +
  "Send the browser to `payment_page_url` (`?lang=` en, fr, de, it, es); the page comes back with `intent_key` (and `code` on the error address), then POST payment-methods/card {intent_key}. " +
  "Earlier open intents for the same invoice are settled when already paid, else canceled.";

async function intentContext(input: {
  db: Database;
  deps: AppDeps;
  brand: Brand;
  scope: Scope;
  contractId: string;
  now: Date;
  body: z.output<typeof CardIntentInput>;
}): Promise<IntentContext> {
  const contract = await loadContract(input.db, input.scope, input.contractId);
  const redirects = returnAddresses(input.body, input.deps);
  return { db: input.db, deps: input.deps, scope: input.scope, contract, lang: languageFor(input.brand), now: input.now, brand: input.brand, redirects };
}

const intentRoute = (path: string, summary: string, kind: "payment" | "first_payment" | "update_card") =>
  defineRoute({
    method: "post",
    path: `${contractPath}/${path}`,
    summary,
    description: intentDescription,
    tags,
    auth: "client",
    params: PaymentContractParams,
    body: CardIntentInput,
    response: IntentBody,
    status: 201,
    handler: async ({ db, deps, brand, params, body, now, scope }) => {
      const ctx = await intentContext({ db, deps, brand, scope, contractId: params.contract, now, body });
      await resolveEarlierIntents(ctx, kind, null);
      if (kind === "update_card") return createIntent(ctx, kind, 0, null);
      const due = await dueInvoices(db, scope, ctx.contract.id);
      if (kind === "first_payment") {
        const first = due.find((i) => i.isInitialPayment);
        if (!first) throw nothingDue();
        return createIntent(ctx, kind, first.amount + (first.feeFormalNotice ?? 0), first);
      }
      const total = due.reduce((sum, i) => sum + i.amount + (i.feeFormalNotice ?? 0), 0);
      if (total <= 0) throw nothingDue();
      return createIntent(ctx, kind, Math.round(total * 100) / 100, due.length === 1 ? due[0] : null);
    },
  });

export const paymentIntent = intentRoute("payments/intent", "Card payment intent for what is due on the contract (intent_token, payment_page_url)", "payment");
export const firstPaymentIntent = intentRoute(
  "payments/first-payment",
  "Card payment intent for the contract's first payment (intent_token, payment_page_url)",
  "first_payment",
);
export const updateCardIntent = intentRoute(
  "update-cc-intent",
  "0 EUR card validation intent to change the card (intent_token, payment_page_url)",
  "update_card",
);

const invoiceIntentRoute = (path: string, summary: string, kind: "unpaid" | "quittance") =>
  defineRoute({
    method: "post",
    path: `${contractPath}/payments/{invoice}/${path}`,
    summary,
    description: `${intentDescription} A paid invoice answers 422 \`invoice.already-paid\` on \`invoice\`; one that is not payable \`invoice.not-payable\`.`,
    tags,
    auth: "client",
    params: PaymentInvoiceParams,
    body: CardIntentInput,
    response: IntentBody,
    status: 201,
    handler: async ({ db, deps, brand, params, body, now, scope }) => {
      const ctx = await intentContext({ db, deps, brand, scope, contractId: params.contract, now, body });
      await contractInvoice(db, scope, ctx.contract.id, params.invoice);
      // An earlier page for this invoice that was paid but never came back is recorded first: then this one is refused.
      await resolveEarlierIntents(ctx, kind, params.invoice);
      const invoice = await contractInvoice(db, scope, ctx.contract.id, params.invoice);
      if (invoice.status === "paid") throw validationFailed({ invoice: ["invoice.already-paid"] });
      if (!invoice.isPayable || invoice.type === "refund_notice") throw validationFailed({ invoice: ["invoice.not-payable"] });
      return createIntent(ctx, kind, invoice.amount + (invoice.feeFormalNotice ?? 0), invoice);
    },
  });

export const unpaidIntent = invoiceIntentRoute("unpaid-intent", "Card payment intent for an unpaid invoice (intent_token, payment_page_url)", "unpaid");
export const quittanceIntent = invoiceIntentRoute(
  "quittance-intent",
  "Card payment intent for an invoice, to get its receipt (intent_token, payment_page_url)",
  "quittance",
);

export const confirmCard = defineRoute({
  method: "post",
  path: `${contractPath}/payment-methods/card`,
  summary: "Settle a card intent from the card processor: pays the invoice(s) or saves the card",
  description:
    "Body `{ intent_key }` after the hosted card page. The broker reads the processor's intent: paid → recorded once however often asked (same answer); refused → 422 with `code` = the card code of SPEC section 8 and the field `card.number`, `card.exp_month`, `card.exp_year`, `card.cvc`, `card.zip` or `card`; never tried → 422 `missing` on `card`; expired or canceled → 422 `intent.expired` / `intent.canceled` on `intent_key`. " +
    "Only `update_card` saves the card and makes card the contract's payment method. Sandbox only: API clients may send `card` to try it on the intent first (test numbers in providers/card.ts).",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: ConfirmCardInput,
  response: CardPaymentResultBody,
  loads: "contract",
  handler: async ({ db, deps, body, now, scope, contract }) => {
    const typed = body.card;
    const card =
      typed === undefined
        ? undefined
        : typed.number
          ? { number: typed.number, expMonth: typed.exp_month ?? 0, expYear: typed.exp_year ?? 0, cvc: typed.cvc ?? "", zip: typed.zip }
          : null;
    return settleCardIntent({ db, deps, scope, contract, now }, body.intent_key, card);
  },
});

export const getCardIntent = defineRoute({
  method: "get",
  path: `${contractPath}/payments/intents/{intent_key}`,
  summary: "Where a card intent stands at the card processor, and whether the broker has recorded it",
  tags,
  auth: "client",
  params: IntentParams,
  response: CardIntentStatusBody,
  loads: "contract",
  handler: async ({ db, deps, params, now, scope, contract }) => {
    return cardIntentStatus({ db, deps, scope, contract, now }, params.intent_key);
  },
});

export const cardRoutes = [paymentIntent, firstPaymentIntent, updateCardIntent, unpaidIntent, quittanceIntent, confirmCard, getCardIntent];
