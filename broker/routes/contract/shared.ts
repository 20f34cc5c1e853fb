/** Helpers shared by the client and contract route modules: language, client type, stored files and uploads. */
import type { Database } from "../../db/client";
import type { ClientType } from "../../domain/contract-kind";
import { languageOfCountry, type Language } from "../../../contract/codes/language";
import { sanitiseFileName } from "../../files/file-names";
import { openFileStore, readAll, type FileStore, type StoredFile } from "../../files/file-store";
import { maxBodyBytes, UploadError, type AcceptedUpload, type UploadLimits } from "../../files/uploads";
import type { AppDeps, BodyLimit, Brand, Client } from "../../http/context";
import { errorLogFields } from "../../http/error-log";
import type { Logger } from "../../log";
import { notFound, validationFailed } from "../../http/errors";

/** `?lang=` when given, else the brand country's language. */
export function languageFor(brand: Brand, requested?: Language): Language {
  return requested ?? languageOfCountry(brand.country) ?? "fr";
}

/** Consumer-law rights (termination) follow the client type; unknown types count as businesses (the stricter rules). */
export function clientTypeOf(client: Client): ClientType {
  return ["individual", "person", "particulier", "private"].includes((client.type ?? "").toLowerCase()) ? "individual" : "business";
}

// ---------------------------------------------------------------- file storage

const stores = new WeakMap<Database, FileStore>();

/**
 * The upload store of this app instance (files/file-store.ts openFileStore).
 * AppDeps has no store yet, so one is kept per database handle.
 */
export function fileStoreFor(deps: AppDeps): FileStore {
  let store = stores.get(deps.db);
  if (!store) {
    store = openFileStore({ db: deps.db, appEnv: deps.config.appEnv, databaseUrl: deps.config.databaseUrl, dataDir: deps.config.dataDir, now: deps.now });
    stores.set(deps.db, store);
  }
  return store;
}

/**
 * Stores accepted files, runs `write` (the DB transaction that records
 * them), and removes the stored files again if it fails: no orphan bytes.
 */
export async function withStoredFiles<T>(store: FileStore, files: readonly AcceptedUpload[], write: (stored: StoredFile[]) => Promise<T>): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) stored.push(await store.put(file.bytes, { mime: file.mime, originalName: file.originalName }));
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((s) => store.delete(s.key).catch(() => false)));
    throw error;
  }
}

/**
 * Removes bytes no row points at any more (a replaced upload). A failure is
 * logged, not thrown: the new file is recorded and the answer stands; the
 * key in the log line lets an operator remove the orphan.
 */
export async function discardStoredFile(store: FileStore, key: string, log: Logger): Promise<void> {
  try {
    await store.delete(key);
  } catch (error) {
    log.warn("stored_file_delete_failed", { key, ...errorLogFields(error) });
  }
}

/** Upload errors → 422 `validation.failed` on the field (with the file index when there are several). */
export function uploadFailure(error: unknown): never {
  if (error instanceof UploadError) {
    const key = error.index === undefined ? error.field : `${error.field}.${error.index}`;
    throw validationFailed({ [key]: [error.code] });
  }
  throw error;
}

/**
 * The route's body cap (`bodyLimit` of defineRoute) for these files: every
 * file at its cap plus 64 KB of framing. Held while the body is read, by the
 * idempotency layer and the multipart parser alike (http/body.ts): over it,
 * 413 `generic.payload-too-large` with `upload.too-large` on `field`.
 */
export function uploadBodyLimit(limits: UploadLimits, field: string): BodyLimit {
  return { maxBytes: maxBodyBytes(limits), field };
}

/** A file download: attachment, no caching by shared proxies. */
export function fileResponse(bytes: Uint8Array | ReadableStream<Uint8Array>, mime: string, fileName: string): Response {
  const safe = sanitiseFileName(fileName)
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const headers: Record<string, string> = {
    "content-type": mime,
    "content-disposition": `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(sanitiseFileName(fileName))}`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  };
  if (bytes instanceof Uint8Array) headers["content-length"] = String(bytes.byteLength);
  return new Response(bytes as BodyInit, { status: 200, headers });
}

/** The bytes stored under `key`, or null (no key, or nothing behind it). */
export async function storedBytes(store: FileStore, key: string | null): Promise<{ bytes: Uint8Array; mime: string } | null> {
  if (!key) return null;
  const file = await store.get(key);
  return file ? { bytes: await readAll(file.stream), mime: file.mime } : null;
}

/** A file drawn from the rows when its bytes are not stored (a PDF); `name` when it differs from the stored file's. */
export type DrawnFile = { bytes: Uint8Array; mime: string; name?: string };

/**
 * Every downloaded file is found the same way: the bytes stored under `key` when there are any,
 * else what `draw` renders from the rows, else 404 (nothing uploaded, or the file is gone).
 */
export async function fileBytes(deps: AppDeps, file: { key: string | null; name: string; draw?: () => Promise<DrawnFile> }): Promise<Required<DrawnFile>> {
  const stored = await storedBytes(fileStoreFor(deps), file.key);
  if (stored) return { ...stored, name: file.name };
  if (!file.draw) throw notFound();
  const drawn = await file.draw();
  return { bytes: drawn.bytes, mime: drawn.mime, name: drawn.name ?? file.name };
}

/** A download: the file (fileBytes) as an attachment. */
export async function downloadFile(deps: AppDeps, file: { key: string | null; name: string; draw?: () => Promise<DrawnFile> }): Promise<Response> {
  const { bytes, mime, name } = await fileBytes(deps, file);
  return fileResponse(bytes, mime, name);
}

/** `file[]` or `file`, whichever the form used. */
export function filesField(body: { "file[]"?: unknown; file?: unknown }): { value: unknown; field: string } {
  if (body["file[]"] !== undefined) return { value: body["file[]"], field: "file" };
  return { value: body.file, field: "file" };
}
