/**
 * The child rows a contract page reads on every visit (the contract call and
 * its menu), prepared once per database handle (db/prepared.ts). Scoped like
 * `ofContract`: brand, client and contract, through placeholders.
 */
import { asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedRead } from "../../db/prepared";
import { contractMenuTabs, documents, invoices, notifications, payments, plannings, requiredDocuments } from "../../db/schema";
import { clientScopePlaceholders } from "../../scope/ownership";
import { ofContract, signableDocument, type ContractChild } from "../../scope/contract-rows";
import type { Scope } from "../../scope/contract";
import { moneyWithinCover, type EndingContract } from "../../domain/cover-end";

const ofThisContract = (table: ContractChild, ...conditions: SQL[]) => ofContract(table, clientScopePlaceholders, sql.placeholder("contractId"), ...conditions);
const values = (scope: Scope, contractId: string) => ({ ...scope, contractId });

/** Newest first. */
export const contractPaymentRows = (db: Database, scope: Scope, contractId: string) =>
  preparedRead(db, "contract_payments", (d) => d.select().from(payments).where(ofThisContract(payments)).orderBy(desc(payments.createdAt))).execute(
    values(scope, contractId),
  );

/** Newest period first. */
export const contractInvoiceRows = (db: Database, scope: Scope, contractId: string) =>
  preparedRead(db, "contract_invoices", (d) =>
    d.select().from(invoices).where(ofThisContract(invoices)).orderBy(desc(invoices.periodStart), desc(invoices.createdAt)),
  ).execute(values(scope, contractId));

/** The payment schedule, by due date. */
export const contractPlanningRows = (db: Database, scope: Scope, contractId: string) =>
  preparedRead(db, "contract_plannings", (d) =>
    d.select().from(plannings).where(ofThisContract(plannings)).orderBy(asc(plannings.dueDate), asc(plannings.position)),
  ).execute(values(scope, contractId));

/** Newest first. */
/**
 * The contract's payments, invoices and schedule as its end has them (domain/cover-end.ts, decision 0267):
 * what every answer showing the contract's money reads.
 */
export async function contractMoneyRows(db: Database, scope: Scope, contract: EndingContract & { id: string }) {
  const [paymentRows, invoiceRows, planningRows] = await Promise.all([
    contractPaymentRows(db, scope, contract.id),
    contractInvoiceRows(db, scope, contract.id),
    contractPlanningRows(db, scope, contract.id),
  ]);
  return moneyWithinCover(contract, { payments: paymentRows, invoices: invoiceRows, plannings: planningRows });
}

export const contractNotificationRows = (db: Database, scope: Scope, contractId: string) =>
  preparedRead(db, "contract_notifications", (d) =>
    d.select().from(notifications).where(ofThisContract(notifications)).orderBy(desc(notifications.date)),
  ).execute(values(scope, contractId));

/** Documents to sign or signed through the portal (`signableDocument`), oldest first. */
export const contractSignableDocumentRows = (db: Database, scope: Scope, contractId: string) =>
  preparedRead(db, "contract_signable_documents", (d) =>
    d.select().from(documents).where(ofThisContract(documents, signableDocument)).orderBy(asc(documents.createdAt)),
  ).execute(values(scope, contractId));

export const contractRequiredDocumentCount = async (db: Database, scope: Scope, contractId: string) => {
  const [{ value }] = await preparedRead(db, "contract_required_document_count", (d) =>
    d.select({ value: count() }).from(requiredDocuments).where(ofThisContract(requiredDocuments)),
  ).execute(values(scope, contractId));
  return value;
};

/** The tabs stored for one space of the contract's menu, in menu order. */
export const contractMenuTabRows = (db: Database, scope: Scope, contractId: string, space: string) =>
  preparedRead(db, "contract_menu_tabs", (d) =>
    d
      .select()
      .from(contractMenuTabs)
      .where(ofThisContract(contractMenuTabs, eq(contractMenuTabs.space, sql.placeholder("space"))))
      .orderBy(asc(contractMenuTabs.position), asc(contractMenuTabs.slug)),
  ).execute({ ...values(scope, contractId), space });
