/**
 * The run's migrated and seeded PGlite database, as a tarball on disk: made once per vitest run
 * and shared by the global setups that need it (the `broker` project's seeded-database.global-setup.ts,
 * the `portal-broker` project's app/utils/v2/seeded-broker.global-setup.ts). Each used to migrate and
 * seed its own, one after the other.
 *
 * Vitest imports each project's global setup through that project's own module runner, so a module
 * variable would not be shared: the snapshot lives on the main process (globalThis), counted by its
 * users, removed when the last one releases it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate, openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";

/** `file`: migrated and seeded; `empty`: the same cluster just after initdb, nothing migrated. */
export type SeededSnapshot = { file: string; empty: string };
type Shared = { files: Promise<SeededSnapshot>; dir: string; users: number };

const key = Symbol.for("broker-test.seeded-snapshot");

async function seed(dir: string): Promise<SeededSnapshot> {
  const files = { file: path.join(dir, "seeded.tar"), empty: path.join(dir, "empty.tar") };
  const write = async (file: string, snapshot: Blob) => writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  const handle = await openDatabase({ inMemory: true });
  try {
    // The empty cluster too (0.2 s): a test that needs a database from nothing loads it (0.6 CPU-s) instead of
    // running PGlite's initdb again (2 CPU-s), e.g. migrations.test.ts, pglite-statements.test.ts.
    await write(files.empty, await handle.dumpSnapshot!());
    await migrate(handle.db);
    await seedDatabase(handle.db);
    await write(files.file, await handle.dumpSnapshot!());
    return files;
  } finally {
    await handle.close();
  }
}

/** The paths of the seeded and the empty database's tarballs; `release` once done with them (a global setup's teardown). */
export async function acquireSeededSnapshot(): Promise<SeededSnapshot & { release: () => void }> {
  const holder = globalThis as typeof globalThis & { [key]?: Shared };
  let shared = holder[key];
  if (!shared) {
    const dir = mkdtempSync(path.join(tmpdir(), "broker-test-db-"));
    shared = { dir, users: 0, files: seed(dir) };
    holder[key] = shared;
  }
  shared.users++;
  const current = shared;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (--current.users > 0) return;
    rmSync(current.dir, { recursive: true, force: true });
    if (holder[key] === current) delete holder[key];
  };
  try {
    return { ...(await current.files), release };
  } catch (error) {
    release();
    throw error;
  }
}
