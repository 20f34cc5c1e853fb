import { createHash } from "node:crypto";
import { data } from "@remix-run/node";
import type { createClient } from "redis";
import { getEnv } from "~/utils/request/env.server";
import { logger } from "~/utils/request/logger.server";
import { onProcessClose } from "~/utils/request/process-close.server";
import { setResponseHeader, type ResponseHeadersContext } from "~/utils/request/response-headers.server";

/**
 * Rate limits of the sign-in forms (login, magic link, manager login,
 * password reset, SMS code, new/create password, phone confirmation):
 * AUTH_RATE_LIMIT posts per AUTH_RATE_LIMIT_WINDOW_MS, counted per client
 * address and per account, in fixed windows. Counters live in Redis when
 * REDIS_URL is set (shared by every portal process), in this process's
 * memory otherwise. Beyond the limit the action throws a 429 that the
 * route's error boundary shows as the translated "too many attempts" page.
 */

export type RateLimitHit = {
  /** Posts counted in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch milliseconds). */
  resetAt: number;
};

/** A fixed-window counter. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Gives one hit back in the current window (a post that turned out to be a success), never below 0. */
  release(key: string): Promise<void>;
  /** Releases connections (tests, shutdown). */
  close?(): Promise<void>;
}

/** Seconds until `resetAt`, rounded up, at least 1 (a Retry-After of 0 invites an immediate retry). */
export function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/* ------------------------------------------------------------------ memory */

export type MemoryStore = RateLimitStore & { readonly size: number };

/**
 * Counters in a Map. Windows all have the configured length and an expired
 * key is re-inserted when it starts a new window, so the Map's insertion
 * order is (nearly) expiry order: each hit drops expired entries from the
 * front, which keeps the cost amortised O(1). Past `maxKeys` (an address
 * flood) the oldest windows are forgotten, so memory stays bounded.
 */
export function memoryStore(now: () => number = Date.now, options: { maxKeys?: number } = {}): MemoryStore {
  const maxKeys = options.maxKeys ?? 50_000;
  const entries = new Map<string, RateLimitHit>();

  function prune(at: number) {
    for (const [key, entry] of entries) {
      if (entry.resetAt > at) break;
      entries.delete(key);
    }
    if (entries.size < maxKeys) return;
    // Windows of different lengths can leave expired entries behind a live one.
    for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  }

  return {
    get size() {
      return entries.size;
    },
    async hit(key, windowMs) {
      const at = now();
      prune(at);
      const entry = entries.get(key);
      if (entry && entry.resetAt > at) {
        entry.count += 1;
        return { ...entry };
      }
      entries.delete(key);
      const fresh = { count: 1, resetAt: at + windowMs };
      entries.set(key, fresh);
      return { ...fresh };
    },
    async release(key) {
      const entry = entries.get(key);
      if (entry && entry.resetAt > now() && entry.count > 0) entry.count -= 1;
    },
    async close() {
      entries.clear();
    },
  };
}

/* ------------------------------------------------------------------- redis */

export const redisKeyPrefix = "portal:rl:";

/**
 * INCR, and PEXPIRE when the key is new (or somehow lost its expiry), in one
 * atomic step; answers the count and the milliseconds left in the window.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/** DECR, only while the key lives and is above 0: a released hit never outlives its window. */
const releaseScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

type RedisClient = ReturnType<typeof createClient>;

const warningIntervalMs = 60_000;

/**
 * Counters in Redis, keys `portal:rl:<key>`. The `redis` module is imported
 * on the first hit only, so a portal without REDIS_URL never loads it.
 *
 * When Redis cannot answer (down, unreachable, slower than `timeoutMs`) the
 * post is let through (fail open) and a warning is logged at most once a
 * minute. Failing closed would turn a Redis outage into a sign-in outage for
 * every customer of every brand; failing open only loses this first layer
 * for the outage, while the broker behind keeps its own per-account and
 * per-address limits on these calls (the portal forwards the client address)
 * and the password rules stay in force. Brute force through a short outage
 * is the smaller risk.
 */
export function redisStore(url: string, options: { timeoutMs?: number; now?: () => number } = {}): RateLimitStore {
  const timeoutMs = options.timeoutMs ?? 500;
  const now = options.now ?? Date.now;
  let lastWarning = -Infinity;
  let connection: Promise<{ client: RedisClient; firstConnection: Promise<void> }> | null = null;
  let closed = false;

  function warn(reason: unknown) {
    const at = now();
    if (at - lastWarning < warningIntervalMs) return;
    lastWarning = at;
    // The error's class or code only: messages can carry the server address.
    const cause = (reason as { code?: unknown } | null)?.code ?? (reason instanceof Error ? reason.name : "unknown");
    logger.warn("rate_limit.redis_unavailable", { cause: String(cause), failOpen: true });
  }

  function connect() {
    connection ??= import("redis").then(({ createClient }) => {
      const client = createClient({
        url,
        // Commands fail at once while disconnected instead of queueing behind a reconnect.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: 2_000,
          reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
        },
      });
      // Without a listener an 'error' event would crash the process.
      client.on("error", warn);
      const ready = new Promise<void>((resolve) => client.once("ready", () => resolve()));
      // Settles once: ready, or given up after timeoutMs.
      const firstConnection = withTimeout(ready, timeoutMs).catch(() => undefined);
      client.connect().catch(warn);
      return { client, firstConnection };
    });
    return connection;
  }

  async function hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const { client, firstConnection } = await connect();
    // Only the posts of the first moment wait (timeoutMs at most) for the
    // connection; later, while Redis is down, commands fail at once
    // (no offline queue) and the post goes through without delay.
    if (!client.isReady) await firstConnection;
    const reply = await withTimeout(client.eval(hitScript, { keys: [redisKeyPrefix + key], arguments: [String(windowMs)] }), timeoutMs);
    const [count, ttl] = reply as [number, number];
    return { count: Number(count), resetAt: now() + Number(ttl) };
  }

  return {
    async hit(key, windowMs) {
      if (closed) return { count: 0, resetAt: now() + windowMs };
      try {
        return await hit(key, windowMs);
      } catch (error) {
        warn(error);
        return { count: 0, resetAt: now() + windowMs };
      }
    },
    async release(key) {
      if (closed) return;
      try {
        const { client, firstConnection } = await connect();
        if (!client.isReady) await firstConnection;
        await withTimeout(client.eval(releaseScript, { keys: [redisKeyPrefix + key], arguments: [] }), timeoutMs);
      } catch (error) {
        warn(error);
      }
    },
    async close() {
      closed = true;
      if (!connection) return;
      const { client } = await connection;
      if (client.isOpen) await client.disconnect().catch(() => undefined);
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("Redis timeout"), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/* ------------------------------------------------------------------ limits */

let sharedStore: RateLimitStore | null = null;

/** The store of this process: chosen once, from REDIS_URL. */
function defaultStore(): RateLimitStore {
  if (!sharedStore) {
    const url = getEnv().REDIS_URL;
    sharedStore = url ? redisStore(url) : memoryStore();
    const store = sharedStore;
    onProcessClose(async () => store.close?.());
  }
  return sharedStore;
}

/** Forgets the shared store (and closes its connection), so the next post picks one again. */
export async function resetRateLimitStoreForTests(): Promise<void> {
  const store = sharedStore;
  sharedStore = null;
  await store?.close?.();
}

/** The key of an account: the login, trimmed and lower-cased, hashed so no e-mail is stored. */
export function accountKey(account: string): string {
  return createHash("sha256").update(account.trim().toLowerCase()).digest("hex");
}

export type RateLimitedData = { rateLimited: true; retryAfterSeconds: number };

/** The post being counted: its request, and the load context its 429 sets Retry-After on. */
export type PostArgs = { request: Request; context: ResponseHeadersContext };

type AuthPostInput = { form: string; brand: string; account?: string | null; clientAddress?: string | null };

/** The keys one post counts against: its client address, and its account when it names one. */
function authKeys(input: AuthPostInput): string[] {
  const address = input.clientAddress?.trim() || "unknown";
  const account = input.account?.trim() ? accountKey(input.account) : null;
  const keys = [`ip:${input.form}:${address}`];
  if (account) keys.push(`acct:${input.form}:${input.brand}:${account}`);
  return keys;
}

/**
 * A post that succeeded (a sign-in that went through) gives its hits back: only refused attempts use up
 * the allowance, so a family or an office behind one address never locks itself out by signing in
 * (issue 45), as the broker gives back a successful login's count too.
 */
export async function releaseAuthPost(input: AuthPostInput, options: { store?: RateLimitStore } = {}): Promise<void> {
  const store = options.store ?? defaultStore();
  await Promise.all(authKeys(input).map((key) => store.release(key)));
}

/**
 * Counts one post of a sign-in form against its client address
 * (`ip:<form>:<address>`) and, when the post names one, its account
 * (`acct:<form>:<brand>:<sha256 of the login>`): brands are separate tenants,
 * so the same address on two brands is two accounts, and posts on one brand
 * never lock the other's account out. Beyond AUTH_RATE_LIMIT in the window
 * it throws `data({ rateLimited, retryAfterSeconds }, 429 + Retry-After)`.
 * Call it in the action, after the CSRF check and before calling the broker.
 * GET and HEAD are not counted (loaders never post).
 */
export async function enforceAuthRateLimit(
  { request, context }: PostArgs,
  input: AuthPostInput,
  options: { store?: RateLimitStore; now?: () => number; limit?: number; windowMs?: number; accountWindowMs?: number } = {},
): Promise<void> {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return;

  const limit = options.limit ?? getEnv().AUTH_RATE_LIMIT;
  const windowMs = options.windowMs ?? getEnv().AUTH_RATE_LIMIT_WINDOW_MS;
  const accountWindowMs = options.accountWindowMs ?? getEnv().AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS;
  const store = options.store ?? defaultStore();
  const now = options.now ?? Date.now;

  const keys = authKeys(input);

  // The address first, then the account (authKeys): each with its own window.
  const hits = await Promise.all(keys.map((key, index) => store.hit(key, index === 0 ? windowMs : accountWindowMs)));
  const exceeded = hits.filter((hit) => hit.count > limit);
  if (exceeded.length === 0) return;

  const at = now();
  const seconds = Math.max(...exceeded.map((hit) => retryAfterSeconds(hit.resetAt, at)));
  // No address or account in the log: the form and which limit tripped are enough.
  logger.info("auth.rate_limited", {
    form: input.form,
    by: hits.map((hit, index) => (hit.count > limit ? (index === 0 ? "address" : "account") : null)).filter(Boolean),
    retryAfterSeconds: seconds,
  });
  // On the response itself, not only on the thrown one: Remix drops a thrown response's headers but Set-Cookie.
  setResponseHeader(context, "Retry-After", String(seconds));
  throw data({ rateLimited: true, retryAfterSeconds: seconds } satisfies RateLimitedData, {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });
}
