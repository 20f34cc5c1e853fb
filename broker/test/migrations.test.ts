import { sql } from "drizzle-orm";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { ensureBrandTokens } from "../db/brand-tokens";
import { migrate, openDatabase, queryRows } from "../db/client";
import { seedDatabase } from "../db/seed";

// Each test seeds every brand's demo on PGlite (10 s alone on a quiet 2-core machine); CI runs this file beside four
// other test scripts (decision 0204), where the same work took over 30 s: the timeout is the work's, not a wait.
const SEED_TIMEOUT_MS = 120_000;

describe("migrations and seed", () => {
  it("apply twice without error, and the seed is idempotent", { timeout: SEED_TIMEOUT_MS }, async () => {
    // From nothing: the run's cluster as initdb left it (seeded-snapshot.ts), cheaper to load than a second initdb.
    const seeded = inject("seededBrokerDatabase");
    if (seeded.kind !== "pglite") throw new Error("this file runs on PGlite (npm run test:unit:pglite)");
    const handle = await openDatabase({ inMemory: true, snapshot: new Blob([readFileSync(seeded.empty)]) });
    try {
      await migrate(handle.db);
      await migrate(handle.db);
      await seedDatabase(handle.db);
      await seedDatabase(handle.db);
      const [tables] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
      expect(tables.n).toBeGreaterThanOrEqual(38);
      const [brands] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from brand`);
      expect(brands.n).toBe(10);
    } finally {
      await handle.close();
    }
  });

  it("keeps a stored PGlite database and reuses a matching tokens file", { timeout: SEED_TIMEOUT_MS }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "broker-"));
    const tokensFile = join(dir, "brand-tokens.json");
    try {
      // The stored folder starts as the run's seeded database (the test above seeds from nothing): written into the
      // folder where openDatabase keeps PGlite's files, closed, then opened from the disk.
      const seeded = inject("seededBrokerDatabase");
      if (seeded.kind !== "pglite") throw new Error("this file runs on PGlite (npm run test:unit:pglite)");
      const stored = new PGlite(join(dir, "pglite"), { loadDataDir: new Blob([readFileSync(seeded.file)]) });
      await stored.waitReady;
      await stored.close();
      let handle = await openDatabase({ dataDir: dir });
      await migrate(handle.db);
      const [brands] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from brand`);
      expect(brands.n).toBe(10);
      const first = await ensureBrandTokens(handle.db, { tokensFile });
      await handle.close();
      expect(statSync(tokensFile).mode & 0o777).toBe(0o600);

      handle = await openDatabase({ dataDir: dir });
      await migrate(handle.db);
      const second = await ensureBrandTokens(handle.db, { tokensFile });
      await handle.close();
      expect(second).toEqual(first);
      expect(JSON.parse(readFileSync(tokensFile, "utf8"))).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
