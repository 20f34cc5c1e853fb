/**
 * Fixed-window rate limits kept in the database (`rate_limit_bucket`), so
 * they hold across restarts and across several broker processes. One atomic
 * upsert per hit: no read-modify-write race.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { BrokerConfig } from "../config";
import type { Database } from "../db/client";
import { rateLimitBuckets } from "../db/schema";
import { hashToken } from "../security/tokens";
import type { BrokerContext, BrokerEnv } from "./context";
import { rateLimited } from "./errors";

export type RateLimitRule = {
  /** Name of the limit, e.g. `login`: buckets of different limits never mix. */
  name: string;
  limit: number;
  windowMs: number;
};

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit for `subject` (an e-mail, an IP, a session id… hashed
 * before storage) and says whether it is within the limit.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitResult> {
  const t = now.getTime();
  const windowStart = new Date(t - (t % rule.windowMs));
  const windowEnd = windowStart.getTime() + rule.windowMs;
  const key = `${rule.name}:${hashToken(subject)}`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1, expiresAt: new Date(windowEnd) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${rateLimitBuckets.windowStart} = excluded.window_start THEN ${rateLimitBuckets.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ count: rateLimitBuckets.count });
  const count = row.count;
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - t) / 1000)),
  };
}

/**
 * Reads `subject`'s count in the current window without counting a hit:
 * whether the limit is already reached (`allowed` false once `count` is at
 * the limit, so the next hit would be refused) and when the window ends.
 */
export async function peekRateLimit(db: Database, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitResult> {
  const t = now.getTime();
  const windowStart = new Date(t - (t % rule.windowMs));
  const windowEnd = windowStart.getTime() + rule.windowMs;
  const key = `${rule.name}:${hashToken(subject)}`;
  const [row] = await db
    .select({ count: rateLimitBuckets.count })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, windowStart)));
  const count = row?.count ?? 0;
  return {
    allowed: count < rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - t) / 1000)),
  };
}

/**
 * Gives one hit back to `subject` in the current window (never below 0): an attempt that turned out
 * to be a success (a login that went through) does not use up the allowance of refused ones.
 */
export async function refundRateLimit(db: Database, rule: Pick<RateLimitRule, "name" | "windowMs">, subject: string, now: Date): Promise<void> {
  const t = now.getTime();
  const windowStart = new Date(t - (t % rule.windowMs));
  const key = `${rule.name}:${hashToken(subject)}`;
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, windowStart), sql`${rateLimitBuckets.count} > 0`));
}

/**
 * The rule as enforced: `limit` times BROKER_RATE_LIMIT_FACTOR (config
 * `rateLimitFactor`, default 1), rounded down, at least 1.
 */
export function scaledRule(rule: RateLimitRule, factor: number): RateLimitRule {
  if (factor === 1) return rule;
  return { ...rule, limit: Math.max(1, Math.floor(rule.limit * factor)) };
}

/**
 * Throws 429 `rate-limited` (with Retry-After) when the hit is over the limit.
 * `config` brings the limit factor: every enforced rule goes through here.
 */
export async function enforceRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  config: Pick<BrokerConfig, "rateLimitFactor">,
): Promise<void> {
  const result = await consumeRateLimit(db, scaledRule(rule, config.rateLimitFactor), subject, now);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

/**
 * Route middleware: `rateLimit({ name: "login", limit: 10, windowMs: 60_000, key: (c) => clientIp(c) })`.
 * The key is scoped to the brand automatically.
 */
export function rateLimit(rule: RateLimitRule & { key: (c: BrokerContext) => string | Promise<string> }) {
  return createMiddleware<BrokerEnv>(async (c, next) => {
    const subject = await rule.key(c);
    const brand = c.get("brand")?.id ?? "-";
    const { db, now, config } = c.get("deps");
    await enforceRateLimit(db, rule, `${brand}:${subject}`, now(), config);
    await next();
  });
}

/**
 * The end user's address as forwarded by the portal server (the only
 * authenticated caller, so X-Forwarded-For is trusted as far as it goes).
 */
export function clientIp(c: BrokerContext): string {
  const forwarded = c.req.header("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0].trim();
  return c.req.header("x-real-ip") ?? "unknown";
}

export async function purgeExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.expiresAt, now));
}
