/**
 * Card payments of a contract through the sandbox card processor
 * (providers/card.ts): intents for what is due, one invoice, or a 0 EUR card
 * change, each with its hosted card page (providers/card-pages.ts) where the
 * browser types the card. The outcome is settled from the processor's
 * intent (card-settlement.ts), never from card numbers the portal sends.
 */
import * as endpoints from "../../../contract/endpoints/contract/cards";
import { desc, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { cards, paymentIntents, type invoices } from "../../db/schema";
import type { AppDeps, Brand } from "../../http/context";
import type { Language } from "../../../contract/codes/language";
import { validationFailed, type FieldErrors } from "../../http/errors";
import { implement, type Implementation } from "../../http/registry";
import type { CardPageRedirects } from "../../providers/card-pages";
import { allowedRedirectOrigins, cardSandboxFor } from "../../providers/sandbox";
import { checkRedirectUrl } from "../../providers/signature";
import { hashToken, newToken } from "../../security/tokens";
import type { CardIntentInput, IntentBody, PaymentContractParams, PaymentInvoiceParams } from "../../../contract/wire/payments";
import { cardIntentStatus, dueInvoices, resolveEarlierIntents, settleCardIntent, type IntentKind, type SettleContext } from "./card-settlement";
import { contractInvoice, ofContract } from "../../scope/contract-rows";
import { coverEnd, invoiceWithinCover } from "../../domain/cover-end";
import { loadContract, type Scope } from "../../scope/contract";
import { languageFor } from "./shared";

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

/** The handler of the three contract intents (payment, first payment, card change). */
const contractIntent = (kind: "payment" | "first_payment" | "update_card") =>
  ({
    handler: async ({ db, deps, brand, params, body, now, scope }) => {
      const ctx = await intentContext({ db, deps, brand, scope, contractId: params.contract, now, body });
      await resolveEarlierIntents(ctx, kind, null);
      if (kind === "update_card") return createIntent(ctx, kind, 0, null);
      const due = await dueInvoices(db, scope, ctx.contract);
      if (kind === "first_payment") {
        const first = due.find((i) => i.isInitialPayment);
        if (!first) throw nothingDue();
        return createIntent(ctx, kind, first.amount + (first.feeFormalNotice ?? 0), first);
      }
      const total = due.reduce((sum, i) => sum + i.amount + (i.feeFormalNotice ?? 0), 0);
      if (total <= 0) throw nothingDue();
      return createIntent(ctx, kind, Math.round(total * 100) / 100, due.length === 1 ? due[0] : null);
    },
  }) satisfies Implementation<"client", typeof PaymentContractParams, undefined, typeof CardIntentInput, typeof IntentBody>;

export const paymentIntent = implement(endpoints.paymentIntent, contractIntent("payment"));
export const firstPaymentIntent = implement(endpoints.firstPaymentIntent, contractIntent("first_payment"));
export const updateCardIntent = implement(endpoints.updateCardIntent, contractIntent("update_card"));

/** The handler of the two invoice intents (an unpaid invoice, a receipt). */
const invoiceIntent = (kind: "unpaid" | "quittance") =>
  ({
    handler: async ({ db, deps, brand, params, body, now, scope }) => {
      const ctx = await intentContext({ db, deps, brand, scope, contractId: params.contract, now, body });
      await contractInvoice(db, scope, ctx.contract.id, params.invoice);
      // An earlier page for this invoice that was paid but never came back is recorded first: then this one is refused.
      await resolveEarlierIntents(ctx, kind, params.invoice);
      const stored = await contractInvoice(db, scope, ctx.contract.id, params.invoice);
      if (stored.status === "paid") throw validationFailed({ invoice: ["invoice.already-paid"] });
      // As owed under the contract's end (domain/cover-end.ts): nothing for cover after it, the days covered of a straddling one.
      const invoice = invoiceWithinCover(stored, coverEnd(ctx.contract));
      if (!invoice || !invoice.isPayable || invoice.type === "refund_notice") throw validationFailed({ invoice: ["invoice.not-payable"] });
      return createIntent(ctx, kind, invoice.amount + (invoice.feeFormalNotice ?? 0), invoice);
    },
  }) satisfies Implementation<"client", typeof PaymentInvoiceParams, undefined, typeof CardIntentInput, typeof IntentBody>;

export const unpaidIntent = implement(endpoints.unpaidIntent, invoiceIntent("unpaid"));
export const quittanceIntent = implement(endpoints.quittanceIntent, invoiceIntent("quittance"));

export const confirmCard = implement(endpoints.confirmCard, {
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

export const getCardIntent = implement(endpoints.getCardIntent, {
  loads: "contract",
  handler: async ({ db, deps, params, now, scope, contract }) => {
    return cardIntentStatus({ db, deps, scope, contract, now }, params.intent_key);
  },
});

export const cardRoutes = [paymentIntent, firstPaymentIntent, updateCardIntent, unpaidIntent, quittanceIntent, confirmCard, getCardIntent];
