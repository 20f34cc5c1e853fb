/**
 * Settling a card intent from what the card processor says about it: the
 * browser typed the card on the provider's page, the portal only names the
 * intent. One function, `settleCardIntent`, used by every caller.
 *
 * Money rules kept here:
 * - Settling is idempotent: the intent row is locked, and the payment (or
 *   saved card) takes an id derived from the intent's, so the primary key
 *   itself refuses a second one even when two settlements race.
 * - A paid invoice is `paid`, `paid_at` set and no longer payable.
 * - A one-off payment never touches the contract's standing payment method
 *   nor its saved card: only `update_card` saves the card and switches the
 *   contract, and its debits to come, to card (debits-to-come.ts).
 * - A paid invoice is collected by nothing else (collections.ts): its
 *   scheduled debits and SEPA retries are canceled in the same transaction,
 *   its failed debits become `success`. Once nothing payable is left:
 *   `missing_payment` is cleared, a contract in `formal_notice` is
 *   `formalised` again, and the unpaid notification is done.
 */
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { cards, contracts, invoices, notifications, paymentIntents, payments } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import type { AppDeps } from "../../http/context";
import { ApiError, validationFailed } from "../../http/errors";
import { found, ownedByClient } from "../../scope/ownership";
import { CardIntentError, type CardDetails, type CardErrorCode, type CardIntent, type SavedCard } from "../../providers/card";
import { cardSandboxFor } from "../../providers/sandbox";
import type { ContractRow } from "../../views/contracts";
import { toCardSummary } from "../../views/payments";
import type { CardIntentStatusBody, CardPaymentResultBody, IntentPurpose } from "../../../contract/wire/payments";
import { stopCollections } from "./collections";
import { carryMethodToDebitsToCome } from "./debits-to-come";
import { coverEnd, invoiceWithinCover, type EndingContract } from "../../domain/cover-end";
import { ofContract } from "../../scope/contract-rows";
import type { Scope } from "../../scope/contract";

export type IntentKind = z.output<typeof IntentPurpose>;
type IntentRow = typeof paymentIntents.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export type SettleContext = { db: Database; deps: AppDeps; scope: Scope; contract: ContractRow; now: Date };

/**
 * Invoices still to pay on the contract: payable and not paid premium invoices, oldest first, as owed under the
 * contract's end (domain/cover-end.ts): none for cover after it, a straddling one for the days covered.
 */
export async function dueInvoices(
  db: Database,
  scope: Scope,
  contract: EndingContract & { id: string },
  options: { lock?: boolean } = {},
): Promise<InvoiceRow[]> {
  const query = db
    .select()
    .from(invoices)
    .where(ofContract(invoices, scope, contract.id, eq(invoices.isPayable, true), ne(invoices.status, "paid"), eq(invoices.type, "payment")));
  const rows = options.lock ? await query.for("update") : await query;
  const end = coverEnd(contract);
  return rows.flatMap((row) => invoiceWithinCover(row, end) ?? []).sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
}

/** `pay_…` / `crd_…` of an intent `pi_…`: one payment, one saved card per intent at most. */
const derivedId = (prefix: "pay" | "crd", intentId: string) => `${prefix}_${intentId.slice(intentId.indexOf("_") + 1)}`;

/** Where each card error is shown on a card form (API clients posting `card`). */
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

const intentExpired = () => validationFailed({ intent_key: ["intent.expired"] });

/** The processor does not know the intent (yet): the card may have been charged, so never answered as a refusal. */
const intentPending = () =>
  new ApiError(409, "intent.pending", {
    title: "Payment being confirmed",
    details: "The card processor has not confirmed this intent yet. Ask again in a moment.",
    message: "Your payment is being confirmed.",
    errors: { intent_key: ["intent.pending"] },
  });

export async function intentByKey(db: Database, scope: Scope, contractId: string, intentKey: string): Promise<IntentRow> {
  return found(
    await db
      .select()
      .from(paymentIntents)
      .where(ofContract(paymentIntents, scope, contractId, eq(paymentIntents.intentKey, intentKey))),
  );
}

/** The processor's intent behind a row; null once the processor forgot it (restart). */
async function processorIntent(deps: AppDeps, row: IntentRow): Promise<{ token: string; intent: CardIntent } | null> {
  const sandbox = cardSandboxFor(deps);
  const token = await sandbox.tokens.get(row.intentKey);
  const intent = token ? await sandbox.processor.getIntent(token) : null;
  return token && intent ? { token, intent } : null;
}

type PaymentResult = z.input<typeof CardPaymentResultBody>;

async function answer(db: Database, scope: Scope, row: IntentRow): Promise<PaymentResult> {
  const [payment] =
    row.kind === "update_card"
      ? []
      : await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.id, derivedId("pay", row.id)), ownedByClient(payments, scope)));
  const [card] =
    row.kind === "update_card"
      ? await db
          .select()
          .from(cards)
          .where(and(eq(cards.id, derivedId("crd", row.id)), ownedByClient(cards, scope)))
      : [];
  return {
    status: "succeeded",
    intent_key: row.intentKey,
    kind: row.kind as IntentKind,
    amount: row.amount,
    currency: row.currency,
    card: card ? toCardSummary(card) : null,
    payment_id: payment?.id ?? null,
    message: "The payment is validated.",
  };
}

async function saveCard(tx: Database, ctx: SettleContext, row: IntentRow, saved: SavedCard) {
  const { scope, contract, now } = ctx;
  await tx
    .update(cards)
    .set({ removedAt: now })
    .where(ofContract(cards, scope, contract.id, isNull(cards.removedAt)));
  await tx
    .insert(cards)
    .values({
      id: derivedId("crd", row.id),
      ...scope,
      contractId: contract.id,
      providerRef: saved.token,
      cardBrand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      createdAt: now,
    })
    .onConflictDoNothing();
  await tx
    .update(contracts)
    .set({ currentPaymentMethod: "card", updatedAt: now })
    .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
  await carryMethodToDebitsToCome(tx, scope, contract.id, "card");
}

async function payInvoices(tx: Database, ctx: SettleContext, row: IntentRow) {
  const { scope, contract, now } = ctx;
  const end = coverEnd(contract);
  const paid = row.invoiceId
    ? (
        await tx
          .select()
          .from(invoices)
          .where(ofContract(invoices, scope, contract.id, eq(invoices.id, row.invoiceId)))
          .for("update")
      ).map((invoice) => invoiceWithinCover(invoice, end) ?? invoice)
    : await dueInvoices(tx, scope, contract, { lock: true });
  // The money was taken: recorded even if the invoice got paid another way meanwhile (the back office refunds).
  await tx
    .insert(payments)
    .values({
      id: derivedId("pay", row.id),
      ...scope,
      contractId: contract.id,
      invoiceId: row.invoiceId,
      amount: row.amount,
      currency: row.currency,
      status: "success",
      method: "card",
      date: parisDay(now),
      createdAt: now,
    })
    .onConflictDoNothing();
  const newlyPaid = paid.filter((invoice) => invoice.status !== "paid");
  if (newlyPaid.length) {
    await tx
      .update(invoices)
      .set({ status: "paid", paidAt: now, isPayable: false })
      .where(
        and(
          inArray(
            invoices.id,
            newlyPaid.map((invoice) => invoice.id),
          ),
          ownedByClient(invoices, scope),
        ),
      );
  }
  // One cut by the contract's end was paid for the days covered: it keeps that amount and period once paid (decision 0267).
  if (end) {
    for (const invoice of newlyPaid)
      await tx
        .update(invoices)
        .set({ amount: invoice.amount, periodEnd: invoice.periodEnd })
        .where(and(eq(invoices.id, invoice.id), ownedByClient(invoices, scope), ne(invoices.amount, invoice.amount)));
  }
  if (paid.length) await stopCollections(tx, scope, contract.id, paid);

  const thisContract = and(eq(contracts.id, contract.id), ownedByClient(contracts, scope));
  const [current] = await tx.select({ status: contracts.status }).from(contracts).where(thisContract).for("update");
  if ((await dueInvoices(tx, scope, contract)).length > 0) return;
  await tx
    .update(contracts)
    .set({ missingPayment: false, ...(current?.status === "formal_notice" ? { status: "formalised" as const } : {}), updatedAt: now })
    .where(thisContract);
  // Nothing left to pay: the notification says so and loses its "pay" button.
  await tx
    .update(notifications)
    .set({ status: "done", title: "payment_received", buttonAction: null, buttonMessage: null, readAt: now })
    .where(
      and(ofContract(notifications, scope, contract.id), eq(notifications.type, "unpaid"), or(isNull(notifications.status), ne(notifications.status, "done"))),
    );
}

/** Records what the processor says the intent paid, once. */
async function settleSucceeded(ctx: SettleContext, row: IntentRow, saved: SavedCard): Promise<PaymentResult> {
  const { db, scope, now } = ctx;
  return db.transaction(async (tx) => {
    const thisIntent = and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope));
    const [current] = await tx.select().from(paymentIntents).where(thisIntent).for("update");
    if (current.completedAt) return answer(tx, scope, current);
    if (current.kind === "update_card") await saveCard(tx, ctx, current, saved);
    else await payInvoices(tx, ctx, current);
    await tx.update(paymentIntents).set({ status: "succeeded", failureCode: null, completedAt: now }).where(thisIntent);
    ctx.deps.log.info("card_intent_settled", { intent: row.id, kind: row.kind });
    return answer(tx, scope, { ...current, completedAt: now });
  });
}

/**
 * Settles the intent named by the portal from the processor's intent:
 * succeeded → recorded (once); refused → 422 with the card error code;
 * never tried → 422 `missing`. `card` (API clients, tests) is tried first
 * when the intent is still open.
 */
export async function settleCardIntent(ctx: SettleContext, intentKey: string, card?: CardDetails | null): Promise<PaymentResult> {
  const { db, deps, scope, contract, now } = ctx;
  const row = await intentByKey(db, scope, contract.id, intentKey);
  if (row.completedAt) return answer(db, scope, row);
  const live = await processorIntent(deps, row);
  const expired = now > row.expiresAt;
  if (!live) throw expired ? intentExpired() : intentPending();
  let { intent } = live;
  let code: CardErrorCode | null = intent.lastError;
  if (intent.status === "requires_payment_method" && card !== undefined && !expired) {
    try {
      const result = await cardSandboxFor(deps).processor.confirmIntent(live.token, card);
      intent = result.intent;
      code = result.status === "failed" ? result.code : null;
    } catch (error) {
      if (error instanceof CardIntentError) throw validationFailed({ intent_key: [error.code] });
      throw error;
    }
  }
  // Paid at the processor: recorded even past the intent's expiry, the money was taken.
  if (intent.status === "succeeded" && intent.card) return settleSucceeded(ctx, row, intent.card);
  if (row.status !== intent.status || row.failureCode !== code) {
    await db
      .update(paymentIntents)
      .set({ status: intent.status, failureCode: code })
      .where(and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope)));
  }
  if (intent.status === "canceled") throw validationFailed({ intent_key: ["intent.canceled"] });
  if (expired) throw intentExpired();
  throw cardFailure(code ?? "missing");
}

/** GET payments/intents/{intent_key}: the processor's word, with whether the broker has recorded it. */
export async function cardIntentStatus(ctx: SettleContext, intentKey: string): Promise<z.input<typeof CardIntentStatusBody>> {
  const row = await intentByKey(ctx.db, ctx.scope, ctx.contract.id, intentKey);
  const intent = (await processorIntent(ctx.deps, row))?.intent ?? null;
  const settled = row.completedAt !== null;
  const failure = intent ? intent.lastError : (row.failureCode as CardErrorCode | null);
  let status: z.input<typeof CardIntentStatusBody>["status"];
  if (settled || intent?.status === "succeeded") status = "succeeded";
  else if (!intent || intent.status === "canceled" || ctx.now > row.expiresAt) status = "canceled";
  else status = failure ? "failed" : "requires_payment_method";
  return {
    intent_key: row.intentKey,
    kind: row.kind as IntentKind,
    status,
    failure_code: status === "succeeded" ? null : failure,
    amount: row.amount,
    currency: row.currency,
    invoice_id: row.invoiceId,
    settled,
  };
}

/**
 * Before a new intent: earlier open ones for the same thing are settled when
 * the processor says they were paid (a browser that never came back), and
 * canceled otherwise, so that two pages can never take the same money twice.
 * An intent without invoice pays everything due, so it overlaps any other.
 */
export async function resolveEarlierIntents(ctx: SettleContext, kind: IntentKind, invoiceId: string | null): Promise<void> {
  const { db, deps, scope, contract } = ctx;
  const sameThing =
    kind === "update_card"
      ? eq(paymentIntents.kind, "update_card")
      : and(ne(paymentIntents.kind, "update_card"), invoiceId ? or(isNull(paymentIntents.invoiceId), eq(paymentIntents.invoiceId, invoiceId)) : undefined);
  const open = await db
    .select()
    .from(paymentIntents)
    .where(ofContract(paymentIntents, scope, contract.id, isNull(paymentIntents.completedAt), ne(paymentIntents.status, "canceled"), sameThing));
  for (const row of open) {
    const live = await processorIntent(deps, row);
    if (!live) continue;
    if (live.intent.status === "succeeded" && live.intent.card) {
      await settleSucceeded(ctx, row, live.intent.card);
      continue;
    }
    const canceled = await cardSandboxFor(deps).processor.cancelIntent(live.token);
    if (canceled.status === "succeeded" && canceled.card) await settleSucceeded(ctx, row, canceled.card);
    else
      await db
        .update(paymentIntents)
        .set({ status: "canceled" })
        .where(and(eq(paymentIntents.id, row.id), ownedByClient(paymentIntents, scope)));
  }
}
