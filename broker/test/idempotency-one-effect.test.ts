/**
 * Issue 27, "money moves once" across processes: an idempotent call's effect
 * and its stored answer commit together (decision 0094). A broker process
 * that dies after its handler wrote, before its answer was stored, leaves
 * neither, so the portal's retry on another process runs at once, once; and
 * two processes given the same key at the same time never both run it.
 *
 * "Another process": on PostgreSQL a second app on a second pool to the same
 * database (`restart()`), and a death is its connection terminated, as the
 * server sees a killed process. On PGlite (one process) the death is a
 * restart from the data as they were at that moment (a copy of the data
 * folder taken while the handler waits after its write).
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type pg from "pg";
import { z } from "zod";
import { queryRows } from "../db/client";
import { contracts, fileBlobs, payments } from "../db/schema";
import { DatabaseFileStore } from "../files/file-store";
import { defineRoute } from "../http/registry";
import { silentLogger } from "../log";
import { createTestBroker, type TestBroker } from "./harness";

const onPostgres = inject("seededBrokerDatabase").kind === "postgres";

let contract: { id: string; clientId: string; brandId: string };
/** What the next execution does once it has written: answer, hang (a process about to die), hold until `gate` opens, or throw. */
let afterWrite: "answer" | "hang" | "hold" | "throw" = "answer";
let gate: Promise<void> = Promise.resolve();
let written: () => void = () => undefined;
let executions = 0;

/** A payment and a stored file, as the pay and upload routes write them, then the answer. */
const pay = defineRoute({
  method: "post",
  path: "/v2/test/pay",
  summary: "test",
  auth: "brand",
  body: z.object({ reference: z.string() }),
  response: z.object({ payment_id: z.string(), file: z.string() }),
  status: 201,
  handler: async ({ db, body, now }) => {
    executions += 1;
    const paymentId = `pay_${randomUUID()}`;
    await db.insert(payments).values({
      id: paymentId,
      brandId: contract.brandId,
      clientId: contract.clientId,
      contractId: contract.id,
      amount: 12.5,
      method: "card",
      status: "success",
      disputeId: body.reference,
      createdAt: now,
    });
    const file = await new DatabaseFileStore(db).put(new TextEncoder().encode(body.reference), { mime: "text/plain", originalName: `${body.reference}.txt` });
    const mode = afterWrite;
    written();
    if (mode === "hang") await new Promise(() => undefined);
    if (mode === "hold") await gate;
    if (mode === "throw") throw new Error("process died");
    return { payment_id: paymentId, file: file.key };
  },
});

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker({ extraRoutes: [pay], log: silentLogger });
  [contract] = await t.db
    .select({ id: contracts.id, clientId: contracts.clientId, brandId: contracts.brandId })
    .from(contracts)
    .where(eq(contracts.brandId, "courtia-fr"))
    .limit(1);
});
afterAll(() => t.close());

async function effects(db: TestBroker["db"], reference: string) {
  const paid = await db.select({ id: payments.id }).from(payments).where(eq(payments.disputeId, reference));
  const files = await db
    .select({ key: fileBlobs.key })
    .from(fileBlobs)
    .where(eq(fileBlobs.originalName, `${reference}.txt`));
  return { payments: paid.length, files: files.length };
}

/** Sends a call whose handler writes, then waits for good (a process about to die); resolves once it has written. */
async function writtenAndHanging(send: () => Promise<Response>): Promise<void> {
  afterWrite = "hang";
  const reached = new Promise<void>((resolve) => (written = resolve));
  send().catch(() => undefined); // a dead process's request never answers
  await reached;
  afterWrite = "answer";
}

describe("an idempotent call whose broker process dies after its write", () => {
  // A real death needs a second connection to the same data: PostgreSQL (CI runs this suite on it too).
  it.skipIf(!onPostgres)("is run again at once by the retry on another process, with one payment and one stored file", async () => {
    const reference = `died-${randomUUID()}`;
    const call = { body: { reference }, idempotencyKey: `k-${reference}` };
    // The doomed process: a second app on its own pool. Its transaction is open when it dies.
    const doomed = await t.restart();
    // Its connections (their server processes), and no unhandled error when they end.
    const backends: number[] = [];
    (doomed.db as unknown as { $client: pg.Pool }).$client.on("connect", (client) => {
      backends.push((client as unknown as { processID: number }).processID);
      client.on("error", () => undefined);
    });
    try {
      await writtenAndHanging(() => doomed.request("/v2/test/pay", call));
      // Killed: the server sees its connections end.
      expect(backends.length).toBeGreaterThan(0);
      for (const pid of backends) await queryRows(t.db, sql`SELECT pg_terminate_backend(${pid})`);

      const retry = await t.request("/v2/test/pay", call);
      expect(retry.status).toBe(201);
      expect(retry.headers.get("Idempotent-Replayed")).toBeNull();
      const answer = await retry.json();
      expect(await effects(t.db, reference)).toEqual({ payments: 1, files: 1 });
      // A further retry is the stored answer, not a third run.
      const again = await t.request("/v2/test/pay", call);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await again.json()).toEqual(answer);
      expect(await effects(t.db, reference)).toEqual({ payments: 1, files: 1 });
    } finally {
      // Not awaited: its one connection is still checked out by the request that never ends.
      void doomed.close().catch(() => undefined);
    }
  });

  it("a handler failing after its write (5xx) leaves nothing, and the retry pays once", async () => {
    const reference = `threw-${randomUUID()}`;
    const call = { body: { reference }, idempotencyKey: `k-${reference}` };
    afterWrite = "throw";
    expect((await t.request("/v2/test/pay", call)).status).toBe(500);
    afterWrite = "answer";
    expect(await effects(t.db, reference)).toEqual({ payments: 0, files: 0 });
    expect((await t.request("/v2/test/pay", call)).status).toBe(201);
    expect(await effects(t.db, reference)).toEqual({ payments: 1, files: 1 });
  });
});

describe("the same key on two processes at once", () => {
  it("runs once: the second waits for the first, or gets 409 while it lives", async () => {
    const reference = `twice-${randomUUID()}`;
    const call = { body: { reference }, idempotencyKey: `k-${reference}` };
    const other = onPostgres ? await t.restart() : null;
    const otherRequest = other ? other.request : t.request;
    try {
      const before = executions;
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (open = resolve));
      afterWrite = "hold";
      const reached = new Promise<void>((resolve) => (written = resolve));
      const first = t.request("/v2/test/pay", call);
      await reached;
      afterWrite = "answer";
      const second = otherRequest("/v2/test/pay", call);
      if (onPostgres) {
        // Another process while the first lives: after its wait, refused, never run.
        const refused = await second;
        expect(refused.status).toBe(409);
        expect(refused.headers.get("Retry-After")).toBe("1");
        expect(await refused.json()).toMatchObject({ code: "idempotency.conflict" });
      }
      open();
      const answered = await first;
      expect(answered.status).toBe(201);
      const body = await answered.json();
      // PGlite: the second waited for the first's transaction and gets its answer; PostgreSQL: the portal's retry does.
      const replayed = onPostgres ? await otherRequest("/v2/test/pay", call) : await second;
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await replayed.json()).toEqual(body);
      expect(executions).toBe(before + 1);
      expect(await effects(t.db, reference)).toEqual({ payments: 1, files: 1 });
    } finally {
      await other?.close();
    }
  });
});
