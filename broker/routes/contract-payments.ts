/**
 * Payment lines of a contract (SPEC section 7 "Contract"): payment method,
 * SEPA mandate, card intents (sandbox card processor), debit frequency,
 * and e-signature of signable documents (sandbox signature provider).
 * All under clients/{client}/contracts/{contract}, scoped to brand + client.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { Empty } from "../contract/common";
import {
  CardPaymentResultBody,
  ConfirmCardInput,
  CurrentPaymentMethodBody,
  IntentBody,
  MandateBody,
  MandateParams,
  PaymentContractParams,
  PaymentInvoiceParams,
  PeriodicityChoiceInput,
  PeriodicityListBody,
  PeriodicityOptionBody,
  PeriodicityParams,
  SepaMandateInput,
  SignableDocumentBody,
  SignableListBody,
  SignableParams,
  SignDocumentInput,
  SignDocumentStartedBody,
  SwitchToSepaInput,
} from "../contract/payments";
import type { Database } from "../db/client";
import { cards, contracts, documents, invoices, mandates, paymentIntents, payments, periodicityChanges, signatures } from "../db/schema";
import { parisDay } from "../domain/calendar";
import type { ContractStatus } from "../domain/contract-kind";
import { checkSepaIban, isValidBic, normalizeBic } from "../domain/iban";
import { allowedPeriodicities, canChangePeriodicity, checkPeriodicityChange, isBillingPeriod } from "../domain/periodicity";
import { normalizeMobilePhone } from "../domain/phone";
import type { Client, CurrentSession } from "../http/context";
import { ApiError, validationFailed } from "../http/errors";
import { defineRoute, type Route } from "../http/registry";
import { found, ownedByClient } from "../http/scoping";
import { CardIntentError, type CardErrorCode } from "../providers/card";
import { SignatureError } from "../providers/signature";
import { cardSandboxFor } from "../sandbox/cards";
import { signatureProviderFor } from "../sandbox/signing";
import { hashToken, newToken } from "../security/tokens";
import type { ContractRow } from "../views/contracts";
import { toCardSummary, toMandateBody, toSignableDocumentBody } from "../views/payments";
import { toSignatureBody } from "../views/quotes";
import { languageFor, loadContract, scopeOf, type Scope } from "./contract/shared";

const tags = ["contract payments"];
const base = "/v2/clients/{client}/contracts/{contract}";
const intentLifetimeMs = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------- payment method and SEPA

async function activeCard(db: Database, scope: Scope, contractId: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(ownedByClient(cards, scope), eq(cards.contractId, contractId), isNull(cards.removedAt)))
    .orderBy(desc(cards.createdAt))
    .limit(1);
  return row ?? null;
}

async function activeMandate(db: Database, scope: Scope, contractId: string | null) {
  const where = contractId
    ? and(ownedByClient(mandates, scope), eq(mandates.contractId, contractId), eq(mandates.status, "active"))
    : and(ownedByClient(mandates, scope), eq(mandates.status, "active"));
  const [row] = await db.select().from(mandates).where(where).orderBy(desc(mandates.createdAt)).limit(1);
  return row ?? null;
}

export const getCurrentPaymentMethod = defineRoute({
  method: "get",
  path: `${base}/current-payments-method`,
  summary: "The contract's payment method (card or SEPA), with the saved card or the active mandate",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: CurrentPaymentMethodBody,
  handler: async ({ db, brand, client, params }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const [card, mandate] = await Promise.all([activeCard(db, scope, contract.id), activeMandate(db, scope, contract.id)]);
    const stored = contract.currentPaymentMethod;
    const method: "card" | "sepa" | null = stored === "card" ? "card" : stored === "sepa" ? "sepa" : null;
    return {
      contract_id: contract.id,
      method,
      card: card ? toCardSummary(card) : null,
      mandate: mandate ? toMandateBody(mandate) : null,
    };
  },
});

/** IBAN (mod 97, SEPA country), BIC format: field errors on `iban` / `bic`. */
function checkBankDetails(input: { iban: string; bic?: string | null }) {
  const errors: Record<string, string[]> = {};
  const iban = checkSepaIban(input.iban);
  if (!iban.ok) errors.iban = [iban.problem];
  const bic = input.bic ? normalizeBic(input.bic) : null;
  if (bic && !isValidBic(bic)) errors.bic = ["bic.format"];
  if (Object.keys(errors).length || !iban.ok) throw validationFailed(errors);
  return { iban: iban.iban, bic };
}

/** Revokes the contract's active mandate and records a new one; the contract is then paid by SEPA debit. */
async function recordMandate(
  db: Database,
  scope: Scope,
  contract: ContractRow,
  client: Client,
  details: { iban: string; bic: string | null; holder?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(mandates)
      .set({ status: "revoked", revokedAt: now })
      .where(and(ownedByClient(mandates, scope), eq(mandates.contractId, contract.id), eq(mandates.status, "active")));
    const [row] = await tx
      .insert(mandates)
      .values({
        ...scope,
        contractId: contract.id,
        type: "sepa",
        iban: details.iban,
        bic: details.bic,
        holder: details.holder ?? client.name,
        reference: `RUM-${parisDay(now).replaceAll("-", "")}-${randomBytes(5).toString("hex").toUpperCase()}`,
        legalAcceptedAt: now,
        status: "active",
        createdAt: now,
      })
      .returning();
    await tx
      .update(contracts)
      .set({ currentPaymentMethod: "sepa", updatedAt: now })
      .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
    return row;
  });
}

export const putMandate = defineRoute({
  method: "put",
  path: `${base}/mandate/{type}`,
  summary: "Give (or replace) the contract's SEPA mandate",
  description:
    "Body `iban`, `bic` (optional), `legal` (the consent box, must be true). Field errors: `iban` (iban.format, iban.country, iban.length, iban.checksum, iban.not-sepa), `bic` (bic.format), `legal`. The contract is then paid by SEPA debit.",
  tags,
  auth: "client",
  params: MandateParams,
  body: SepaMandateInput,
  response: MandateBody,
  handler: async ({ db, brand, client, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const details = checkBankDetails(body);
    return toMandateBody(await recordMandate(db, scope, contract, client, { ...details, holder: body.holder }, now));
  },
});

export const switchToSepa = defineRoute({
  method: "post",
  path: `${base}/sepa`,
  summary: "Pay the contract by SEPA direct debit (new bank details, or the client's active mandate)",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: SwitchToSepaInput,
  response: MandateBody,
  status: 201,
  handler: async ({ db, brand, client, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    if (body.iban) {
      const details = checkBankDetails({ iban: body.iban, bic: body.bic });
      return toMandateBody(await recordMandate(db, scope, contract, client, { ...details, holder: body.holder }, now));
    }
    const existing = (await activeMandate(db, scope, contract.id)) ?? (await activeMandate(db, scope, null));
    if (!existing) throw validationFailed({ iban: ["field.required"] });
    return toMandateBody(await recordMandate(db, scope, contract, client, { iban: existing.iban, bic: existing.bic, holder: existing.holder ?? undefined }, now));
  },
});

// ---------------------------------------------------------------- card intents

type IntentKind = "payment" | "first_payment" | "update_card" | "unpaid" | "quittance";

const toCents = (amount: number) => Math.round(amount * 100);

async function createIntent(
  input: { db: Database; deps: Parameters<typeof cardSandboxFor>[0]; scope: Scope; contract: ContractRow; now: Date },
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
    .where(and(ownedByClient(invoices, scope), eq(invoices.contractId, contractId), ne(invoices.status, "paid"), eq(invoices.type, "payment")));
  return rows.filter((r) => r.isPayable || r.status === "issued").sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
}

const intentRoute = (path: string, summary: string, kind: "payment" | "first_payment" | "update_card") =>
  defineRoute({
    method: "post",
    path: `${base}/${path}`,
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
    path: `${base}/payments/{invoice}/${path}`,
    summary,
    tags,
    auth: "client",
    params: PaymentInvoiceParams,
    response: IntentBody,
    status: 201,
    handler: async ({ db, deps, brand, client, params, now }) => {
      const scope = scopeOf(brand, client);
      const contract = await loadContract(db, scope, params.contract);
      const invoice = found(
        await db
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, params.invoice), ownedByClient(invoices, scope), eq(invoices.contractId, contract.id))),
      );
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
  path: `${base}/payment-methods/card`,
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
        .where(and(eq(paymentIntents.intentKey, body.intent_key), ownedByClient(paymentIntents, scope), eq(paymentIntents.contractId, contract.id))),
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
        .where(and(ownedByClient(cards, scope), eq(cards.contractId, contract.id), isNull(cards.removedAt)));
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

// ---------------------------------------------------------------- debit frequency

async function periodicityState(db: Database, scope: Scope, contract: ContractRow, now: Date) {
  const [last] = await db
    .select()
    .from(periodicityChanges)
    .where(and(eq(periodicityChanges.brandId, scope.brandId), eq(periodicityChanges.clientId, scope.clientId), eq(periodicityChanges.contractId, contract.id)))
    .orderBy(desc(periodicityChanges.changedAt))
    .limit(1);
  const options =
    contract.periodicity && isBillingPeriod(contract.periodicity)
      ? allowedPeriodicities({ status: contract.status as ContractStatus, periodicity: contract.periodicity })
      : [];
  const window = canChangePeriodicity(last?.changedAt ?? null, now);
  return {
    last: last ?? null,
    body: {
      contract_id: contract.id,
      current: contract.periodicity,
      options: options.map((o) => ({ id: o.periodicity, periodicity: o.periodicity, current: o.current })),
      next_change_allowed_at: window.allowed ? null : window.nextAllowedAt,
    },
  };
}

export const listPeriodicities = defineRoute({
  method: "get",
  path: `${base}/periodicity-switchable`,
  summary: "Debit frequencies the contract can switch to (empty when it cannot switch)",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: PeriodicityListBody,
  handler: async ({ db, brand, client, params, now }) => {
    const scope = scopeOf(brand, client);
    return (await periodicityState(db, scope, await loadContract(db, scope, params.contract), now)).body;
  },
});

export const getPeriodicity = defineRoute({
  method: "get",
  path: `${base}/periodicity-switchable/{periodicity}`,
  summary: "One debit frequency option (monthly, quarterly, biannually, annual)",
  tags,
  auth: "client",
  params: PeriodicityParams,
  response: PeriodicityOptionBody,
  handler: async ({ db, brand, client, params, now }) => {
    const scope = scopeOf(brand, client);
    const { body } = await periodicityState(db, scope, await loadContract(db, scope, params.contract), now);
    return found(body.options.find((o) => o.id === params.periodicity));
  },
});

export const choosePeriodicity = defineRoute({
  method: "post",
  path: `${base}/periodicity-switchable`,
  summary: "Change the debit frequency (at most once per 24 hours)",
  description:
    "422 `periodicity.too-soon` within 24 hours of the last change (field `periodicity`); validation.failed with periodicity.not-switchable, periodicity.not-allowed or periodicity.unchanged on `periodicity` otherwise.",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: PeriodicityChoiceInput,
  response: PeriodicityListBody,
  handler: async ({ db, brand, client, session, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const { last } = await periodicityState(db, scope, contract, now);
    if (!contract.periodicity || !isBillingPeriod(contract.periodicity)) throw validationFailed({ periodicity: ["periodicity.not-switchable"] });
    const change = checkPeriodicityChange({
      contract: { status: contract.status as ContractStatus, periodicity: contract.periodicity },
      choice: body.periodicity,
      lastChangeAt: last?.changedAt ?? null,
      now,
    });
    if (!change.ok) {
      if (change.code === "periodicity.too-soon") {
        throw new ApiError(422, "periodicity.too-soon", {
          title: "Too soon",
          details: `The debit frequency can be changed once per 24 hours. Next change possible at ${change.nextAllowedAt.toISOString()}.`,
          message: "An error occurred, verify your information before trying again.",
          errors: { periodicity: ["periodicity.too-soon"] },
        });
      }
      throw validationFailed({ periodicity: [change.code] });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(contracts)
        .set({ periodicity: change.periodicity, updatedAt: now })
        .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
      await tx.insert(periodicityChanges).values({
        ...scope,
        contractId: contract.id,
        accountId: session.account.id,
        fromPeriod: contract.periodicity,
        toPeriod: change.periodicity,
        changedAt: now,
      });
    });
    return (await periodicityState(db, scope, { ...contract, periodicity: change.periodicity }, now)).body;
  },
});

// ---------------------------------------------------------------- signable documents

async function signableDocument(db: Database, scope: Scope, contractId: string, id: string) {
  return found(
    await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), ownedByClient(documents, scope), eq(documents.contractId, contractId), eq(documents.signature, true), eq(documents.visible, true))),
  );
}

async function signatureOf(db: Database, scope: Scope, id: string | null) {
  if (!id) return null;
  const [row] = await db.select().from(signatures).where(and(eq(signatures.id, id), ownedByClient(signatures, scope)));
  return row ?? null;
}

export const listSignable = defineRoute({
  method: "get",
  path: `${base}/signable`,
  summary: "Documents of the contract to sign (or signed), with their signature status",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: SignableListBody,
  handler: async ({ db, brand, client, params }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const rows = await db
      .select()
      .from(documents)
      .where(and(ownedByClient(documents, scope), eq(documents.contractId, contract.id), eq(documents.signature, true), eq(documents.visible, true)))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    const sigIds = rows.map((r) => r.signatureId).filter((id): id is string => !!id);
    const sigs = sigIds.length ? await db.select().from(signatures).where(and(inArray(signatures.id, sigIds), ownedByClient(signatures, scope))) : [];
    return rows.map((r) => toSignableDocumentBody(r, client.id, sigs.find((sg) => sg.id === r.signatureId) ?? null));
  },
});

function signerOf(session: CurrentSession) {
  return { phone: session.account.phone ? normalizeMobilePhone(session.account.phone) : null, name: [session.account.firstname, session.account.lastname].filter(Boolean).join(" ") };
}

export const signDocument = defineRoute({
  method: "post",
  path: `${base}/signable/{id}/sign`,
  summary: "Start the e-signature of a signable document: answers the signing page address",
  description: "Body: the three redirect addresses (http/https). A mobile phone on the account is required (422 on `phone`); a signed document gives 422 `document.already-signed` on `id`.",
  tags,
  auth: "client",
  params: SignableParams,
  body: SignDocumentInput,
  response: SignDocumentStartedBody,
  status: 201,
  handler: async ({ db, deps, brand, client, session, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const doc = await signableDocument(db, scope, contract.id, params.id);
    if (doc.state === "signed") throw validationFailed({ id: ["document.already-signed"] });
    const signer = signerOf(session);
    if (!signer.phone) throw validationFailed({ phone: ["A mobile phone number is required to sign."] }, "A mobile phone is required for signing.");
    const [signature] = await db
      .insert(signatures)
      .values({
        ...scope,
        contractId: contract.id,
        provider: "sandbox",
        status: "pending",
        redirectUriSuccess: body.redirect_uri_success,
        redirectUriError: body.redirect_uri_error,
        redirectUriCancel: body.redirect_uri_cancel,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    let started: { id: string; url: string };
    try {
      started = await signatureProviderFor(deps).createSigningSession({
        documents: [{ id: doc.id, name: doc.label }],
        signerPhone: signer.phone,
        signerName: signer.name,
        redirects: { success: body.redirect_uri_success, error: body.redirect_uri_error, cancel: body.redirect_uri_cancel },
        lang: languageFor(brand),
        brandName: brand.name,
        reference: signature.id,
      });
    } catch (error) {
      await db.delete(signatures).where(and(eq(signatures.id, signature.id), ownedByClient(signatures, scope)));
      if (error instanceof SignatureError && error.field) throw validationFailed({ [error.field === "signerPhone" ? "phone" : error.field.replaceAll("/", ".")]: [error.code] });
      throw error;
    }
    const [updated] = await db
      .update(signatures)
      .set({ url: started.url, expirationDate: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000) })
      .where(and(eq(signatures.id, signature.id), ownedByClient(signatures, scope)))
      .returning();
    await db
      .update(documents)
      .set({ signatureId: signature.id })
      .where(and(eq(documents.id, doc.id), ownedByClient(documents, scope)));
    const { documents: _docs, ...sig } = toSignatureBody(updated, []);
    return { url: started.url, signature: sig };
  },
});

export const markSigned = defineRoute({
  method: "post",
  path: `${base}/signable/{id}/signed`,
  summary: "Called when the signer comes back: confirms the document is signed",
  description: "Answers the document once its signature is signed (idempotent). 422 `signature.not-signed` on `id` while it is not (pending, canceled, refused or expired).",
  tags,
  auth: "client",
  params: SignableParams,
  body: Empty.optional(),
  response: SignableDocumentBody,
  handler: async ({ db, brand, client, params }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const doc = await signableDocument(db, scope, contract.id, params.id);
    const signature = await signatureOf(db, scope, doc.signatureId);
    if (!signature) throw validationFailed({ id: ["signature.not-started"] });
    if (signature.status !== "signed") throw validationFailed({ id: ["signature.not-signed"] });
    if (doc.state !== "signed") {
      await db
        .update(documents)
        .set({ state: "signed" })
        .where(and(eq(documents.id, doc.id), ownedByClient(documents, scope)));
    }
    return toSignableDocumentBody({ ...doc, state: "signed" }, client.id, signature);
  },
});

export const contractPaymentRoutes: readonly Route[] = [
  getCurrentPaymentMethod,
  putMandate,
  switchToSepa,
  paymentIntent,
  firstPaymentIntent,
  updateCardIntent,
  unpaidIntent,
  quittanceIntent,
  confirmCard,
  listPeriodicities,
  getPeriodicity,
  choosePeriodicity,
  listSignable,
  signDocument,
  markSigned,
];
