/** Session tokens: issue, resolve, revoke. Only the SHA-256 of a token is stored. */
import { and, eq, getTableColumns, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedRead } from "../db/prepared";
import { accountClients, accounts, clients, prospects, sessions } from "../db/schema";
import type { CurrentSession } from "../http/context";
import { hashToken, newToken } from "../security/tokens";

export type OpenSessionInput = {
  brandId: string;
  accountId: string;
  clientId?: string | null;
  prospectId?: string | null;
  /** password, magic_link, jwt, open_id, manager, existing… (audit only). */
  method: string;
  now: Date;
  ttlMs: number;
  /** SPEC "Session.data" at creation (e.g. `{ space: "manager" }`). */
  data?: Record<string, unknown>;
};

/** Creates a session and returns its plaintext token (shown once, to the caller). */
export async function openSession(db: Database, input: OpenSessionInput): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      brandId: input.brandId,
      accountId: input.accountId,
      tokenHash: hashToken(token),
      clientId: input.clientId ?? null,
      prospectId: input.prospectId ?? null,
      method: input.method,
      data: input.data ?? {},
      createdAt: input.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt };
}

type LiveSessionRow = Awaited<ReturnType<ReturnType<typeof liveSession>["execute"]>>[number];

/**
 * Session checks in flight, per database handle, brand and token. A page's calls come together (the
 * signed-in home sends seven at once with one token): they share the one check already running
 * instead of each running the five-table read, a third of the home's statements. Nothing is kept
 * once it answers, so a revocation or an expiry is seen by every call that starts after it; a call
 * that joins a running check reads the database as of that check, begun a moment before it came.
 */
const checksInFlight = new WeakMap<Database, Map<string, Promise<LiveSessionRow | undefined>>>();

function sharedCheck(db: Database, brandId: string, tokenHash: string, now: Date): Promise<LiveSessionRow | undefined> {
  let running = checksInFlight.get(db);
  if (!running) checksInFlight.set(db, (running = new Map()));
  const key = `${brandId}\u0000${tokenHash}`;
  let check = running.get(key);
  if (!check) {
    // Placeholders skip drizzle's column encoders: the time goes as the ISO text its encoder sends.
    check = preparedRead(db, "resolve_session", liveSession)
      .execute({ tokenHash, brandId, now: now.toISOString() })
      .then(([row]) => row)
      .finally(() => running.delete(key));
    running.set(key, check);
  }
  return check;
}

/** The live session of this brand behind a plaintext token, or null. */
export async function resolveSession(db: Database, brandId: string, token: string, now: Date): Promise<CurrentSession | null> {
  const tokenHash = hashToken(token);
  const row = await sharedCheck(db, brandId, tokenHash, now);
  // A shared check ran with its first caller's time: each caller holds the expiry to its own.
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
  // A session on a client the account may no longer act for (a revoked delegation) is over.
  if (row.session.clientId && row.role === null) return null;
  return {
    id: row.session.id,
    tokenHash,
    account: row.account,
    client: row.client,
    prospect: row.prospect,
    role: row.session.clientId ? row.role : null,
    data: row.session.data,
    expiresAt: row.session.expiresAt,
  };
}

// Password hashes stay in the database: checked at sign-in only, never carried by a session.
const {
  passwordHash: _passwordHash,
  managerPasswordHash: _managerPasswordHash,
  newManagerPasswordHash: _newManagerPasswordHash,
  newManagerPasswordExpiresAt: _newManagerPasswordExpiresAt,
  ...sessionAccountColumns
} = getTableColumns(accounts);

/** Run before every authenticated call, so prepared once (db/prepared.ts). */
function liveSession(db: Database) {
  const brandId = sql.placeholder("brandId");
  return db
    .select({ session: sessions, account: sessionAccountColumns, client: clients, prospect: prospects, role: accountClients.role })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(accountClients, and(eq(accountClients.accountId, sessions.accountId), eq(accountClients.clientId, sessions.clientId)))
    .leftJoin(clients, and(eq(clients.id, sessions.clientId), eq(clients.brandId, brandId)))
    .leftJoin(prospects, and(eq(prospects.id, sessions.prospectId), eq(prospects.brandId, brandId)))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.brandId, brandId),
        eq(accounts.brandId, brandId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1);
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an account (password reset), except `keepSessionId` (password change). */
export async function revokeAccountSessions(db: Database, brandId: string, accountId: string, now: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
