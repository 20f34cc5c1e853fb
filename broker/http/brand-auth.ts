import { and, eq, gt, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { brandApiTokens, brands } from "../db/schema";
import { hashToken } from "../security/tokens";
import type { BrokerEnv } from "./context";
import { invalidApiToken } from "./errors";

/**
 * Authenticates the CALLER (the portal server): `Authorization: Bearer <brand API token>`.
 * The token decides the brand; every later query is scoped to it.
 */
export const requireBrand = createMiddleware<BrokerEnv>(async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw invalidApiToken();
  const { db, now } = c.var.deps;
  const [row] = await db
    .select({ brand: brands })
    .from(brandApiTokens)
    .innerJoin(brands, eq(brands.id, brandApiTokens.brandId))
    .where(
      and(
        eq(brandApiTokens.tokenHash, hashToken(match[1])),
        isNull(brandApiTokens.revokedAt),
        gt(brandApiTokens.expiresAt, now()),
      ),
    )
    .limit(1);
  if (!row) throw invalidApiToken();
  c.set("brand", row.brand);
  await next();
});
