/**
 * A contract's child rows (payments, invoices, plannings, documents…): every
 * lookup is scoped to brand + client AND to the contract, so an id of another
 * contract of the same client is a 404 too.
 */
import { and, eq, inArray, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { documents, invoices } from "../db/schema";
import { found, ownedByClient, type ClientScope } from "./ownership";
import type { Scope } from "./contract";

export type ContractChild = { brandId: PgColumn; clientId: PgColumn; contractId: PgColumn };

/** WHERE: the row belongs to the client and to this contract, plus any further conditions. */
export function ofContract(table: ContractChild, scope: ClientScope, contractId: string | Placeholder, ...conditions: (SQL | undefined)[]): SQL {
  return and(ownedByClient(table, scope), eq(table.contractId, contractId), ...conditions)!;
}

/**
 * Documents the client may see and has to sign, or has signed through the
 * portal (SPEC "signable documents"): a document flagged `signature` but with
 * no signing state (the signed conditions of a contract in force) is not one.
 */
export const signableDocument = and(eq(documents.signature, true), eq(documents.visible, true), inArray(documents.state, ["to_sign", "signed"]))!;

export async function contractInvoice(db: Database, scope: Scope, contractId: string, invoiceId: string) {
  return found(
    await db
      .select()
      .from(invoices)
      .where(ofContract(invoices, scope, contractId, eq(invoices.id, invoiceId))),
  );
}

/** A visible document of the contract (404 otherwise), narrowed by `conditions` (e.g. signable). */
export async function contractDocument(db: Database, scope: Scope, contractId: string, documentId: string, ...conditions: SQL[]) {
  return found(
    await db
      .select()
      .from(documents)
      .where(ofContract(documents, scope, contractId, eq(documents.id, documentId), eq(documents.visible, true), ...conditions)),
  );
}
