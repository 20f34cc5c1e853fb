/**
 * What stops a quote's signature on the customer's side: its required documents still to
 * send. The signature start refuses with `required-document-missing` while there is one.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { requiredDocuments } from "../db/schema";

/** Still to send: never sent, or refused. A file sent and awaiting review does not stop the signature. */
const toSend = ["missing", "invalid"] as const;

/**
 * The required documents of a quote still to send (status missing or invalid), oldest first.
 * `quoteId` is the id of a quote the caller loaded among those the caller reaches (scope/quotes.ts).
 */
export async function missingRequiredDocuments(db: Database, quoteId: string) {
  return db
    .select({ id: requiredDocuments.id, title: requiredDocuments.title, status: requiredDocuments.status })
    .from(requiredDocuments)
    .where(and(eq(requiredDocuments.quoteId, quoteId), inArray(requiredDocuments.status, [...toSend])))
    .orderBy(asc(requiredDocuments.createdAt), asc(requiredDocuments.id));
}
