/**
 * Withdrawing a public termination request (issue 41 point 4, decision
 * 0173). The public form needs only a contract number, a name and an
 * e-mail, all of which a stranger may know: the holder sees such a request
 * on the contract's termination tab and in the acknowledgement e-mail
 * (a link carrying a token), and withdraws it until it takes effect. A
 * withdrawal marks the request `withdrawn` and takes the termination off
 * the contract, so every page reading the contract's status (header, list,
 * dashboard, menu) shows no pending termination any more.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { contracts, terminationRequests } from "../db/schema";
import type { IsoDate } from "../domain/calendar";

type RequestRow = typeof terminationRequests.$inferSelect;

/** Who withdrew: the holder from the e-mail's link, or signed in from the termination tab. */
export type WithdrawnBy = "email_link" | "holder_session";

/** The public request's identity column as this module reads and writes it. */
type PublicIdentity = {
  withdrawal_token_hash?: string | null;
  withdrawn_at?: string;
  withdrawn_by?: WithdrawnBy;
};

/** A token for the e-mail's link (256 random bits); only its SHA-256 is stored. */
export function newWithdrawalToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: withdrawalTokenHash(token) };
}

export function withdrawalTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Whether the holder may still withdraw it: a public request filed under
 * their contract, recorded on it (a full match: `received`) or sent to a
 * person because only part of it matched (`needs_review`), not yet in
 * effect (its end date after today, or none yet).
 */
export function isWithdrawable(request: Pick<RequestRow, "isPublic" | "status" | "effectiveDate" | "clientId">, today: IsoDate): boolean {
  if (!request.isPublic || !withdrawableStatuses.includes(request.status) || !request.clientId) return false;
  return !request.effectiveDate || request.effectiveDate > today;
}

const withdrawableStatuses: readonly string[] = ["received", "needs_review"];

/** The sent public request of the brand whose e-mailed token this is, or null. */
export async function requestByWithdrawalToken(db: Database, brandId: string, token: string): Promise<RequestRow | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(terminationRequests)
    .where(
      and(
        eq(terminationRequests.brandId, brandId),
        eq(terminationRequests.isPublic, true),
        sql`${terminationRequests.identity}->>'withdrawal_token_hash' = ${withdrawalTokenHash(token)}`,
      ),
    );
  return row ?? null;
}

/**
 * Withdraws the request (the caller checked isWithdrawable) and takes the
 * termination off its contract when it is the one recorded there. One
 * transaction, the request's row locked: two clicks withdraw once.
 */
export async function withdrawTermination(db: Database, request: RequestRow, by: WithdrawnBy, now: Date): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(terminationRequests)
      .where(and(eq(terminationRequests.id, request.id), eq(terminationRequests.brandId, request.brandId)))
      .for("update");
    if (!locked || locked.status === "withdrawn") return locked ?? request;
    const identity = (locked.identity ?? {}) as PublicIdentity & Record<string, unknown>;
    const [withdrawn] = await tx
      .update(terminationRequests)
      .set({
        status: "withdrawn",
        // The e-mail's link keeps working: it then says the request was withdrawn, and when.
        identity: { ...identity, withdrawn_at: now.toISOString(), withdrawn_by: by },
      })
      .where(and(eq(terminationRequests.id, locked.id), eq(terminationRequests.brandId, locked.brandId)))
      .returning();
    if (locked.contractId && locked.clientId) {
      await tx
        .update(contracts)
        .set({ termination: null, updatedAt: now })
        .where(
          and(
            eq(contracts.id, locked.contractId),
            eq(contracts.brandId, locked.brandId),
            eq(contracts.clientId, locked.clientId),
            sql`${contracts.termination}->>'request_id' = ${locked.id}`,
          ),
        );
    }
    return withdrawn;
  });
}
