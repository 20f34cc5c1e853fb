import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../db/client";
import { startBroker } from "../start";
import { onPostgresServer } from "./postgres-server";

const serverUrl = process.env.BROKER_TEST_DATABASE_URL;

/** Rows per table of the public schema, for comparing two databases. */
async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const tables = await queryRows<{ name: string }>(
      handle.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
      counts[name] = row.n;
    }
    return counts;
  } finally {
    await handle.close();
  }
}

async function freshDatabase(name: string): Promise<string> {
  await onPostgresServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onPostgresServer(serverUrl!, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

// Several broker processes started at once on one empty PostgreSQL (decision 0071): the demo data is seeded once.
describe.runIf(serverUrl)("broker processes starting together on an empty PostgreSQL", () => {
  it("seed it once, and all of them start", { timeout: 120_000 }, async () => {
    const dirs = [0, 1, 2].map(() => mkdtempSync(join(tmpdir(), "broker-start-")));
    const suffix = `${process.pid}_${Date.now()}`;
    try {
      const single = await freshDatabase(`start_single_${suffix}`);
      const alone = await startBroker({ databaseUrl: single, dataDir: dirs[0], port: 0, log: false });
      await alone.close();

      const once = await rowCounts(single);
      delete once.brand_api_token; // tokens are drawn per start

      // Each process counts the rows the moment it is ready to serve: none may serve a half-seeded database.
      const shared = await freshDatabase(`start_shared_${suffix}`);
      const started = await Promise.allSettled(
        dirs.slice(1).map(async (dataDir) => {
          const broker = await startBroker({ databaseUrl: shared, dataDir, port: 0, log: false });
          const counts = await rowCounts(shared);
          await broker.close();
          delete counts.brand_api_token;
          return counts;
        }),
      );
      expect(started.map((s) => s.status)).toEqual(["fulfilled", "fulfilled"]);
      for (const s of started) if (s.status === "fulfilled") expect(s.value).toEqual(once);
      const after = await rowCounts(shared);
      delete after.brand_api_token;
      expect(after).toEqual(once);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await onPostgresServer(serverUrl!, `DROP DATABASE IF EXISTS start_single_${suffix} WITH (FORCE)`);
      await onPostgresServer(serverUrl!, `DROP DATABASE IF EXISTS start_shared_${suffix} WITH (FORCE)`);
    }
  });
});
