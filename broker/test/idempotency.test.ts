import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "../http/registry";
import { silentLogger } from "../log";
import { createTestBroker, type TestBroker } from "./harness";

// A test-only endpoint that counts real executions.
let executions = 0;
const echo = defineRoute({
  method: "post",
  path: "/v2/test/echo",
  summary: "test",
  auth: "brand",
  body: z.object({ value: z.string() }),
  response: z.object({ value: z.string(), execution: z.number() }),
  status: 201,
  handler: async ({ body }) => {
    executions += 1;
    const execution = executions;
    return { value: body.value, execution };
  },
});
const boom = defineRoute({
  method: "post",
  path: "/v2/test/boom",
  summary: "test",
  auth: "brand",
  response: z.object({}),
  handler: async () => {
    executions += 1;
    throw new Error("boom");
  },
});

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker({ extraRoutes: [echo, boom], log: silentLogger }); // the boom route errors on purpose
});
afterAll(() => t.close());

describe("Idempotency-Key", () => {
  it("replays the stored response for the same key and body", async () => {
    const first = await t.request("/v2/test/echo", { body: { value: "a" }, idempotencyKey: "k-replay" });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const firstBody = await first.json();

    const again = await t.request("/v2/test/echo", { body: { value: "a" }, idempotencyKey: "k-replay" });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(await again.json()).toEqual(firstBody);
    expect(executions).toBe(firstBody.execution);
  });

  it("answers 422 idempotency.mismatch for the same key with another body in one session", async () => {
    const s = await t.sessionFor("courtia-fr", "client");
    await t.request("/v2/test/echo", { session: s.token, body: { value: "a" }, idempotencyKey: "k-mismatch" });
    const res = await t.request("/v2/test/echo", { session: s.token, body: { value: "b" }, idempotencyKey: "k-mismatch" });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ status_code: 422, code: "idempotency.mismatch" });
  });

  it("without a session, two visitors' requests never collide on a key; a visitor's retry still replays", async () => {
    const a = await t.request("/v2/test/echo", { body: { value: "visitor a" }, idempotencyKey: "k-public" });
    const b = await t.request("/v2/test/echo", { body: { value: "visitor b" }, idempotencyKey: "k-public" });
    expect(b.status).toBe(201);
    expect(b.headers.get("Idempotent-Replayed")).toBeNull();
    const [aBody, bBody] = [await a.json(), await b.json()];
    expect(bBody).toMatchObject({ value: "visitor b", execution: aBody.execution + 1 });
    const retry = await t.request("/v2/test/echo", { body: { value: "visitor a" }, idempotencyKey: "k-public" });
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await retry.json()).toEqual(aBody);
  });

  // While the first request is in flight: idempotency-one-effect.test.ts (one transaction per key, decision 0094).

  it("keys are scoped to the brand", async () => {
    const a = await (await t.request("/v2/test/echo", { brand: "azura", body: { value: "x" }, idempotencyKey: "k-brand" })).json();
    const b = await t.request("/v2/test/echo", { brand: "vigie", body: { value: "x" }, idempotencyKey: "k-brand" });
    expect(b.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await b.json()).execution).toBe(a.execution + 1);
  });

  it("does not store 5xx answers: a retry runs again", async () => {
    const before = executions;
    expect((await t.request("/v2/test/boom", { method: "POST", idempotencyKey: "k-boom" })).status).toBe(500);
    expect((await t.request("/v2/test/boom", { method: "POST", idempotencyKey: "k-boom" })).status).toBe(500);
    expect(executions).toBe(before + 2);
  });

  it("keys expire after 24 hours", async () => {
    const first = await (await t.request("/v2/test/echo", { body: { value: "e" }, idempotencyKey: "k-expiry" })).json();
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const later = await t.request("/v2/test/echo", { body: { value: "e" }, idempotencyKey: "k-expiry" });
    expect(later.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await later.json()).execution).toBeGreaterThan(first.execution);
  });

  it("works on real session routes (PUT clients/{client})", async () => {
    const s = await t.sessionFor("azura", "client"); // fresh: the clock moved past earlier sessions' expiry
    const req = { method: "PUT", brand: "azura", session: s.token, body: { profile: { city: "Nantes" } }, idempotencyKey: "k-put" };
    const first = await t.request(`/v2/clients/${s.clientId}`, req);
    expect(first.status).toBe(200);
    const replay = await t.request(`/v2/clients/${s.clientId}`, req);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(await first.json());
    // Another session with the same key is another scope.
    const other = await t.sessionFor("azura", "client");
    const otherRes = await t.request(`/v2/clients/${other.clientId}`, { ...req, session: other.token });
    expect(otherRes.headers.get("Idempotent-Replayed")).toBeNull();
  });
});
