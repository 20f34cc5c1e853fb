import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestBroker } from "../test/harness";
import { DatabaseFileStore, DiskFileStore, MemoryFileStore, isFileKey, openFileStore, readAll, type FileStore } from "./file-store";

const bytes = new TextEncoder().encode("%PDF-1.7 content");
const meta = { mime: "application/pdf", originalName: "Mon scan.pdf" };

// One test broker for the file's database tests (each put makes its own random key): a broker per test loaded the
// seeded database six times.
let broker: Awaited<ReturnType<typeof createTestBroker>> | undefined;
const testBroker = async () => (broker ??= await createTestBroker());
afterAll(() => broker?.close());

function contract(name: string, make: () => Promise<{ store: FileStore; cleanup: () => Promise<void> }>) {
  describe(name, () => {
    let store: FileStore;
    let cleanup: () => Promise<void>;
    beforeEach(async () => ({ store, cleanup } = await make()));
    afterEach(async () => cleanup());

    it("stores under a random key and gives the bytes back as a stream", async () => {
      const stored = await store.put(bytes, meta);
      expect(isFileKey(stored.key)).toBe(true);
      expect(stored).toMatchObject({ size: bytes.byteLength, mime: "application/pdf", originalName: "Mon scan.pdf" });
      expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
      const got = await store.get(stored.key);
      expect(got).toMatchObject({ key: stored.key, mime: "application/pdf", originalName: "Mon scan.pdf", size: bytes.byteLength });
      expect(await readAll(got!.stream)).toEqual(bytes);
    });

    it("gives two uploads of the same name two keys", async () => {
      const [a, b] = [await store.put(bytes, meta), await store.put(bytes, meta)];
      expect(a.key).not.toBe(b.key);
    });

    it("deletes", async () => {
      const stored = await store.put(bytes, meta);
      expect(await store.delete(stored.key)).toBe(true);
      expect(await store.get(stored.key)).toBeNull();
      expect(await store.delete(stored.key)).toBe(false);
    });

    it("answers null for unknown and malformed keys", async () => {
      expect(await store.get("0".repeat(32))).toBeNull();
      expect(await store.get("../../etc/passwd")).toBeNull();
      expect(await store.delete("../x")).toBe(false);
    });
  });
}

contract("MemoryFileStore", async () => ({ store: new MemoryFileStore(), cleanup: async () => undefined }));

contract("DiskFileStore", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  return { store: new DiskFileStore({ root, webRoots: [] }), cleanup: () => rm(root, { recursive: true, force: true }) };
});

describe("DiskFileStore on disk", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "uploads-"));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it("never uses the client's name on disk and keeps files private", async () => {
    const store = new DiskFileStore({ root, webRoots: [] });
    const stored = await store.put(bytes, { mime: "application/pdf", originalName: "../../evil.pdf" });
    const folder = path.join(root, stored.key.slice(0, 2));
    expect((await readdir(folder)).sort()).toEqual([stored.key, `${stored.key}.json`]);
    expect((await stat(path.join(folder, stored.key))).mode & 0o777).toBe(0o600);
  });

  it("streams large files in chunks", async () => {
    const store = new DiskFileStore({ root, webRoots: [] });
    const big = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const stored = await store.put(big, meta);
    const reader = (await store.get(stored.key))!.stream.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBe(64 * 1024);
    await reader.cancel();
    // Buffer.equals: a deep equality over 300 000 elements takes seconds.
    expect(Buffer.from(await readAll((await store.get(stored.key))!.stream)).equals(Buffer.from(big))).toBe(true);
  });

  it("refuses a folder inside a web root", () => {
    expect(() => new DiskFileStore({ root: "public/uploads" })).toThrow(/web root/);
    expect(() => new DiskFileStore({ root: path.join(root, "site", "files"), webRoots: [path.join(root, "site")] })).toThrow(/web root/);
    expect(new DiskFileStore().root).toBe(path.resolve("data/uploads"));
  });
});

contract("DatabaseFileStore", async () => ({ store: new DatabaseFileStore((await testBroker()).db), cleanup: async () => undefined }));

describe("DatabaseFileStore shared by processes", () => {
  it("serves and deletes, from one broker's store, what another broker's store put in the same database", async () => {
    const { db } = await testBroker();
    const [first, second] = [new DatabaseFileStore(db), new DatabaseFileStore(db)];
    const stored = await first.put(bytes, meta);
    expect(await readAll((await second.get(stored.key))!.stream)).toEqual(bytes);
    expect(await second.delete(stored.key)).toBe(true);
    expect(await first.get(stored.key)).toBeNull();
  });

  it("is the store of a broker on PostgreSQL; memory under APP_ENV=test; disk on PGlite", async () => {
    const common = { db: (await testBroker()).db, dataDir: "data" };
    expect(openFileStore({ ...common, appEnv: "production", databaseUrl: "postgres://db/broker" })).toBeInstanceOf(DatabaseFileStore);
    expect(openFileStore({ ...common, appEnv: "production" })).toBeInstanceOf(DiskFileStore);
    expect(openFileStore({ ...common, appEnv: "test", databaseUrl: "postgres://db/broker" })).toBeInstanceOf(MemoryFileStore);
  });
});
