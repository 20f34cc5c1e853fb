/**
 * Upload intake: every file a client sends (termination proof, required
 * document, claim proof) goes through `accept` before it is stored.
 *
 * - The type comes from the first bytes (magic numbers), never from the
 *   file name or the Content-Type the browser sent: both are the client's
 *   word. The stored MIME type is the detected one.
 * - The size cap is enforced while reading: a stream is read chunk by
 *   chunk and cancelled as soon as it passes the cap, so an oversized
 *   file costs at most `maxBytes` of memory. (A multipart parser that
 *   buffers the whole body first defeats this: the HTTP layer must also
 *   cap the body, see `maxBodyBytes`.)
 * - An empty file part (a form sent with no file chosen) counts as no file.
 * - What the bytes hold is checked last (content-check.ts): an image over
 *   the pixel cap, a PDF without a trailer or whose streams inflate past
 *   the cap is refused (upload.too-many-pixels, upload.unreadable,
 *   upload.too-complex).
 * - Errors are `UploadError` with a stable code and the field, which the
 *   HTTP layer maps to 422 field errors.
 */
import { contentProblem, type ContentErrorCode } from "./content-check";
import { sanitiseFileName } from "./file-names";

export const uploadKinds = ["pdf", "jpg", "png"] as const;
export type UploadKind = (typeof uploadKinds)[number];

export const uploadMime: Record<UploadKind, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
};

export const uploadExtension: Record<UploadKind, string> = { pdf: ".pdf", jpg: ".jpg", png: ".png" };

const signatures: Record<UploadKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Bytes needed to tell every kind apart. */
const headLength = Math.max(...Object.values(signatures).map((signature) => signature.length));

export function detectUploadKind(head: Uint8Array): UploadKind | null {
  for (const kind of uploadKinds) {
    const signature = signatures[kind];
    if (head.byteLength >= signature.length && signature.every((byte, index) => head[index] === byte)) return kind;
  }
  return null;
}

export type UploadErrorCode = "upload.too-large" | "upload.bad-type" | "upload.too-many" | "upload.missing" | ContentErrorCode;

export class UploadError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    /** Form field the error belongs to (`file`, `file[]`...). */
    readonly field: string,
    /** Position of the file in a multi-file field, when the error is about one file. */
    readonly index?: number,
  ) {
    super(`${code} on ${field}${index === undefined ? "" : ` #${index}`}`);
    this.name = "UploadError";
  }
}

export type UploadRules = { allowed: readonly UploadKind[]; maxBytes: number };

export type UploadLimits = UploadRules & { minFiles: number; maxFiles: number };

const tenMegabytes = 10 * 1024 * 1024;

/** SPEC sections 5 and 9 (counts and types); 10 MB per file decided here. */
export const uploadLimits = {
  /** 0 to 5 files, pdf or jpg. */
  termination: { allowed: ["pdf", "jpg"], maxBytes: tenMegabytes, minFiles: 0, maxFiles: 5 },
  /** Exactly one file. */
  requiredDocument: { allowed: ["pdf", "jpg", "png"], maxBytes: tenMegabytes, minFiles: 1, maxFiles: 1 },
  /** A file is required ('Merci de fournir un fichier'): one per upload. */
  claimProof: { allowed: ["pdf", "jpg", "png"], maxBytes: tenMegabytes, minFiles: 1, maxFiles: 1 },
} as const satisfies Record<string, UploadLimits>;

/** Upper bound for the HTTP body limit of a route taking these files (64 KB for the other fields and multipart framing). */
export function maxBodyBytes(limits: UploadLimits): number {
  return limits.maxFiles * limits.maxBytes + 64 * 1024;
}

/** A `File` from a multipart body, any `Blob`, or a raw stream (with its name given separately). */
export type UploadSource = Blob | ReadableStream<Uint8Array>;

export type AcceptedUpload = {
  bytes: Uint8Array;
  kind: UploadKind;
  /** The detected type, not the declared one. */
  mime: string;
  size: number;
  /** Cleaned client name with the extension of the detected type: metadata only, never a path. */
  originalName: string;
};

function nameOf(source: UploadSource, given: string | undefined): string {
  if (given !== undefined) return given;
  return "name" in source && typeof source.name === "string" ? source.name : "";
}

/** Same stem, extension of the real type: "scan.PDF.exe" that is a PDF becomes "scan.PDF.pdf". */
function displayName(raw: string, kind: UploadKind): string {
  const clean = sanitiseFileName(raw);
  const dot = clean.lastIndexOf(".");
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  return stem + uploadExtension[kind];
}

/**
 * Reads one file within the rules. Throws `UploadError`:
 * upload.missing (empty), upload.bad-type (first bytes), upload.too-large
 * (as soon as the cap is passed; the rest of the stream is never read),
 * then the content's code (content-check.ts).
 */
export async function accept(
  source: UploadSource,
  rules: UploadRules,
  options: { field?: string; index?: number; name?: string } = {},
): Promise<AcceptedUpload> {
  const field = options.field ?? "file";
  const fail = (code: UploadErrorCode) => new UploadError(code, field, options.index);
  const isBlob = source instanceof Blob;
  // A Blob knows its size: refuse without reading a byte.
  if (isBlob && source.size > rules.maxBytes) throw fail("upload.too-large");

  const reader = (isBlob ? source.stream() : source).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let kind: UploadKind | null = null;
  let head: Uint8Array = new Uint8Array(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > rules.maxBytes) throw fail("upload.too-large");
      chunks.push(value);
      if (kind === null && head.byteLength < headLength) {
        head = concat([head, value]).subarray(0, headLength);
        if (head.byteLength >= headLength) kind = checkKind(head, rules, fail);
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
  if (size === 0) throw fail("upload.missing");
  kind ??= checkKind(head, rules, fail);
  const bytes = concat(chunks);
  const problem = await contentProblem(bytes, kind);
  if (problem) throw fail(problem);
  return { bytes, kind, mime: uploadMime[kind], size, originalName: displayName(nameOf(source, options.name), kind) };
}

function checkKind(head: Uint8Array, rules: UploadRules, fail: (code: UploadErrorCode) => UploadError): UploadKind {
  const kind = detectUploadKind(head);
  if (kind === null || !rules.allowed.includes(kind)) throw fail("upload.bad-type");
  return kind;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * The files of a multipart field as a parser gives them (one value, a
 * list, strings for text parts, undefined): keeps non-empty files only.
 */
export function filesOf(value: unknown): Blob[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.filter((item): item is Blob => item instanceof Blob && item.size > 0);
}

/**
 * Checks the count, then accepts each file. Throws `UploadError`
 * upload.too-many or upload.missing (count, without reading any file),
 * or the first file's error (with its index).
 */
export async function acceptAll(value: unknown, limits: UploadLimits, field = "file"): Promise<AcceptedUpload[]> {
  const files = filesOf(value);
  if (files.length > limits.maxFiles) throw new UploadError("upload.too-many", field);
  if (files.length < limits.minFiles) throw new UploadError("upload.missing", field);
  const accepted: AcceptedUpload[] = [];
  // One at a time: memory stays at one file's cap, whatever the count.
  for (const [index, file] of files.entries()) accepted.push(await accept(file, limits, { field, index: limits.maxFiles > 1 ? index : undefined }));
  return accepted;
}

/** `acceptAll` for the single-file fields (required document, claim proof). */
export async function acceptOne(value: unknown, limits: UploadLimits, field = "file"): Promise<AcceptedUpload> {
  const [file] = await acceptAll(value, { ...limits, minFiles: 1, maxFiles: 1 }, field);
  return file;
}
