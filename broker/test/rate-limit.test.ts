import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit, scaledRule } from "../http/rate-limit";
import { LOGIN_PER_ACCOUNT, MESSAGES_PER_IP } from "../routes/authentication";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

describe("rate limits", () => {
  it("never counts a login that goes through: only refused attempts use up the account's limit (issue 45)", async () => {
    const login = (password: string) => t.request("/v2/clients/authentication", { brand: "vigie", body: { login: t.demo.client.email, password } });
    // More successful logins than the limit, then all but one of the refused attempts the limit allows.
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit + 2; i++) expect((await login(t.demo.password)).status).toBe(200);
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit - 1; i++) expect((await login("Wrong-password-1")).status).toBe(401);
    expect((await login(t.demo.password)).status).toBe(200);
    expect((await login("Wrong-password-1")).status).toBe(401);
    expect((await login("Wrong-password-1")).status).toBe(429);
  });

  it("answers 429 rate-limited with Retry-After once the login limit is reached", async () => {
    const attempt = () =>
      t.request("/v2/clients/authentication", {
        brand: "solana",
        body: { login: t.demo.client.email, password: "Wrong-password-1" },
      });
    for (let i = 0; i < LOGIN_PER_ACCOUNT.limit; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_PER_ACCOUNT.windowMs / 1000);
    expect(await limited.json()).toMatchObject({ status_code: 429, code: "rate-limited" });

    // Even the right password is refused while limited: no guessing through the limit.
    const right = await t.request("/v2/clients/authentication", {
      brand: "solana",
      body: { login: t.demo.client.email, password: t.demo.password },
    });
    expect(right.status).toBe(429);

    // Other brands (other accounts) are not affected.
    const elsewhere = await t.request("/v2/clients/authentication", {
      brand: "castello",
      body: { login: t.demo.client.email, password: t.demo.password },
    });
    expect(elsewhere.status).toBe(200);

    // After the window the account can log in again.
    t.clock.advance(LOGIN_PER_ACCOUNT.windowMs);
    const after = await t.request("/v2/clients/authentication", {
      brand: "solana",
      body: { login: t.demo.client.email, password: t.demo.password },
    });
    expect(after.status).toBe(200);
  });

  it("counts atomically under concurrency (DB buckets)", async () => {
    const rule = { name: "concurrency-test", limit: 5, windowMs: 60_000 };
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(t.db, rule, "same-subject", now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe("BROKER_RATE_LIMIT_FACTOR (config rateLimitFactor)", () => {
  it("multiplies the limit, rounded down, at least 1", () => {
    const rule = { name: "x", limit: 5, windowMs: 1000 };
    expect(scaledRule(rule, 1)).toBe(rule);
    expect(scaledRule(rule, 2)).toEqual({ name: "x", limit: 10, windowMs: 1000 });
    expect(scaledRule(rule, 0.5).limit).toBe(2);
    expect(scaledRule(rule, 0.01).limit).toBe(1);
  });

  describe("with a factor of 2", () => {
    let doubled: TestBroker;
    beforeAll(async () => {
      doubled = await createTestBroker({ config: { rateLimitFactor: 2 } });
    });
    afterAll(() => doubled.close());

    // Start at the beginning of a window: the counts must not be reset halfway.
    const toWindowStart = (windowMs: number) => {
      const now = doubled.clock.now().getTime();
      doubled.clock.advance(windowMs - (now % windowMs) + 1);
    };

    it("doubles the per-login limit (enforced in the handler)", async () => {
      toWindowStart(LOGIN_PER_ACCOUNT.windowMs);
      const attempt = () =>
        doubled.request("/v2/clients/authentication", { brand: "solana", body: { login: doubled.demo.client.email, password: "Wrong-password-1" } });
      for (let i = 0; i < 2 * LOGIN_PER_ACCOUNT.limit; i++) expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
    });

    it("doubles the per-address limit (route middleware)", async () => {
      toWindowStart(MESSAGES_PER_IP.windowMs);
      const headers = { "x-forwarded-for": "127.0.0.1" };
      const attempt = (i: number) =>
        doubled.request("/v2/clients/authentication/magic-link", { brand: "azura", headers, body: { login: `nobody-${i}@example.com` } });
      for (let i = 0; i < 2 * MESSAGES_PER_IP.limit; i++) expect((await attempt(i)).status).toBe(202);
      expect((await attempt(-1)).status).toBe(429);
    });
  });
});
