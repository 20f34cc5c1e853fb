/**
 * Vitest global setup: migrates and seeds one broker database before any test
 * file runs, so each test broker (harness.ts) copies it instead of paying for
 * initdb, the migrations and the seed again (about 8 s each on a busy 2-core
 * machine, for some 25 test brokers per run).
 *
 * PGlite: the data folder is dumped to a file that every harness loads (seeded-snapshot.ts, the same
 * file the portal's test brokers start from).
 * PostgreSQL (BROKER_TEST_DATABASE_URL): a template database every harness
 * copies with CREATE DATABASE … TEMPLATE, dropped at the end.
 */
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { migrate, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { onPostgresServer } from "./postgres-server";
import { acquireSeededSnapshot } from "./seeded-snapshot";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * A PGlite data folder tarball (`file`; `empty`: the cluster before the migrations), or the name of a
     * PostgreSQL template database.
     */
    seededBrokerDatabase: { kind: "pglite"; file: string; empty: string } | { kind: "postgres"; template: string };
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.BROKER_TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `broker_test_template_${randomBytes(6).toString("hex")}`;
    await onPostgresServer(serverUrl, `CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await migrate(handle.db);
    await seedDatabase(handle.db);
    // A template is copied only while nobody is connected to it.
    await handle.close();
    project.provide("seededBrokerDatabase", { kind: "postgres", template });
    return () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const { file, empty, release } = await acquireSeededSnapshot();
  project.provide("seededBrokerDatabase", { kind: "pglite", file, empty });
  return release;
}
