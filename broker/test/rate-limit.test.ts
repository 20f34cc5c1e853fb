import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "../http/rate-limit";
import { LOGIN_PER_ACCOUNT } from "../routes/authentication";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

describe("rate limits", () => {
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
