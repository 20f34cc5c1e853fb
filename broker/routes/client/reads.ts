/**
 * The client-wide reads behind the dashboard's calls (contracts, invoices,
 * payments, notifications, certificates, claims, services, products), prepared
 * once per database handle (db/prepared.ts). Each is scoped to the brand and
 * the client through placeholders filled from the session's scope.
 */
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { certificateTypes } from "../../../contract/codes/states";
import type { Database } from "../../db/client";
import { preparedRead } from "../../db/prepared";
import { clientScopePlaceholders, ownedByClient } from "../../scope/ownership";
import { claimFiles, claims, contracts, documents, invoices, notifications, payments, plannings, products, services } from "../../db/schema";
import type { Scope } from "../../scope/contract";
import { signableDocument } from "../../scope/contract-rows";

const ownedByScope = (table: Parameters<typeof ownedByClient>[0]) => ownedByClient(table, clientScopePlaceholders);
const { brandId } = clientScopePlaceholders;

/** Every contract of the client, quotes included, newest first. */
export const clientContractRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_contracts", (d) =>
    d.select().from(contracts).where(ownedByScope(contracts)).orderBy(desc(contracts.createdAt), asc(contracts.id)),
  ).execute(scope);

/** What lists that name a contract show of it (certificates, claims), newest first: a narrow row is cheaper to read. */
export const clientContractSummaries = (db: Database, scope: Scope) =>
  preparedRead(db, "client_contract_summaries", (d) =>
    d
      .select({ id: contracts.id, number: contracts.number, label: contracts.label, type: contracts.type, isSigned: contracts.isSigned })
      .from(contracts)
      .where(ownedByScope(contracts))
      .orderBy(desc(contracts.createdAt), asc(contracts.id)),
  ).execute(scope);

/** Invoices of every contract, newest period first. */
export const clientInvoiceRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_invoices", (d) =>
    d.select().from(invoices).where(ownedByScope(invoices)).orderBy(desc(invoices.periodStart), desc(invoices.createdAt)),
  ).execute(scope);

/** Payments of every contract, newest first. */
export const clientPaymentRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_payments", (d) => d.select().from(payments).where(ownedByScope(payments)).orderBy(desc(payments.createdAt))).execute(scope);

/**
 * Schedule lines still to be taken (active, due `today` or later) of every contract, with the status and period of
 * the invoice each collects: what `domain/next-payment.ts` chooses from for the contracts list, once the contract's
 * end has had its say (domain/cover-end.ts).
 */
export const clientComingCollectionRows = (db: Database, scope: Scope, today: string) =>
  preparedRead(db, "client_coming_collections", (d) =>
    d
      .select({
        id: plannings.id,
        clientId: plannings.clientId,
        contractId: plannings.contractId,
        invoiceId: plannings.invoiceId,
        dueDate: plannings.dueDate,
        amount: plannings.amount,
        status: plannings.status,
        name: plannings.name,
        label: plannings.label,
        storageKey: plannings.storageKey,
        position: plannings.position,
        invoiceStatus: invoices.status,
        invoicePeriodStart: invoices.periodStart,
        invoicePeriodEnd: invoices.periodEnd,
        invoiceDueDate: invoices.dueDate,
      })
      .from(plannings)
      .leftJoin(invoices, and(eq(invoices.id, plannings.invoiceId), eq(invoices.brandId, plannings.brandId)))
      .where(and(ownedByScope(plannings), eq(plannings.status, "active"), gte(plannings.dueDate, sql.placeholder("today"))))
      .orderBy(asc(plannings.dueDate), asc(plannings.position)),
  ).execute({ ...scope, today });

export const clientNotificationRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_notifications", (d) => d.select().from(notifications).where(ownedByScope(notifications)).orderBy(desc(notifications.date))).execute(
    scope,
  );

/** Visible certificates of every contract, newest first. */
export const clientCertificateRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_certificates", (d) =>
    d
      .select()
      .from(documents)
      .where(and(ownedByScope(documents), inArray(documents.type, [...certificateTypes]), eq(documents.visible, true)))
      .orderBy(desc(documents.createdAt)),
  ).execute(scope);

/** Documents waiting for or carrying a signature, of every contract, oldest first (the contract list's `include=signable_documents`). */
export const clientSignableDocumentRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_signable_documents", (d) =>
    d
      .select()
      .from(documents)
      .where(and(ownedByScope(documents), signableDocument))
      .orderBy(asc(documents.createdAt)),
  ).execute(scope);

/** Claims, newest first. */
export const clientClaimRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_claims", (d) => d.select().from(claims).where(ownedByScope(claims)).orderBy(desc(claims.createdAt), desc(claims.id))).execute(scope);

/** Proof files of all the client's claims, deleted ones left out, oldest first. */
export const clientClaimFileRows = (db: Database, scope: Scope) =>
  preparedRead(db, "client_claim_files", (d) =>
    d
      .select()
      .from(claimFiles)
      .where(and(ownedByScope(claimFiles), isNull(claimFiles.deletedAt)))
      .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id)),
  ).execute(scope);

export const brandServiceRows = (db: Database, brand: string) =>
  preparedRead(db, "brand_services", (d) =>
    d.select().from(services).where(eq(services.brandId, brandId)).orderBy(asc(services.position), asc(services.id)),
  ).execute({ brandId: brand });

export const brandProductRows = (db: Database, brand: string) =>
  preparedRead(db, "brand_products", (d) =>
    d.select().from(products).where(eq(products.brandId, brandId)).orderBy(asc(products.position), asc(products.id)),
  ).execute({ brandId: brand });
