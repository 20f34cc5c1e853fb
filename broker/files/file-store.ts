/**
 * Where uploaded files live. The DB keeps the key and the metadata it
 * needs; the store keeps the bytes (plus a small metadata sidecar, so a
 * download still has its type and name if the DB row is the only thing
 * lost). On PostgreSQL the store is a table of the same database
 * (DatabaseFileStore): several broker processes then serve each other's
 * files, which no process's own disk can do (decision 0071).
 *
 * Why random keys: a client's file name never reaches the file system, so
 * no name can overwrite another file, escape the folder, or be guessed.
 * Why outside any web root: a stored file must only ever be served by an
 * endpoint that checked the session, never by a static file server.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { fileBlobs } from "../db/schema";

export type StoredFile = {
  key: string;
  size: number;
  mime: string;
  /** Client's name, cleaned (file-names.ts): metadata only. */
  originalName: string;
  /** Hex SHA-256 of the bytes, for deduplication and audits. */
  sha256: string;
  createdAt: string;
};

export type FileStoreGet = StoredFile & { stream: ReadableStream<Uint8Array> };

export interface FileStore {
  put(bytes: Uint8Array, meta: { mime: string; originalName: string }): Promise<StoredFile>;
  /** Null for an unknown or malformed key. */
  get(key: string): Promise<FileStoreGet | null>;
  /** False when there was nothing to delete. */
  delete(key: string): Promise<boolean>;
}

const keyPattern = /^[0-9a-f]{32}$/;

/** 128 random bits, hex: the only thing ever used as a file name. */
export function newFileKey(): string {
  return randomBytes(16).toString("hex");
}

export function isFileKey(key: string): boolean {
  return keyPattern.test(key);
}

function describe(key: string, bytes: Uint8Array, meta: { mime: string; originalName: string }, now: Date): StoredFile {
  return {
    key,
    size: bytes.byteLength,
    mime: meta.mime,
    originalName: meta.originalName,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    createdAt: now.toISOString(),
  };
}

/** Folders a static server may expose; the store refuses to live in them. */
export const defaultWebRoots = ["public", "build/client"];

export class DiskFileStore implements FileStore {
  readonly root: string;
  private readonly now: () => Date;

  constructor(options: { root?: string; webRoots?: string[]; now?: () => Date } = {}) {
    this.root = path.resolve(options.root ?? "./data/uploads");
    this.now = options.now ?? (() => new Date());
    for (const webRoot of options.webRoots ?? defaultWebRoots) {
      const resolved = path.resolve(webRoot);
      const relative = path.relative(resolved, this.root);
      if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))) {
        throw new Error(`Upload folder ${this.root} is inside the web root ${resolved}`);
      }
    }
  }

  /** Two-level fan-out (`ab/abcdef...`) keeps folders small. */
  private pathOf(key: string): string {
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(bytes: Uint8Array, meta: { mime: string; originalName: string }): Promise<StoredFile> {
    const key = newFileKey();
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const stored = describe(key, bytes, meta, this.now());
    // Write then rename: a reader never sees half a file, and `wx` never overwrites.
    const temporary = `${target}.${newFileKey()}.tmp`;
    await writeFile(temporary, bytes, { flag: "wx", mode: 0o600 });
    await rename(temporary, target);
    await writeFile(`${target}.json`, JSON.stringify(stored), { flag: "wx", mode: 0o600 });
    return stored;
  }

  async get(key: string): Promise<FileStoreGet | null> {
    if (!isFileKey(key)) return null;
    const target = this.pathOf(key);
    let stored: StoredFile;
    try {
      stored = JSON.parse(await readFile(`${target}.json`, "utf8")) as StoredFile;
      await stat(target);
    } catch {
      return null;
    }
    return { ...stored, stream: fileStream(target) };
  }

  async delete(key: string): Promise<boolean> {
    if (!isFileKey(key)) return false;
    const target = this.pathOf(key);
    const existed = await stat(target).then(
      () => true,
      () => false,
    );
    await rm(target, { force: true });
    await rm(`${target}.json`, { force: true });
    return existed;
  }
}

/** Reads 64 KB at a time, only when the consumer asks, and closes the file on end or cancel. */
function fileStream(file: string): ReadableStream<Uint8Array> {
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        handle ??= await open(file, "r");
        const buffer = new Uint8Array(64 * 1024);
        const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, null);
        if (bytesRead === 0) {
          await handle.close();
          controller.close();
        } else {
          controller.enqueue(buffer.subarray(0, bytesRead));
        }
      } catch (error) {
        await handle?.close().catch(() => undefined);
        controller.error(error);
      }
    },
    async cancel() {
      await handle?.close();
    },
  });
}

/** For tests and for running the broker without a disk. */
export class MemoryFileStore implements FileStore {
  private readonly files = new Map<string, { stored: StoredFile; bytes: Uint8Array }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async put(bytes: Uint8Array, meta: { mime: string; originalName: string }): Promise<StoredFile> {
    const key = newFileKey();
    const stored = describe(key, bytes, meta, this.now());
    this.files.set(key, { stored, bytes: bytes.slice() });
    return stored;
  }

  async get(key: string): Promise<FileStoreGet | null> {
    const entry = this.files.get(key);
    if (!entry) return null;
    return { ...entry.stored, stream: bytesStream(entry.bytes.slice()) };
  }

  async delete(key: string): Promise<boolean> {
    return this.files.delete(key);
  }

  get size(): number {
    return this.files.size;
  }
}

/**
 * The bytes in the `file_blob` table of the broker's own database: shared by
 * every broker process on that database, backed up with it, and gone with
 * nothing else. One row per key, written in one statement: a reader sees the
 * whole file or none.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(bytes: Uint8Array, meta: { mime: string; originalName: string }): Promise<StoredFile> {
    const stored = describe(newFileKey(), bytes, meta, this.now());
    await this.db.insert(fileBlobs).values({
      key: stored.key,
      mime: stored.mime,
      originalName: stored.originalName,
      size: stored.size,
      sha256: stored.sha256,
      bytes,
      createdAt: new Date(stored.createdAt),
    });
    return stored;
  }

  async get(key: string): Promise<FileStoreGet | null> {
    if (!isFileKey(key)) return null;
    const [row] = await this.db.select().from(fileBlobs).where(eq(fileBlobs.key, key)).limit(1);
    if (!row) return null;
    const bytes = new Uint8Array(row.bytes);
    const stored: StoredFile = {
      key: row.key,
      size: row.size,
      mime: row.mime,
      originalName: row.originalName,
      sha256: row.sha256,
      createdAt: row.createdAt.toISOString(),
    };
    return { ...stored, stream: bytesStream(bytes) };
  }

  async delete(key: string): Promise<boolean> {
    if (!isFileKey(key)) return false;
    const gone = await this.db.delete(fileBlobs).where(eq(fileBlobs.key, key)).returning({ key: fileBlobs.key });
    return gone.length > 0;
  }
}

/**
 * The store of a broker: memory under APP_ENV=test, the database's own table
 * on PostgreSQL (every process shares it), else the disk under
 * `<dataDir>/uploads` (PGlite: one process, whose single thread the bytes
 * should not occupy).
 */
export function openFileStore(options: { db: Database; appEnv: string; databaseUrl?: string; dataDir: string; now?: () => Date }): FileStore {
  if (options.appEnv === "test") return new MemoryFileStore(options.now);
  if (options.databaseUrl) return new DatabaseFileStore(options.db, options.now);
  return new DiskFileStore({ root: path.join(options.dataDir, "uploads"), now: options.now });
}

function bytesStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Collects a stream into bytes (downloads of small files, tests). */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
