import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/request/logger.server";
import {
  accountKey,
  enforceAuthRateLimit,
  memoryStore,
  keyPrefix,
  redisStore,
  resetRateLimitStoreForTests,
  retryAfterSeconds,
  type RateLimitStore,
  releaseAuthPost,
} from "~/utils/session/rate-limit/limiter.server";

type Thrown = { type: string; data: { rateLimited: boolean; retryAfterSeconds: number }; init: { status: number; headers: HeadersInit } };

const post = (responseHeaders = new Headers()) => ({ request: new Request("http://localhost/en-fr/login", { method: "POST" }), context: { responseHeaders } });

/** The library reads Date.now and sets timers: the tests move both. */
function clock(start = 1_700_000_000_000) {
  vi.useFakeTimers({ now: start });
  return { now: () => Date.now(), advance: (ms: number) => vi.advanceTimersByTime(ms) };
}

/** A post's form, account and address; on the brand `brand` unless it says which. */
type PostInput = Omit<Parameters<typeof enforceAuthRateLimit>[1], "brand"> & { brand?: string };
const brand = "courtia-fr";

/** What one post answers: nothing, or the thrown 429. */
async function attempt(input: PostInput, options: Parameters<typeof enforceAuthRateLimit>[2], headers?: Headers) {
  return enforceAuthRateLimit(post(headers), { brand, ...input }, options).then(
    () => null,
    (thrown: unknown) => thrown as Thrown,
  );
}

async function attempts(count: number, input: PostInput, options: Parameters<typeof enforceAuthRateLimit>[2]) {
  const results: Array<Thrown | null> = [];
  for (let i = 0; i < count; i += 1) results.push(await attempt(input, options));
  return results;
}

function expect429(thrown: Thrown | null, seconds?: number) {
  expect(thrown).not.toBeNull();
  expect(thrown!.type).toBe("DataWithResponseInit");
  expect(thrown!.init.status).toBe(429);
  const retryAfter = new Headers(thrown!.init.headers).get("Retry-After");
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(thrown!.data).toEqual({ rateLimited: true, retryAfterSeconds: Number(retryAfter), goBack: true });
  if (seconds !== undefined) expect(retryAfter).toBe(String(seconds));
}

describe("retryAfterSeconds", () => {
  it("rounds up and never answers less than one second", () => {
    expect(retryAfterSeconds(10_000)).toBe(10);
    expect(retryAfterSeconds(10_001)).toBe(11);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(-4_000)).toBe(1);
  });
});

describe("memory store", () => {
  afterEach(() => vi.useRealTimers());

  it("counts in fixed windows per key", async () => {
    const time = clock();
    const limiter = await memoryStore().limiter(10, 60_000);
    expect(await limiter.consume("a")).toMatchObject({ consumedPoints: 1, msBeforeNext: 60_000 });
    time.advance(30_000);
    expect(await limiter.consume("a")).toMatchObject({ consumedPoints: 2, msBeforeNext: 30_000 });
    expect(await limiter.consume("b")).toMatchObject({ consumedPoints: 1, msBeforeNext: 60_000 });
    time.advance(30_000);
    expect(await limiter.consume("a")).toMatchObject({ consumedPoints: 1, msBeforeNext: 60_000 });
    expect(await limiter.consume("b")).toMatchObject({ consumedPoints: 2, msBeforeNext: 30_000 });
  });

  it("forgets a key when its window ends, and rounds a window up to whole seconds", async () => {
    const time = clock();
    const limiter = await memoryStore().limiter(10, 500);
    await limiter.consume("old");
    time.advance(999);
    expect(await limiter.get("old")).toMatchObject({ consumedPoints: 1 });
    time.advance(1);
    expect(await limiter.get("old")).toBeNull();
  });
});

describe("enforceAuthRateLimit", () => {
  afterEach(() => vi.useRealTimers());

  function setup() {
    const time = clock();
    return { time, options: { store: memoryStore(), limit: 10, windowMs: 60_000, accountWindowMs: 60_000 } };
  }

  it("says the account's wait as the broker would: ten refused sign-ins of one login wait out its 15 minutes (issue 45 §4)", async () => {
    const time = clock();
    const options = { store: memoryStore(), limit: 10 };
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ form: "login", account: "demo.full@example.com", clientAddress: `198.51.100.${i}` }, options)).toBeNull();
    }
    time.advance(60_000);
    expect429(await attempt({ form: "login", account: "demo.full@example.com", clientAddress: "192.0.2.1" }, options), 14 * 60);
  });

  it("lets ten posts through and answers the eleventh with a 429 and Retry-After", async () => {
    const { time, options } = setup();
    const results = await attempts(10, { form: "login", account: "demo.full@example.com", clientAddress: "203.0.113.7" }, options);
    expect(results.every((result) => result === null)).toBe(true);
    time.advance(15_000);
    expect429(await attempt({ form: "login", account: "demo.full@example.com", clientAddress: "203.0.113.7" }, options), 45);
  });

  it("never counts a sign-in that went through: after twenty successes, ten refused posts are still allowed (issue 45)", async () => {
    const { options } = setup();
    const input = { form: "login", account: "demo.full@example.com", clientAddress: "203.0.113.9" };
    for (let i = 0; i < 20; i += 1) {
      expect(await attempt(input, options)).toBeNull();
      await releaseAuthPost({ brand, ...input }, options);
    }
    const refused = await attempts(10, input, options);
    expect(refused.every((result) => result === null)).toBe(true);
    expect429(await attempt(input, options));
  });

  it("puts Retry-After on the response itself, which every route's error page and `.data` answer carry", async () => {
    const { options } = setup();
    await attempts(10, { form: "login", clientAddress: "203.0.113.8" }, options);
    const headers = new Headers();
    const refused = await attempt({ form: "login", clientAddress: "203.0.113.8" }, options, headers);
    expect429(refused, 60);
    expect(headers.get("Retry-After")).toBe("60");
  });

  it("limits another account from the same address by the address", async () => {
    const { options } = setup();
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ form: "login", account: `user${i}@example.com`, clientAddress: "203.0.113.7" }, options)).toBeNull();
    }
    expect429(await attempt({ form: "login", account: "someone.else@example.com", clientAddress: "203.0.113.7" }, options), 60);
  });

  it("limits the same account from another address by the account, whatever its case and spaces", async () => {
    const { options } = setup();
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ form: "login", account: "Demo.Full@Example.com ", clientAddress: `198.51.100.${i}` }, options)).toBeNull();
    }
    expect429(await attempt({ form: "login", account: "demo.full@example.com", clientAddress: "192.0.2.1" }, options));
  });

  it("counts an account per brand: brands are separate tenants, and one brand's posts never lock the other's account out", async () => {
    const { options } = setup();
    const onBrand = (brand: string, i: number) =>
      attempt({ form: "login", brand, account: "demo.full@example.com", clientAddress: `198.51.100.${i}` }, options);
    for (let i = 0; i < 10; i += 1) expect(await onBrand("azura", i)).toBeNull();
    expect(await onBrand("nordhafen", 10)).toBeNull();
    expect429(await onBrand("azura", 11));
  });

  it("starts again once the window has passed", async () => {
    const { time, options } = setup();
    const input = { form: "magic-link", account: "demo.full@example.com", clientAddress: "203.0.113.7" };
    await attempts(10, input, options);
    expect429(await attempt(input, options));
    time.advance(60_000);
    expect(await attempts(10, input, options)).toEqual(Array(10).fill(null));
    expect429(await attempt(input, options));
  });

  it("counts each form on its own, and posts without an address under 'unknown'", async () => {
    const { options } = setup();
    await attempts(10, { form: "login", clientAddress: null }, options);
    expect(await attempt({ form: "password-reset", clientAddress: null }, options)).toBeNull();
    expect429(await attempt({ form: "login" }, options));
    expect(await attempt({ form: "login", clientAddress: "203.0.113.7" }, options)).toBeNull();
  });

  it("does not count GET requests", async () => {
    const { options } = setup();
    for (let i = 0; i < 20; i += 1) {
      await expect(
        enforceAuthRateLimit(
          { request: new Request("http://localhost/en-fr/login"), context: { responseHeaders: new Headers() } },
          { form: "login", brand },
          options,
        ),
      ).resolves.toBeUndefined();
    }
  });

  it.skipIf(process.env.AUTH_RATE_LIMIT || process.env.AUTH_RATE_LIMIT_WINDOW_MS)(
    "uses AUTH_RATE_LIMIT from the environment and a shared in-memory store without REDIS_URL",
    async () => {
      await resetRateLimitStoreForTests();
      const form = `env-${randomUUID()}`;
      expect(await attempts(10, { form, clientAddress: "203.0.113.7" }, {})).toEqual(Array(10).fill(null));
      expect429(await attempt({ form, clientAddress: "203.0.113.7" }, {}), 60);
      await resetRateLimitStoreForTests();
      expect(await attempt({ form, clientAddress: "203.0.113.7" }, {})).toBeNull();
    },
  );
});

describe("redis store fails open", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it("lets posts through when nothing listens, warning once a minute", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const store = redisStore(`redis://127.0.0.1:${await closedPort()}`, { timeoutMs: 200 });
    try {
      const options = { store, limit: 10, windowMs: 60_000 };
      const started = Date.now();
      const results = await attempts(15, { form: "login", account: "demo.full@example.com", clientAddress: "203.0.113.7" }, options);
      expect(results).toEqual(Array(15).fill(null));
      // Only the first post waits for the connection (200 ms here); the others fail open at once.
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toBe("rate_limit.redis_unavailable");
      expect(JSON.stringify(warn.mock.calls)).not.toMatch(/example\.com|203\.0\.113/);
    } finally {
      await store.close?.();
    }
  });

  it("lets posts through when the server never answers", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const store = redisStore(`redis://127.0.0.1:${port}`, { timeoutMs: 200 });
    try {
      const started = Date.now();
      const options = { store, limit: 1, windowMs: 60_000 };
      expect(await attempts(3, { form: "login", clientAddress: "203.0.113.7" }, options)).toEqual([null, null, null]);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await store.close?.();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

const redisUrl = process.env.REDIS_TEST_URL;

describe("redis store", () => {
  let store: RateLimitStore;
  let raw: ReturnType<typeof createClient> | null = null;

  beforeAll(async () => {
    if (!redisUrl) return;
    store = redisStore(redisUrl);
    raw = createClient({ url: redisUrl });
    await raw.connect();
  });

  afterAll(async () => {
    await store?.close?.();
    await raw?.disconnect();
  });

  it.skipIf(!redisUrl)("counts in fixed windows under portal:rl: keys", async () => {
    const key = `test:${randomUUID()}`;
    const limiter = await store.limiter(10, 1_000);
    const first = await limiter.consume(key);
    expect(first.consumedPoints).toBe(1);
    expect(first.msBeforeNext).toBeGreaterThan(900);
    expect(first.msBeforeNext).toBeLessThanOrEqual(1_000);
    expect((await limiter.consume(key)).consumedPoints).toBe(2);
    expect(await raw!.get(`${keyPrefix}:${key}`)).toBe("2");
    const ttl = await raw!.pTTL(`${keyPrefix}:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.consume(key)).consumedPoints).toBe(1);
  });

  it.skipIf(!redisUrl)("counts concurrent posts exactly", async () => {
    const key = `test:${randomUUID()}`;
    const limiter = await store.limiter(100, 60_000);
    const counts = await Promise.all(Array.from({ length: 50 }, () => limiter.consume(key)));
    expect(counts.map((hit) => hit.consumedPoints).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it.skipIf(!redisUrl)("limits by address and by account, and keeps no e-mail in Redis", async () => {
    const form = `login-${randomUUID()}`;
    const options = { store, limit: 10, windowMs: 60_000, accountWindowMs: 60_000 };
    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ form, account: `user${i}@example.com`, clientAddress: "203.0.113.7" }, options)).toBeNull();
    }
    expect429(await attempt({ form, account: "someone.else@example.com", clientAddress: "203.0.113.7" }, options));

    for (let i = 0; i < 10; i += 1) {
      expect(await attempt({ form, account: " Demo.Full@Example.com", clientAddress: `198.51.100.${i}` }, options)).toBeNull();
    }
    const thrown = await attempt({ form, account: "demo.full@example.com", clientAddress: "192.0.2.1" }, options);
    expect429(thrown);
    expect(thrown!.data.retryAfterSeconds).toBeLessThanOrEqual(60);

    const keys = await raw!.keys(`${keyPrefix}:*${form}*`);
    expect(keys).toContain(`${keyPrefix}:acct:${form}:${brand}:${accountKey("demo.full@example.com")}`);
    expect(keys).toContain(`${keyPrefix}:ip:${form}:203.0.113.7`);
    expect(keys.join(" ")).not.toMatch(/@|example/);
  });

  it.skipIf(!redisUrl)("gives a sign-in that went through its count back (issue 45)", async () => {
    const form = `login-${randomUUID()}`;
    const options = { store, limit: 10, windowMs: 60_000, accountWindowMs: 900_000 };
    const input = { form, account: "demo.full@example.com", clientAddress: "203.0.113.7" };
    for (let i = 0; i < 15; i += 1) {
      expect(await attempt(input, options)).toBeNull();
      await releaseAuthPost({ brand, ...input }, options);
    }
    expect(await raw!.get(`${keyPrefix}:ip:${form}:203.0.113.7`)).toBe("0");
    expect(await raw!.get(`${keyPrefix}:acct:${form}:${brand}:${accountKey(input.account)}`)).toBe("0");
  });

  it.skipIf(!redisUrl)("starts again once the window has passed", async () => {
    const form = `login-${randomUUID()}`;
    const options = { store, limit: 10, windowMs: 1_000, accountWindowMs: 1_000 };
    const input = { form, account: "demo.full@example.com", clientAddress: "203.0.113.7" };
    expect(await attempts(10, input, options)).toEqual(Array(10).fill(null));
    expect429(await attempt(input, options), 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await attempt(input, options)).toBeNull();
  });
});
