/**
 * Card payments of a contract through the sandbox card processor
 * (providers/card.ts): intents for what is due, one invoice, or a 0 EUR card
 * change, then the card form's confirmation, which saves the card and pays.
 */
import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards, contracts, invoices, paymentIntents, payments } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import type { AppDeps } from "../../http/context";
import { ApiError, validationFailed } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import { found, ownedByClient } from "../../http/scoping";
import { CardIntentError, type CardErrorCode } from "../../providers/card";
import { cardSandboxFor } from "../../providers/sandbox";
import { hashToken, newToken } from "../../security/tokens";
import type { ContractRow } from "../../views/contracts";
import { toCardSummary } from "../../views/payments";
import { CardPaymentResultBody, ConfirmCardInput, IntentBody, PaymentContractParams, PaymentInvoiceParams } from "../../wire/payments";
import { contractInvoice, ofContract } from "./rows";
import { contractPath, loadContract, scopeOf, type Scope } from "./shared";

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

type IntentKind = "payment" | "first_payment" | "update_card" | "unpaid" | "quittance";

const toCents = (amount: number) => Math.round(amount * 100);

async function createIntent(
  input: { db: Database; deps: AppDeps; scope: Scope; contract: ContractRow; now: Date },
  kind: IntentKind,
  amount: number,
  invoiceId: string | null,
) {
  const { db, deps, scope, contract, now } = input;
  const sandbox = cardSandboxFor(deps);
  const intent =
    kind === "update_card"
      ? await sandbox.processor.createSetupIntent({ reference: contract.id })
      : await sandbox.processor.createPaymentIntent({ amountCents: toCents(amount), reference: invoiceId ?? contract.id });
  const intentKey = `pik_${newToken()}`;
  sandbox.tokens.set(intentKey, intent.intentToken);
  const expiresAt = new Date(now.getTime() + intentLifetimeMs);
  await db.insert(paymentIntents).values({
    ...scope,
    contractId: contract.id,
    invoiceId,
    kind,
    intentKey,
    intentTokenHash: hashToken(intent.intentToken),
    amount: kind === "update_card" ? 0 : amount,
    currency: "EUR",
    status: intent.status,
    expiresAt,
    createdAt: now,
  });
  return {
    intent_token: intent.intentToken,
    intent_key: intentKey,
    kind,
    amount: kind === "update_card" ? 0 : amount,
    currency: "EUR",
    invoice_id: invoiceId,
    status: intent.status,
    expires_at: expiresAt,
  };
}

const nothingDue = () => validationFailed({ contract: ["payment.nothing-due"] }, "Nothing is due on this contract.");

/** Invoices still to pay on the contract (issued or created, payable), oldest first. */
async function dueInvoices(db: Database, scope: Scope, contractId: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(ofContract(invoices, scope, contractId, ne(invoices.status, "paid"), eq(invoices.type, "payment")));
  return rows.filter((r) => r.isPayable || r.status === "issued").sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
}

const intentRoute = (path: string, summary: string, kind: "payment" | "first_payment" | "update_card") =>
  defineRoute({
    method: "post",
    path: `${contractPath}/${path}`,
    summary,
    tags,
    auth: "client",
    params: PaymentContractParams,
    response: IntentBody,
    status: 201,
    handler: async ({ db, deps, brand, client, params, now }) => {
      const scope = scopeOf(brand, client);
      const contract = await loadContract(db, scope, params.contract);
      const ctx = { db, deps, scope, contract, now };
      if (kind === "update_card") return createIntent(ctx, kind, 0, null);
      const due = await dueInvoices(db, scope, contract.id);
      if (kind === "first_payment") {
        const first = due.find((i) => i.isInitialPayment);
        if (!first) throw nothingDue();
        return createIntent(ctx, kind, first.amount + (first.feeFormalNotice ?? 0), first.id);
      }
      const total = due.reduce((sum, i) => sum + i.amount + (i.feeFormalNotice ?? 0), 0);
      if (total <= 0) throw nothingDue();
      return createIntent(ctx, kind, Math.round(total * 100) / 100, due.length === 1 ? due[0].id : null);
    },
  });

export const paymentIntent = intentRoute("payments/intent", "Card payment intent for what is due on the contract (intent_token)", "payment");
export const firstPaymentIntent = intentRoute("payments/first-payment", "Card payment intent for the contract's first payment (intent_token)", "first_payment");
export const updateCardIntent = intentRoute("update-cc-intent", "0 EUR card validation intent to change the card (intent_token)", "update_card");

const invoiceIntentRoute = (path: string, summary: string, kind: "unpaid" | "quittance") =>
  defineRoute({
    method: "post",
    path: `${contractPath}/payments/{invoice}/${path}`,
    summary,
    tags,
    auth: "client",
    params: PaymentInvoiceParams,
    response: IntentBody,
    status: 201,
    handler: async ({ db, deps, brand, client, params, now }) => {
      const scope = scopeOf(brand, client);
      const contract = await loadContract(db, scope, params.contract);
      const invoice = await contractInvoice(db, scope, contract.id, params.invoice);
      if (invoice.status === "paid") throw validationFailed({ invoice: ["invoice.already-paid"] }, "This invoice is already paid.");
      if (invoice.type === "refund_notice") throw validationFailed({ invoice: ["invoice.not-payable"] });
      return createIntent({ db, deps, scope, contract, now }, kind, invoice.amount + (invoice.feeFormalNotice ?? 0), invoice.id);
    },
  });

export const unpaidIntent = invoiceIntentRoute("unpaid-intent", "Card payment intent for an unpaid invoice (intent_token)", "unpaid");
export const quittanceIntent = invoiceIntentRoute("quittance-intent", "Card payment intent for an invoice, to get its receipt (intent_token)", "quittance");

/** Where each card error is shown on the sandbox card form. */
const cardErrorField: Partial<Record<CardErrorCode, string>> = {
  invalid_number: "card.number",
  incorrect_number: "card.number",
  invalid_expiry_month: "card.exp_month",
  invalid_expiry_year: "card.exp_year",
  expired_card: "card.exp_year",
  invalid_cvc: "card.cvc",
  incorrect_zip: "card.zip",
};

function cardFailure(code: CardErrorCode): ApiError {
  return new ApiError(422, code, {
    title: "Payment refused",
    details: `The card was refused (${code}).`,
    message: "An error occurred, verify your information before trying again.",
    errors: { [cardErrorField[code] ?? "card"]: [code] },
  });
}

export const confirmCard = defineRoute({
  method: "post",
  path: `${contractPath}/payment-methods/card`,
  summary: "Confirm a card intent with the card (sandbox): pays or saves the card",
  description:
    "Test numbers of providers/card.ts give each card error code of SPEC section 8 (422, `code` = the card code, field `card.number`, `card.exp_month`, `card.exp_year`, `card.cvc`, `card.zip` or `card`). 4242 4242 4242 4242 succeeds. Confirming a succeeded intent again answers the same success without a second charge.",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: ConfirmCardInput,
  response: CardPaymentResultBody,
  handler: async ({ db, deps, brand, client, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const row = found(
      await db
        .select()
        .from(paymentIntents)
        .where(ofContract(paymentIntents, scope, contract.id, eq(paymentIntents.intentKey, body.intent_key))),
    );
    const sandbox = cardSandboxFor(deps);
    const token = sandbox.tokens.get(row.intentKey);
    if (!token || (row.status !== "succeeded" && now > row.expiresAt)) throw validationFailed({ intent_key: ["intent.expired"] });
    const card = body.card?.number
      ? { number: body.card.number, expMonth: body.card.exp_month ?? 0, expYear: body.card.exp_year ?? 0, cvc: body.card.cvc ?? "", zip: body.card.zip }
      : null;
    let result;
    try {
      result = await sandbox.processor.confirmIntent(token, card);
    } catch (error) {
      if (error instanceof CardIntentError) throw validationFailed({ intent_key: [error.code] });
      throw error;
    }
    if (result.status === "failed") {
      await db
        .update(paymentIntents)
        .set({ failureCode: result.code, status: result.intent.status })
        .where(and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope)));
      throw cardFailure(result.code);
    }
    const saved = result.card;
    const answer = (cardRow: typeof cards.$inferSelect, paymentId: string | null) => ({
      status: "succeeded" as const,
      intent_key: row.intentKey,
      kind: row.kind as IntentKind,
      amount: row.amount,
      currency: row.currency,
      card: toCardSummary(cardRow),
      payment_id: paymentId,
      message: "The payment is validated.",
    });
    return db.transaction(async (tx) => {
      // A second confirmation of a paid intent: same answer, no second payment.
      const [current] = await tx.select().from(paymentIntents).where(and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope)));
      if (current.status === "succeeded") {
        const [cardRow] = await tx.select().from(cards).where(and(ownedByClient(cards, scope), eq(cards.providerRef, saved.token)));
        const [payment] = current.invoiceId
          ? await tx.select().from(payments).where(and(ownedByClient(payments, scope), eq(payments.invoiceId, current.invoiceId), eq(payments.status, "success"), eq(payments.method, "card")))
          : [];
        if (cardRow) return answer(cardRow, payment?.id ?? null);
      }
      await tx
        .update(cards)
        .set({ removedAt: now })
        .where(ofContract(cards, scope, contract.id, isNull(cards.removedAt)));
      const [cardRow] = await tx
        .insert(cards)
        .values({ ...scope, contractId: contract.id, providerRef: saved.token, cardBrand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear, createdAt: now })
        .returning();
      await tx
        .update(contracts)
        .set({ currentPaymentMethod: "card", updatedAt: now })
        .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
      let paymentId: string | null = null;
      if (row.kind !== "update_card") {
        const paid = row.invoiceId ? [row.invoiceId] : (await dueInvoices(tx, scope, contract.id)).map((i) => i.id);
        const [payment] = await tx
          .insert(payments)
          .values({ ...scope, contractId: contract.id, invoiceId: row.invoiceId, amount: row.amount, currency: row.currency, status: "success", method: "card", date: parisDay(now), createdAt: now })
          .returning();
        paymentId = payment.id;
        if (paid.length) {
          await tx
            .update(invoices)
            .set({ status: "paid", paidAt: now })
            .where(and(inArray(invoices.id, paid), ownedByClient(invoices, scope)));
        }
        const stillDue = await dueInvoices(tx, scope, contract.id);
        if (stillDue.length === 0) {
          await tx
            .update(contracts)
            .set({ missingPayment: false })
            .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
        }
      }
      await tx
        .update(paymentIntents)
        .set({ status: "succeeded", failureCode: null, completedAt: now })
        .where(and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope)));
      deps.log.info("card_intent_succeeded", { intent: row.id, kind: row.kind });
      return answer(cardRow, paymentId);
    });
  },
});

export const cardRoutes = [paymentIntent, firstPaymentIntent, updateCardIntent, unpaidIntent, quittanceIntent, confirmCard];
