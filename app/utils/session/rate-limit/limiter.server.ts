import { createHash } from "node:crypto";
import { data } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { createClient } from "redis";
import { getEnv } from "~/utils/request/env.server";
import { logger } from "~/utils/request/logger.server";
import { onProcessClose } from "~/utils/request/process-close.server";
import { setResponseHeader, type ResponseHeadersContext } from "~/utils/request/response-headers.server";
import { isReadMethod } from "~/utils/request/read-methods";

/**
 * Rate limits of the sign-in forms (login, magic link, manager login,
 * password reset, SMS code, new/create password, phone confirmation):
 * AUTH_RATE_LIMIT posts per fixed window, counted per client address
 * (AUTH_RATE_LIMIT_WINDOW_MS) and per account (AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS),
 * by rate-limiter-flexible: in Redis when REDIS_URL is set (shared by every
 * portal process), in this process's memory otherwise. Beyond the limit the
 * action throws a 429 that the route's error boundary shows as the translated
 * "too many attempts" page.
 */

/** Where the counters live: gives the limiter allowing `points` posts per `windowMs`. */
export interface RateLimitStore {
  limiter(points: number, windowMs: number): Promise<RateLimiterAbstract>;
  /** Called when the store cannot answer: the post is let through (fail open). */
  unavailable?(reason: unknown): void;
  /** Releases connections (tests, shutdown). */
  close?(): Promise<void>;
}

/** Seconds until the window ends, rounded up, at least 1 (a Retry-After of 0 invites an immediate retry). */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** The library counts whole seconds: a window is rounded up to one. */
const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

export const keyPrefix = "portal:rl";

/** One limiter per (points, window): the address's and the account's. */
function limiterCache(make: (points: number, duration: number) => RateLimiterAbstract) {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (points: number, windowMs: number) => {
    const duration = windowSeconds(windowMs);
    const id = `${points}/${duration}`;
    let limiter = limiters.get(id);
    if (!limiter) limiters.set(id, (limiter = make(points, duration)));
    return limiter;
  };
}

/** Counters in this process's memory; each key is forgotten when its window ends. */
export function memoryStore(): RateLimitStore {
  const limiter = limiterCache((points, duration) => new RateLimiterMemory({ keyPrefix, points, duration }));
  return { limiter: async (points, windowMs) => limiter(points, windowMs) };
}

type RedisClient = ReturnType<typeof createClient>;

const warningIntervalMs = 60_000;

/**
 * Counters in Redis, keys `portal:rl:<key>` (the library's atomic
 * INCR-and-expire script). The `redis` module is imported on the first post
 * only, so a portal without REDIS_URL never loads it.
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
    if (closed) return;
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
      const firstConnection = Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      client.connect().catch(warn);
      return { client, firstConnection };
    });
    return connection;
  }

  let limiter: ((points: number, windowMs: number) => RateLimiterAbstract) | null = null;

  return {
    async limiter(points, windowMs) {
      if (closed) throw new Error("Rate limit store closed");
      const { client, firstConnection } = await connect();
      // Only the posts of the first moment wait (timeoutMs at most) for the
      // connection; later, while Redis is down, the limiter refuses at once
      // (rejectIfRedisNotReady) and the post goes through without delay.
      if (!client.isReady) await firstConnection;
      limiter ??= limiterCache(
        (points, duration) =>
          new RLWrapperTimeouts({
            limiter: new RateLimiterRedis({ storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix, points, duration }),
            timeoutMs,
          }),
      );
      return limiter(points, windowMs);
    },
    unavailable: warn,
    async close() {
      closed = true;
      if (!connection) return;
      const { client } = await connection;
      if (client.isOpen) await client.disconnect().catch(() => undefined);
    },
  };
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

/** A 429's screen data. `goBack`: the screen offers the way home (SPEC section 2 lets a caller force it on, decision 0277). */
export type RateLimitedData = { rateLimited: true; retryAfterSeconds: number; goBack: true };

/** The post being counted: its request, and the load context its 429 sets Retry-After on. */
export type PostArgs = { request: Request; context: ResponseHeadersContext };

type AuthPostInput = { form: string; brand: string; account?: string | null; clientAddress?: string | null };

type LimitOptions = { store?: RateLimitStore; limit?: number; windowMs?: number; accountWindowMs?: number };

/**
 * The counters one post counts against: its client address (`ip:<form>:<address>`,
 * the address's window) and, when the post names one, its account
 * (`acct:<form>:<brand>:<sha256 of the login>`, the account's window): brands
 * are separate tenants, so the same address on two brands is two accounts.
 */
function authLimits(input: AuthPostInput, options: LimitOptions) {
  const store = options.store ?? defaultStore();
  const limit = options.limit ?? getEnv().AUTH_RATE_LIMIT;
  const address = input.clientAddress?.trim() || "unknown";
  const limits = [{ by: "address", key: `ip:${input.form}:${address}`, windowMs: options.windowMs ?? getEnv().AUTH_RATE_LIMIT_WINDOW_MS }];
  if (input.account?.trim()) {
    const key = `acct:${input.form}:${input.brand}:${accountKey(input.account)}`;
    limits.push({ by: "account", key, windowMs: options.accountWindowMs ?? getEnv().AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS });
  }
  /** Runs `count` on each counter; a store that cannot answer lets the post through. */
  const each = (count: (limiter: RateLimiterAbstract, key: string) => Promise<unknown>) =>
    Promise.all(
      limits.map(async ({ key, windowMs }) => {
        try {
          await count(await store.limiter(limit, windowMs), key);
          return null;
        } catch (reason) {
          if (reason instanceof RateLimiterRes) return reason;
          store.unavailable?.(reason);
          return null;
        }
      }),
    );
  return { limits, each };
}

/**
 * A post that succeeded (a sign-in that went through) gives its hits back: only refused attempts use up
 * the allowance, so a family or an office behind one address never locks itself out by signing in
 * (issue 45), as the broker gives back a successful login's count too.
 */
export async function releaseAuthPost(input: AuthPostInput, options: LimitOptions = {}): Promise<void> {
  await authLimits(input, options).each((limiter, key) => limiter.reward(key, 1));
}

/**
 * Counts one post of a sign-in form against its client address and, when the
 * post names one, its account (see `authLimits`). Beyond AUTH_RATE_LIMIT in
 * either window it throws `data({ rateLimited, retryAfterSeconds }, 429 +
 * Retry-After)`, the longer wait of the two. Call it in the action, after the
 * CSRF check and before calling the broker. GET and HEAD are not counted
 * (loaders never post).
 */
export async function enforceAuthRateLimit({ request, context }: PostArgs, input: AuthPostInput, options: LimitOptions = {}): Promise<void> {
  if (isReadMethod(request.method)) return;

  const { limits, each } = authLimits(input, options);
  const refusals = await each((limiter, key) => limiter.consume(key, 1));
  if (refusals.every((refusal) => refusal === null)) return;

  const seconds = Math.max(...refusals.map((refusal) => (refusal ? retryAfterSeconds(refusal.msBeforeNext) : 0)));
  // No address or account in the log: the form and which limit tripped are enough.
  logger.info("auth.rate_limited", {
    form: input.form,
    by: limits.filter((_, index) => refusals[index]).map(({ by }) => by),
    retryAfterSeconds: seconds,
  });
  // On the response itself, not only on the thrown one: Remix drops a thrown response's headers but Set-Cookie.
  setResponseHeader(context, "Retry-After", String(seconds));
  throw data({ rateLimited: true, retryAfterSeconds: seconds, goBack: true } satisfies RateLimitedData, {
    status: 429,
    headers: { "Retry-After": String(seconds) },
  });
}
