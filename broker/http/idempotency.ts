/**
 * `Idempotency-Key` for POST/PUT/PATCH/DELETE (the portal retries non-idempotent
 * calls once on 408/409/425/429/5xx, SPEC section 7):
 * - first call: one database transaction claims the key, runs the handler on
 *   that transaction (`deps.db` is it) and stores the response, then commits:
 *   the effect and its record are kept together or not at all (decision 0094);
 * - same key + same request: stored status and body replayed, `Idempotent-Replayed: true`;
 * - same key while the first is still running (another process, or a retry
 *   sent before the first ended): waits up to 3 s for it, then 409
 *   `idempotency.conflict`; never both run;
 * - same key + different request: 422 `idempotency.mismatch`.
 * Keys are scoped to brand + session token and expire after 24 h; without a
 * session, to brand + the request itself (decision 0117: public forms).
 * Transient outcomes (5xx, 408, 409, 425, 429) are not stored: the whole
 * transaction is rolled back, so that the portal's retry really runs again
 * on a clean state, as after a killed process.
 * The body is read through `readRawBody` (http/body.ts), so the route's body
 * cap holds here too: an oversized upload is a 413 before it is buffered,
 * and no key is claimed for it.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { queryRows, type Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { ERROR_CODES } from "../../contract/wire/errors";
import { hashBytes, hashToken } from "../security/tokens";
import { readRawBody } from "./body";
import type { BrokerEnv } from "./context";
import { ApiError, validationFailed } from "./errors";
import { SESSION_HEADER } from "./session";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const TRANSIENT = new Set([408, 409, 425, 429]);
/** A row still in flight after this long belongs to a crashed process: take it over. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** How long a second request with a live key waits for the first to end before its 409. */
const WAIT_FOR_KEY_MS = 3000;
const STORED_HEADERS = ["content-type", "content-disposition", "location"];

const conflict = () =>
  new ApiError(409, ERROR_CODES.idempotencyConflict, {
    title: "Request in progress",
    details: "A request with this Idempotency-Key is still being processed.",
    headers: { "Retry-After": "1" },
  });
const mismatch = () =>
  new ApiError(422, ERROR_CODES.idempotencyMismatch, {
    title: "Idempotency-Key reused",
    details: "This Idempotency-Key was already used with a different request.",
  });

export const idempotency = createMiddleware<BrokerEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!key || !MUTATING.has(c.req.method)) return next();
  if (key.length > 255) throw validationFailed({ "Idempotency-Key": ["Must be at most 255 characters."] });

  const deps = c.get("deps");
  const { db, now, config } = deps;
  const brandId = c.get("brand").id;
  const sessionToken = c.req.header(SESSION_HEADER);
  const url = new URL(c.req.url);
  // Within the route's cap (413 past it, before buffering more); kept for the handler's own read.
  const body = await readRawBody(c);
  const requestHash = hashBytes(c.req.method, url.pathname + url.search, body);
  // Without a session nothing tells two visitors apart: the request itself is the scope (decision 0117),
  // so one visitor's key never replays or refuses another's request; a retry (same request) still replays.
  const scope = sessionToken ? hashToken(sessionToken) : `public:${requestHash}`;
  const id = and(eq(idempotencyKeys.brandId, brandId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  // One transaction for the key, the handler's writes and the stored answer (decision 0094):
  // a process killed before the commit leaves neither, so the retry runs once, at once.
  const stored = await db
    .transaction(async (tx) => {
      await holdKey(tx, `idempotency:${brandId}:${scope}:${key}`);
      const claimed = await claim(tx, { brandId, scope, key, requestHash, now: now(), ttlMs: config.idempotencyTtlMs });
      if (!claimed) {
        const [row] = await tx.select().from(idempotencyKeys).where(id).limit(1);
        if (!row) throw conflict();
        if (row.requestHash !== requestHash) throw mismatch();
        // Only a row left by a process without this transaction (before decision 0094) can be in flight.
        if (row.state !== "completed") throw conflict();
        return row;
      }
      // Every later reader of `deps` (session, scope, rate limits, the handler, its stores and providers) writes through tx.
      c.set("deps", { ...deps, db: tx });
      try {
        await next();
      } finally {
        c.set("deps", deps);
      }
      const res = c.res;
      // Not stored: rolled back whole, as a killed process would be, so the portal's retry starts clean.
      if (res.status >= 500 || TRANSIENT.has(res.status)) throw released;
      const bytes = Buffer.from(await res.clone().arrayBuffer());
      const headers: Record<string, string> = {};
      for (const name of STORED_HEADERS) {
        const value = res.headers.get(name);
        if (value) headers[name] = value;
      }
      await tx
        .update(idempotencyKeys)
        .set({ state: "completed", responseStatus: res.status, responseHeaders: headers, responseBody: bytes.toString("base64") })
        .where(id);
      return null;
    })
    .catch((error: unknown) => {
      if (error === released) return null;
      throw error;
    });
  if (!stored) return;
  const headers: Record<string, string> = { ...(stored.responseHeaders ?? {}), [REPLAYED_HEADER]: "true" };
  const bytes = Buffer.from(stored.responseBody ?? "", "base64");
  const status = stored.responseStatus as ContentfulStatusCode;
  return bytes.length ? c.body(new Uint8Array(bytes), status, headers) : c.body(null, status, headers);
});

/** Thrown inside the transaction to roll back an answer that is not stored (c.res keeps it). */
const released = new Error("idempotency: answer not stored");

/**
 * Takes the key's transaction-scoped advisory lock, so two processes never run
 * the same key at once; waits up to WAIT_FOR_KEY_MS for the holder to commit or
 * die, then answers 409 (the portal retries once after Retry-After).
 */
async function holdKey(tx: Database, lockName: string): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_KEY_MS;
  for (;;) {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${lockName}, 0)) AS locked`);
    if (row?.locked) return;
    if (Date.now() >= deadline) throw conflict();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Inserts the key as in flight; false when a live row already holds it. Expired or abandoned rows are replaced. */
async function claim(db: Database, k: { brandId: string; scope: string; key: string; requestHash: string; now: Date; ttlMs: number }): Promise<boolean> {
  const abandonedBefore = new Date(k.now.getTime() - ABANDONED_AFTER_MS);
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      brandId: k.brandId,
      scope: k.scope,
      key: k.key,
      requestHash: k.requestHash,
      state: "in_flight",
      createdAt: k.now,
      expiresAt: new Date(k.now.getTime() + k.ttlMs),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.brandId, idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        state: "in_flight",
        responseStatus: null,
        responseHeaders: null,
        responseBody: null,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
      },
      // Only take over a row that is dead: expired, or stuck in flight.
      setWhere: sql`${idempotencyKeys.expiresAt} <= ${k.now.toISOString()}::timestamptz OR (${idempotencyKeys.state} = 'in_flight' AND ${idempotencyKeys.createdAt} < ${abandonedBefore.toISOString()}::timestamptz)`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Housekeeping: drops expired keys (called periodically by start.ts). */
export async function purgeExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
