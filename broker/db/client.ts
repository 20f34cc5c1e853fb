/**
 * Opens the broker database: embedded PGlite by default (stored in
 * `<dataDir>/pglite`), PostgreSQL when a `databaseUrl` is given. Both give the
 * same drizzle query API, so no module above this one knows which it is.
 */
import { DEFAULT_DATA_DIR } from "../config";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, or a transaction of it (a transaction is a Database too). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * `snapshot`: start from a PGlite data folder dumped by `dumpSnapshot` (tests: no initdb, no migrations), in memory
 * or written into a new `dataDir`.
 */
export type OpenDatabaseOptions =
  | { inMemory: true; databaseUrl?: undefined; dataDir?: undefined; snapshot?: Blob }
  | { inMemory?: false; databaseUrl?: undefined; dataDir?: string; snapshot: Blob }
  | { inMemory?: false; databaseUrl?: string; dataDir?: string; snapshot?: undefined };

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
  /** PostgreSQL only: the pool, for its metrics (http/metrics.ts). */
  pool?: pg.Pool;
  /** PGlite only: the whole data folder as a tarball, for `openDatabase({ inMemory: true, snapshot })`. */
  dumpSnapshot?: () => Promise<Blob>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

type Driver = { kind: "pglite"; db: Database } | { kind: "postgres"; pool: pg.Pool };
// migrate(db) needs the driver behind a db; kept aside so the db stays a plain drizzle object.
const drivers = new WeakMap<Database, Driver>();

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (err) => console.error(`[broker] postgres pool error: ${err.name}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    drivers.set(db, { kind: "postgres", pool });
    return { db, driver: "postgres", pool, close: () => pool.end() };
  }

  let client: PGlite;
  if (opts.inMemory) {
    client = opts.snapshot ? new PGlite({ loadDataDir: opts.snapshot }) : new PGlite();
  } else {
    const dir = resolve(join(opts.dataDir ?? DEFAULT_DATA_DIR, "pglite"));
    mkdirSync(dir, { recursive: true });
    client = opts.snapshot ? new PGlite(dir, { loadDataDir: opts.snapshot }) : new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  drivers.set(db, { kind: "pglite", db });
  return { db, driver: "pglite", close: () => client.close(), dumpSnapshot: () => client.dumpDataDir("none") };
}

/**
 * Applies pending migrations of broker/db/migrations. Idempotent. On
 * PostgreSQL an advisory lock serialises concurrent starts of several processes.
 */
export async function migrate(db: Database): Promise<void> {
  const driver = drivers.get(db);
  if (!driver) throw new Error("migrate(): database was not opened with openDatabase()");
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver.kind === "pglite") {
    await migratePglite(db as never, config);
    return;
  }
  const conn = await driver.pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock(hashtext('broker.migrations'))");
    await migratePg(drizzlePg({ client: conn, schema }), config);
  } finally {
    await conn.query("SELECT pg_advisory_unlock(hashtext('broker.migrations'))").catch(() => undefined);
    conn.release();
  }
}

/**
 * Runs a process's first steps (migrate, then seed an empty database) while no
 * other broker process runs its own: on PostgreSQL a session advisory lock,
 * held on one connection while `steps` use the pool. Without it a second
 * process found the brands the first had just written and served a
 * half-seeded database. PGlite has one process and needs none.
 */
export async function whileStarting<T>(db: Database, steps: () => Promise<T>): Promise<T> {
  const driver = drivers.get(db);
  if (!driver) throw new Error("whileStarting(): database was not opened with openDatabase()");
  if (driver.kind === "pglite") return steps();
  const conn = await driver.pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock(hashtext('broker.start'))");
    return await steps();
  } finally {
    await conn.query("SELECT pg_advisory_unlock(hashtext('broker.start'))").catch(() => undefined);
    conn.release();
  }
}

/**
 * Raw SQL with typed rows, on either driver (`db.execute` is typed `unknown`
 * through the shared Database type). Prefer the query builder; use this for
 * what it cannot express.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
