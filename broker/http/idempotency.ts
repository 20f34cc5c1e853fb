/**
 * `Idempotency-Key` for POST/PUT/PATCH/DELETE (the portal retries non-idempotent
 * calls once on 408/409/425/429/5xx, SPEC section 7):
 * - first call: row inserted `in_flight`, handler runs, response stored;
 * - same key + same request: stored status and body replayed, `Idempotent-Replayed: true`;
 * - same key while the first is still running: 409 `idempotency.conflict`;
 * - same key + different request: 422 `idempotency.mismatch`.
 * Keys are scoped to brand + session token and expire after 24 h.
 * Transient outcomes (5xx, 408, 409, 425, 429) are not stored: the key is
 * released so that the portal's retry really runs again.
 * The body is read through `readRawBody` (http/body.ts), so the route's body
 * cap holds here too: an oversized upload is a 413 before it is buffered,
 * and no key is claimed for it.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { ERROR_CODES } from "../wire/errors";
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
const STORED_HEADERS = ["content-type", "content-disposition", "location"];

const conflict = () =>
  new ApiError(409, ERROR_CODES.idempotencyConflict, {
    title: "Request in progress",
    details: "A request with this Idempotency-Key is still being processed.",
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

  const { db, now, config } = c.get("deps");
  const brandId = c.get("brand").id;
  const sessionToken = c.req.header(SESSION_HEADER);
  const scope = sessionToken ? hashToken(sessionToken) : "";
  const url = new URL(c.req.url);
  // Within the route's cap (413 past it, before buffering more); kept for the handler's own read.
  const body = await readRawBody(c);
  const requestHash = hashBytes(c.req.method, url.pathname + url.search, body);
  const id = and(eq(idempotencyKeys.brandId, brandId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const claimed = await claim(db, { brandId, scope, key, requestHash, now: now(), ttlMs: config.idempotencyTtlMs });
  if (!claimed) {
    const [row] = await db.select().from(idempotencyKeys).where(id).limit(1);
    if (!row) throw conflict(); // released between our insert and select: treat as a race
    if (row.requestHash !== requestHash) throw mismatch();
    if (row.state !== "completed") throw conflict();
    const headers: Record<string, string> = { ...(row.responseHeaders ?? {}), [REPLAYED_HEADER]: "true" };
    const bytes = Buffer.from(row.responseBody ?? "", "base64");
    const status = row.responseStatus as ContentfulStatusCode;
    return bytes.length ? c.body(new Uint8Array(bytes), status, headers) : c.body(null, status, headers);
  }

  try {
    await next();
  } catch (err) {
    await db.delete(idempotencyKeys).where(id);
    throw err;
  }

  const res = c.res;
  if (res.status >= 500 || TRANSIENT.has(res.status)) {
    await db.delete(idempotencyKeys).where(id);
    return;
  }
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of STORED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  await db
    .update(idempotencyKeys)
    .set({ state: "completed", responseStatus: res.status, responseHeaders: headers, responseBody: bytes.toString("base64") })
    .where(id);
});

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
