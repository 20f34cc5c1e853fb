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

type Shared = { file: Promise<string>; dir: string; users: number };

const key = Symbol.for("broker-test.seeded-snapshot");

async function seed(file: string): Promise<string> {
  const handle = await openDatabase({ inMemory: true });
  try {
    await migrate(handle.db);
    await seedDatabase(handle.db);
    const snapshot = await handle.dumpSnapshot!();
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** The path of the seeded database's tarball; `release` once done with it (a global setup's teardown). */
export async function acquireSeededSnapshot(): Promise<{ file: string; release: () => void }> {
  const holder = globalThis as typeof globalThis & { [key]?: Shared };
  let shared = holder[key];
  if (!shared) {
    const dir = mkdtempSync(path.join(tmpdir(), "broker-test-db-"));
    shared = { dir, users: 0, file: seed(path.join(dir, "seeded.tar")) };
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
    return { file: await current.file, release };
  } catch (error) {
    release();
    throw error;
  }
}
