/**
 * A contract's pending termination (issue 45 §3, decision 0184): a request
 * sent (status `received`, from the contract's tab or the public form
 * matched to it) that has not taken effect. Read from the termination
 * requests themselves, so a withdrawal (status `withdrawn`) or a request
 * still a draft never shows. One read for the client's whole list, one for
 * a single contract: never a read per contract.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedRead } from "../db/prepared";
import { terminationRequests } from "../db/schema";
import { clientScopePlaceholders, ownedByClient } from "../scope/ownership";

/** The brand and the client (scope/contract.ts's Scope, not imported: views/contracts.ts reads this module's row type). */
type Scope = { brandId: string; clientId: string };

export type PendingTerminationRow = {
  id: string;
  contractId: string | null;
  effectiveDate: string | null;
  submittedAt: Date | null;
  createdAt: Date;
  isPublic: boolean;
};

const fields = {
  id: terminationRequests.id,
  contractId: terminationRequests.contractId,
  effectiveDate: terminationRequests.effectiveDate,
  submittedAt: terminationRequests.submittedAt,
  createdAt: terminationRequests.createdAt,
  isPublic: terminationRequests.isPublic,
};
const pending = () => and(eq(terminationRequests.status, "received"), isNotNull(terminationRequests.contractId));
const newestFirst = [desc(terminationRequests.submittedAt), desc(terminationRequests.createdAt)] as const;

/** The client's pending requests, newest first: the contracts list gives each contract its own. */
export async function clientPendingTerminations(db: Database, scope: Scope): Promise<Map<string, PendingTerminationRow>> {
  const rows: PendingTerminationRow[] = await preparedRead(db, "client_pending_terminations", (d) =>
    d
      .select(fields)
      .from(terminationRequests)
      .where(and(ownedByClient(terminationRequests, clientScopePlaceholders), pending()))
      .orderBy(...newestFirst),
  ).execute(scope);
  const byContract = new Map<string, PendingTerminationRow>();
  for (const row of rows) if (row.contractId && !byContract.has(row.contractId)) byContract.set(row.contractId, row);
  return byContract;
}

/** The contract's pending request, the newest when there are several, or null. */
export async function contractPendingTermination(db: Database, scope: Scope, contractId: string): Promise<PendingTerminationRow | null> {
  const [row] = await preparedRead(db, "contract_pending_termination", (d) =>
    d
      .select(fields)
      .from(terminationRequests)
      .where(and(ownedByClient(terminationRequests, clientScopePlaceholders), eq(terminationRequests.contractId, sql.placeholder("contractId")), pending()))
      .orderBy(...newestFirst)
      .limit(1),
  ).execute({ ...scope, contractId });
  return row ?? null;
}
