/**
 * Vitest global setup of the `portal-broker` project: starts the broker once on
 * an empty data folder (migrations, the demo's seed, its uploaded PDFs, the
 * brand tokens file), stops it, and hands the folder to every test file, whose
 * broker starts on a copy (test-broker.server.ts). Each file used to pay for the
 * migrations and the seed itself (six files, about 60% of the portal's unit time).
 * Made per run, never kept: the demo's dates are relative to today.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBroker } from "../../../broker/start";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped broker's data folder, migrated and seeded, that test brokers copy. */
    seededBrokerFolder: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-test-broker-"));
  const broker = await startBroker({ port: 0, dataDir, log: false });
  await broker.close();
  project.provide("seededBrokerFolder", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
