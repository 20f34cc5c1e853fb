import { describe, expect, it } from "vitest";
import { classify, LivenessCache, tokenKey } from "~/utils/session/liveness.server";
import type { Session } from "~/utils/v2/api/index.server";
import { V2Error } from "~/utils/v2/client.server";
import { normaliseError } from "~/utils/v2/errors";

const session = { session: "tok" } as Session;
const failure = (status: number, code: string | null = null) => new V2Error(normaliseError({ code }, status));

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const cache = new LivenessCache({ ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries ?? 100, now: () => now });
  let calls = 0;
  const answers: Array<() => Promise<Session>> = [];
  const ask = () => {
    calls++;
    return (answers.shift() ?? (() => Promise.resolve(session)))();
  };
  return {
    cache,
    ask,
    answers,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("classify", () => {
  it("401 and 404 are a dead session; outages, timeouts and rate limits leave it unverified", () => {
    expect(classify(failure(401, "generic.invalid-auth-token"))).toEqual({ kind: "dead" });
    expect(classify(failure(404, "generic.not-found"))).toEqual({ kind: "dead" });
    for (const status of [429, 500, 502, 503, 504]) expect(classify(failure(status)).kind).toBe("unverified");
  });

  it("lets a programming error through", () => {
    expect(() => classify(new TypeError("bug"))).toThrow(TypeError);
  });
});

describe("LivenessCache", () => {
  it("asks the broker once per token within the TTL, then again", async () => {
    const t = setup();
    expect(await t.cache.check("tok", "azura:FR", t.ask)).toEqual({ kind: "alive", session });
    t.advance(4_999);
    await t.cache.check("tok", "azura:FR", t.ask);
    expect(t.calls()).toBe(1);
    t.advance(2);
    await t.cache.check("tok", "azura:FR", t.ask);
    expect(t.calls()).toBe(2);
  });

  it("keeps a dead answer (a dead token never comes back) but never an unverified one", async () => {
    const t = setup();
    t.answers.push(() => Promise.reject(failure(401)));
    expect((await t.cache.check("dead", "azura:FR", t.ask)).kind).toBe("dead");
    expect((await t.cache.check("dead", "azura:FR", t.ask)).kind).toBe("dead");
    expect(t.calls()).toBe(1);

    t.answers.push(() => Promise.reject(failure(503)));
    expect((await t.cache.check("down", "azura:FR", t.ask)).kind).toBe("unverified");
    expect((await t.cache.check("down", "azura:FR", t.ask)).kind).toBe("alive");
    expect(t.calls()).toBe(3);
  });

  it("never reuses one brand's answer for another", async () => {
    const t = setup();
    await t.cache.check("tok", "azura:FR", t.ask);
    t.answers.push(() => Promise.reject(failure(401)));
    expect((await t.cache.check("tok", "mistral:FR", t.ask)).kind).toBe("dead");
    expect(t.calls()).toBe(2);
  });

  it("shares one broker call between pages loaded together", async () => {
    const t = setup();
    let release: (value: Session) => void = () => {};
    t.answers.push(() => new Promise<Session>((resolve) => (release = resolve)));
    const checks = [t.cache.check("tok", "azura:FR", t.ask), t.cache.check("tok", "azura:FR", t.ask), t.cache.check("tok", "azura:FR", t.ask)];
    release(session);
    expect((await Promise.all(checks)).map((answer) => answer.kind)).toEqual(["alive", "alive", "alive"]);
    expect(t.calls()).toBe(1);
  });

  it("forgets a token at logout, and drops an answer that was out during the logout", async () => {
    const t = setup();
    await t.cache.check("tok", "azura:FR", t.ask);
    t.cache.evict("tok");
    t.answers.push(() => Promise.reject(failure(401)));
    expect((await t.cache.check("tok", "azura:FR", t.ask)).kind).toBe("dead");

    let release: (value: Session) => void = () => {};
    t.answers.push(() => new Promise<Session>((resolve) => (release = resolve)));
    const racing = t.cache.check("other", "azura:FR", t.ask);
    t.cache.evict("other");
    release(session);
    expect((await racing).kind).toBe("alive");
    expect(t.cache.size).toBe(1);
    t.answers.push(() => Promise.reject(failure(401)));
    expect((await t.cache.check("other", "azura:FR", t.ask)).kind).toBe("dead");
  });

  it("holds at most maxEntries answers, dropping the oldest", async () => {
    const t = setup({ maxEntries: 3 });
    for (const token of ["a", "b", "c", "d"]) await t.cache.check(token, "azura:FR", t.ask);
    expect(t.cache.size).toBe(3);
    await t.cache.check("a", "azura:FR", t.ask);
    expect(t.calls()).toBe(5);
    await t.cache.check("d", "azura:FR", t.ask);
    expect(t.calls()).toBe(5);
  });

  it("keys entries by a hash, never by the token itself", () => {
    expect(tokenKey("secret-token")).not.toContain("secret-token");
    expect(tokenKey("secret-token")).toBe(tokenKey("secret-token"));
  });
});
