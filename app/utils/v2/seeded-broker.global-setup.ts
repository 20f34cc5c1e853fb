/**
 * Vitest global setup of the `portal-broker` project: a stopped broker's data folder, migrated and
 * seeded, handed to every test file, whose broker starts on a copy (seeded-test-broker.server.ts).
 * Each file used to pay for the migrations and the seed itself (six files, about 60% of the portal's
 * unit time). The database is the run's seeded one (broker/test/seeded-snapshot.ts, shared with the
 * `broker` project, which used to seed a second one), written into the folder; what a broker's first
 * start adds to it is added here: the demo's uploaded PDFs and the brand tokens file.
 * Made per run, never kept: the demo's dates are relative to today.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../../broker/config";
import { ensureBrandTokens } from "../../../broker/db/brand-tokens";
import { openDatabase } from "../../../broker/db/client";
import { writeDemoFiles } from "../../../broker/db/demo/files";
import { openFileStore } from "../../../broker/files/file-store";
import { acquireSeededSnapshot } from "../../../broker/test/seeded-snapshot";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped broker's data folder, migrated and seeded, that test brokers copy. */
    seededBrokerFolder: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-test-broker-"));
  // Held until the teardown: the broker project's setup may come after this one and reuse it.
  const seeded = await acquireSeededSnapshot();
  const teardown = () => {
    seeded.release();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const handle = await openDatabase({ dataDir, snapshot: new Blob([readFileSync(seeded.file)]) });
    try {
      // As startBroker's seed does (broker/start.ts), in the file store the test brokers open.
      await writeDemoFiles(handle.db, openFileStore({ db: handle.db, appEnv: loadConfig().appEnv, dataDir }), new Date());
      await ensureBrandTokens(handle.db, { tokensFile: path.join(dataDir, "brand-tokens.json") });
    } finally {
      await handle.close();
    }
  } catch (error) {
    teardown();
    throw error;
  }
  project.provide("seededBrokerFolder", dataDir);
  return teardown;
}
