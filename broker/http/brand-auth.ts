import { and, eq, gt, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { brandApiTokens, brands } from "../db/schema";
import { hashToken } from "../security/tokens";
import type { BrokerEnv } from "./context";
import { invalidApiToken } from "./errors";

type Brand = typeof brands.$inferSelect;

/**
 * Brands of recently checked tokens, per database (docs/decisions/0039):
 * every call of the portal carries the brand token, and looking it up was
 * one of the two or three queries of a small call. A token revoked in the
 * database stops working within `brandCacheMs`; an expired one at once.
 * Unknown tokens are never cached, so a guessed token costs a query each time.
 */
export const brandCacheMs = 30_000;
const brandCaches = new WeakMap<Database, Map<string, { brand: Brand; validUntil: number }>>();

function cacheOf(db: Database) {
  let cache = brandCaches.get(db);
  if (!cache) brandCaches.set(db, (cache = new Map()));
  return cache;
}

/**
 * Authenticates the CALLER (the portal server): `Authorization: Bearer <brand API token>`.
 * The token decides the brand; every later query is scoped to it.
 */
export const requireBrand = createMiddleware<BrokerEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw invalidApiToken();
  const { db, now } = c.get("deps");
  const at = now();
  const tokenHash = hashToken(match[1]);
  const cache = cacheOf(db);
  const cached = cache.get(tokenHash);
  if (cached && cached.validUntil > at.getTime()) {
    c.set("brand", cached.brand);
    return next();
  }
  const [row] = await db
    .select({ brand: brands, expiresAt: brandApiTokens.expiresAt })
    .from(brandApiTokens)
    .innerJoin(brands, eq(brands.id, brandApiTokens.brandId))
    .where(and(eq(brandApiTokens.tokenHash, tokenHash), isNull(brandApiTokens.revokedAt), gt(brandApiTokens.expiresAt, at)))
    .limit(1);
  if (!row) {
    cache.delete(tokenHash);
    throw invalidApiToken();
  }
  if (cache.size > 1000) cache.clear(); // a handful of brands in practice; never grows without bound
  cache.set(tokenHash, { brand: row.brand, validUntil: Math.min(at.getTime() + brandCacheMs, row.expiresAt.getTime()) });
  c.set("brand", row.brand);
  await next();
});
