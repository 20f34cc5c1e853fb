/**
 * Test harness: a fresh in-memory PGlite, migrated and seeded (a copy of the
 * run's seeded database, seeded-database.global-setup.ts), behind an
 * in-process app (`app.request()`, no socket). One per test file:
 *
 *   const t = await createTestBroker();
 *   afterAll(() => t.close());
 *   const s = await t.sessionFor("azura", "client");
 *   const res = await t.request(`/v2/clients/${s.clientId}`, { brand: "azura", session: s.token });
 */
import { and, eq } from "drizzle-orm";
import { createBrokerApp } from "../app";
import { openSession } from "../auth/sessions";
import { loadConfig, type BrokerConfig } from "../config";
import { ensureBrandTokens } from "../db/brand-tokens";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { accounts } from "../db/schema";
import { DEMO } from "../db/seed";
import type { Route } from "../http/registry";
import { createLogger, type Logger } from "../log";
import { onPostgresServer } from "./postgres-server";
import type { Owner } from "./fixtures/contracts";

export type TestRequest = {
  method?: string;
  /** Brand code whose API token is sent; null sends no Authorization header. Default "courtia-fr". */
  brand?: string | null;
  /** X-Session-Token value. */
  session?: string;
  /** Serialised as JSON (objects) or sent as is (string, FormData). */
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
};

export type TestSession = { token: string; sessionId: string; accountId: string; clientId: string | null; prospectId: string | null };

/** Controllable clock: real time plus an offset moved by advance(). */
export function createClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

/**
 * A copy of the database migrated and seeded once per run by
 * seeded-database.global-setup.ts: PGlite in memory by default; with
 * BROKER_TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` starts), a
 * database of its own copied from the template, dropped on close: the same
 * suite runs against real PostgreSQL.
 */
async function openTestDatabase() {
  const seeded = inject("seededBrokerDatabase");
  if (seeded.kind === "pglite") {
    return openDatabase({ inMemory: true, snapshot: new Blob([readFileSync(seeded.file)]) });
  }
  const serverUrl = process.env.BROKER_TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("The seeded database is on PostgreSQL but BROKER_TEST_DATABASE_URL is not set");
  const name = `broker_test_${randomBytes(6).toString("hex")}`;
  const admin = (statement: string) => onPostgresServer(serverUrl, statement);
  await admin(`CREATE DATABASE ${name} TEMPLATE ${seeded.template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    reopen: () => openDatabase({ databaseUrl: url.toString() }),
    close: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function createTestBroker(opts: { extraRoutes?: Route[]; config?: Partial<BrokerConfig>; log?: Logger } = {}) {
  const handle = await openTestDatabase();
  const clock = createClock();
  const brandTokens = await ensureBrandTokens(handle.db, { now: clock.now() });
  const config = { ...loadConfig({ APP_ENV: "test" }), ...opts.config };
  // Errors only: a failing test shows unexpected 500s, passing ones stay quiet.
  const newApp = (db: Database) => createBrokerApp({ db, config, log: opts.log ?? createLogger(false), now: clock.now, extraRoutes: opts.extraRoutes });
  const app = newApp(handle.db);

  async function request(path: string, req: TestRequest = {}, via = app): Promise<Response> {
    const headers: Record<string, string> = { ...req.headers };
    const brand = req.brand === undefined ? "courtia-fr" : req.brand;
    if (brand) headers.authorization = `Bearer ${brandTokens[brand] ?? brand}`;
    if (req.session) headers["x-session-token"] = req.session;
    if (req.idempotencyKey) headers["idempotency-key"] = req.idempotencyKey;
    let body: BodyInit | undefined;
    if (req.body instanceof FormData || typeof req.body === "string") body = req.body;
    else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers["content-type"] ??= "application/json";
    }
    return via.request(path, { method: req.method ?? (body ? "POST" : "GET"), headers, body });
  }

  /**
   * The broker as after a restart: a new app on a new connection to the same
   * data, so only what is in the database carries over. On PGlite the data
   * is a copy (the first app must not be used after); on PostgreSQL, the
   * same database through a second pool (as another broker process).
   */
  async function restart() {
    const reopened = "reopen" in handle ? await handle.reopen() : await openDatabase({ inMemory: true, snapshot: await handle.dumpSnapshot!() });
    const restarted = newApp(reopened.db);
    return { app: restarted, db: reopened.db, request: (path: string, req: TestRequest = {}) => request(path, req, restarted), close: () => reopened.close() };
  }

  /** A session for the brand's demo client or prospect, created directly in the DB (fast: no scrypt). */
  /** The brand's demo client's or prospect's session. */
  function sessionFor(brand: string, who: "client" | "prospect"): Promise<TestSession> {
    return who === "client"
      ? sessionForAccount(brand, DEMO.client.email, { clientId: DEMO.client.clientIdFor(brand) })
      : sessionForAccount(brand, DEMO.prospect.email, { prospectId: DEMO.prospect.prospectIdFor(brand) });
  }

  /** A session for any seeded account of a brand, bound to the given client or prospect. */
  async function sessionForAccount(brand: string, email: string, owner: { clientId?: string; prospectId?: string }): Promise<TestSession> {
    const [account] = await handle.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.brandId, brand), eq(accounts.email, email)));
    if (!account) throw new Error(`No account ${email} in brand ${brand}`);
    const clientId = owner.clientId ?? null;
    const prospectId = owner.prospectId ?? null;
    const s = await openSession(handle.db, {
      brandId: brand,
      accountId: account.id,
      clientId,
      prospectId,
      method: "test",
      now: clock.now(),
      ttlMs: config.sessionTtlMs,
    });
    return { token: s.token, sessionId: s.sessionId, accountId: account.id, clientId, prospectId };
  }

  return {
    app,
    db: handle.db as Database,
    config,
    clock,
    brandTokens,
    demo: DEMO,
    request,
    sessionFor,
    sessionForAccount,
    restart,
    close: () => handle.close(),
  };
}

export type TestBroker = Awaited<ReturnType<typeof createTestBroker>>;

/**
 * A test file's broker with a signed-in client of `brand`, as most route tests open it: the broker,
 * the client's session, the client as an owner for the fixtures, and the client's base path.
 */
export async function openClientBroker(brand: string, options: Parameters<typeof createTestBroker>[0] = {}) {
  const t = await createTestBroker(options);
  const s = await t.sessionFor(brand, "client");
  const clientId = s.clientId!;
  return { t, s, me: { brandId: brand, clientId } satisfies Owner, base: `/v2/clients/${clientId}` };
}

/** A broker and a signed-in prospect of the brand (`demo.quote` unless told), with the `{client}` base path of its calls. */
export async function openProspectBroker(
  brand: string,
  who: { email: string; prospectId: string } = { email: "demo.quote@example.com", prospectId: `pro_${brand}_quote` },
) {
  const t = await createTestBroker();
  const s = await t.sessionForAccount(brand, who.email, { prospectId: who.prospectId });
  return { t, s, base: `/v2/clients/${who.prospectId}` };
}
