/**
 * A bounded look inside an uploaded PDF, without a PDF library: enough to
 * refuse what would hurt whoever opens it later (the claims team's viewer,
 * a thumbnailer), never a full parse.
 *
 * - Structure: the file must end with `startxref <offset> %%EOF`, the offset
 *   inside the file. A PDF cut short by a failed upload has no such tail.
 * - Streams: each `<< … >> stream … endstream` is found by scanning the
 *   text (its `/Length` when direct, else the `endstream` keyword). Each
 *   stream goes through its filters in their order (Flate with node:zlib,
 *   chunk by chunk; ASCIIHex, ASCII85, RunLength, LZW in pdf-filters.ts),
 *   counting the output: the total for the whole file is capped (a 200 MB
 *   stream of zeros deflates to 200 KB, and hides as well behind ASCII85),
 *   and so are the number of streams and the time spent. A chain starting
 *   with a filter not decoded here is refused; an image codec ends a chain.
 * - Images: an image XObject whose `/Width` × `/Height` (or whose embedded
 *   JPEG's frame) is over the pixel cap is refused like an uploaded image.
 * - Active content: a name that runs something when the file is opened
 *   (`/JavaScript`, `/JS`, `/Launch`, an `/EmbeddedFile`, `#xx` escapes
 *   decoded) anywhere in the file outside stream data, or inside an object
 *   stream once decoded, refuses the file. An `/OpenAction` that runs a
 *   script names one of these.
 *
 * Not covered, on purpose (see docs/decisions/0024, 0070): streams of an
 * encrypted PDF are ciphertext, so they decode to little here (but their
 * dictionaries are in clear); `/Width` given as an indirect reference is
 * not followed.
 */
import { constants, createInflate, inflateSync } from "node:zlib";
import { jpegSize } from "./image-size";
import { decodeFilter, filtersOf, imageFilters } from "./pdf-filters";

export type PdfLimits = {
  /** Total bytes all Flate streams may inflate to. */
  maxInflatedBytes: number;
  maxStreams: number;
  /** Wall-clock budget of the whole check. */
  maxMilliseconds: number;
  /** Width × height of one image XObject. */
  maxImagePixels: number;
};

export type PdfVerdict = "ok" | "unreadable" | "too-complex" | "too-many-pixels" | "active-content";

type PdfStream = { dictionary: string; start: number; end: number };

/** `%%EOF` must be within the last 1024 bytes (PDF 32000-1 §7.5.5, as viewers read it); a little slack for trailing junk. */
const tailLength = 2048;
/** How far back from `stream` the dictionary is looked for. */
const dictionaryLookBack = 64 * 1024;

function hasTrailer(text: string): boolean {
  const tail = text.slice(-tailLength);
  const match = /startxref\s+(\d{1,12})\s+%%EOF\s*$/.exec(tail) ?? /startxref\s+(\d{1,12})\s+%%EOF/.exec(tail);
  return match !== null && Number(match[1]) < text.length;
}

/** A direct integer value of `key` in a dictionary; null when absent or an indirect reference (`5 0 R`). */
function directInteger(dictionary: string, key: string): number | null {
  const match = new RegExp(`/${key}\\s+(\\d{1,12})(?!\\s+\\d+\\s+R)(?![\\d.])`).exec(dictionary);
  return match ? Number(match[1]) : null;
}

function* streamsOf(text: string): Generator<PdfStream> {
  const keyword = />>\s*stream(?:\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const from = Math.max(0, match.index - dictionaryLookBack);
    const objectStart = text.lastIndexOf("obj", match.index);
    const dictionary = text.slice(Math.max(from, objectStart), match.index + 2);
    const length = directInteger(dictionary, "Length");
    let end = length !== null && /^\s*endstream/.test(text.slice(start + length, start + length + 32)) ? start + length : -1;
    if (end < 0) end = text.indexOf("endstream", start);
    if (end < 0) end = text.length; // cut short: what is there is still inflated
    yield { dictionary, start, end };
    keyword.lastIndex = end; // never look for keywords inside the stream's bytes
  }
}

/**
 * Small streams (most objects of a PDF) are inflated in one synchronous
 * call, which is cheaper than a zlib stream each; that call may produce at
 * most 1 MB, so it never holds the event loop for long. Anything bigger
 * goes through the chunked reader, which runs on libuv's thread pool.
 */
const atOnceBelowBytes = 64 * 1024;
const atOnceMaxOutput = 1024 * 1024;
const inflateOptions = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * Bytes `data` inflates to, or "over" past `limit`. Corrupt or truncated
 * data counts what came out before the error: garbage after a valid
 * prefix cannot hide the prefix's size.
 */
async function inflatedSize(data: Uint8Array, limit: number): Promise<number | "over"> {
  if (data.byteLength < atOnceBelowBytes) {
    const maxOutputLength = Math.max(1, Math.min(limit, atOnceMaxOutput));
    try {
      const size = inflateSync(data, { ...inflateOptions, maxOutputLength }).byteLength;
      return size > limit ? "over" : size;
    } catch (error) {
      const tooLarge = (error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE";
      if (tooLarge && maxOutputLength >= limit) return "over";
      // Larger than one call may give, or corrupt: the chunked reader counts it.
    }
  }
  return inflatedSizeByChunks(data, limit);
}

async function inflatedSizeByChunks(data: Uint8Array, limit: number): Promise<number | "over"> {
  const result = await inflateChunks(data, limit, false);
  return result === "over" ? result : result.size;
}

/** The inflated bytes, or "over" past `limit`; corrupt data gives what came out before the error. */
async function inflated(data: Uint8Array, limit: number): Promise<Uint8Array | "over"> {
  const result = await inflateChunks(data, limit, true);
  return result === "over" ? result : Buffer.concat(result.chunks);
}

/** Inflates `data` chunk by chunk, stopping past `limit`; the chunks are kept only when `keep`. */
function inflateChunks(data: Uint8Array, limit: number, keep: boolean): Promise<{ size: number; chunks: Buffer[] } | "over"> {
  return new Promise((resolve) => {
    const inflate = createInflate(inflateOptions);
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: { size: number; chunks: Buffer[] } | "over") => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        settle("over");
        inflate.destroy();
      } else if (keep) chunks.push(chunk);
    });
    const done = () => settle({ size, chunks });
    inflate.on("end", done);
    inflate.on("error", done);
    inflate.on("close", done);
    inflate.end(data);
  });
}

/**
 * What a stream's filters expand it to, counted against `limit`: the bytes of every step of the
 * chain in all ("over" past it, "opaque" for a chain starting with a filter not decoded here), and
 * the last step's bytes when `keep` (object streams, read for active content).
 */
async function expanded(
  data: Uint8Array,
  filters: readonly string[],
  limit: number,
  keep: boolean,
): Promise<{ size: number; bytes: Uint8Array } | "over" | "opaque"> {
  let size = 0;
  let bytes = data;
  for (const [index, filter] of filters.entries()) {
    if (imageFilters.has(filter)) break;
    const last = index === filters.length - 1;
    let output: Uint8Array | "over" | null;
    if (filter === "FlateDecode") {
      if (last && !keep) {
        const counted = await inflatedSize(bytes, limit - size);
        return counted === "over" ? "over" : { size: size + counted, bytes: new Uint8Array(0) };
      }
      output = await inflated(bytes, limit - size);
    } else {
      output = decodeFilter(filter, bytes, limit - size);
    }
    if (output === null) return last && index > 0 ? { size, bytes } : "opaque";
    if (output === "over") return "over";
    size += output.byteLength;
    bytes = output;
  }
  return { size, bytes };
}

/** Names that run something when the file is opened (PDF 32000-1 §12.6, §7.11.4), as whole names. */
const activeName = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?)(?![^\s/<>[\]()%{}])/;

/** `#xx` escapes in names decoded (`/Java#53cript` is `/JavaScript`), in a latin1 text. */
function withNamesDecoded(text: string): string {
  return text.includes("#") ? text.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))) : text;
}

function hasActiveContent(text: string): boolean {
  return activeName.test(withNamesDecoded(text));
}

function imagePixels(stream: PdfStream, bytes: Uint8Array, filter: string | null): number {
  if (!/\/Subtype\s*\/Image\b/.test(stream.dictionary)) return 0;
  const declared = (directInteger(stream.dictionary, "Width") ?? 0) * (directInteger(stream.dictionary, "Height") ?? 0);
  const jpeg = filter === "DCTDecode" ? jpegSize(bytes.subarray(stream.start, stream.end)) : null;
  return Math.max(declared, jpeg ? jpeg.width * jpeg.height : 0);
}

export async function checkPdf(bytes: Uint8Array, limits: PdfLimits, clock: () => number = () => performance.now()): Promise<PdfVerdict> {
  // latin1 maps each byte to one character: offsets in the text are offsets in the file.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (!hasTrailer(text)) return "unreadable";
  const deadline = clock() + limits.maxMilliseconds;
  let budget = limits.maxInflatedBytes;
  let count = 0;
  // Outside stream data: the file's objects, dictionaries and trailer, where actions are named.
  let outside = "";
  let from = 0;
  for (const stream of streamsOf(text)) {
    if (++count > limits.maxStreams) return "too-complex";
    outside += text.slice(from, stream.start);
    from = stream.end;
    const filters = filtersOf(stream.dictionary);
    if (imagePixels(stream, bytes, filters[0] ?? null) > limits.maxImagePixels) return "too-many-pixels";
    const objectStream = /\/Type\s*\/ObjStm\b/.test(stream.dictionary);
    const result = await expanded(bytes.subarray(stream.start, stream.end), filters, budget, objectStream);
    if (result === "over" || result === "opaque") return "too-complex";
    budget -= result.size;
    const objects = objectStream ? (filters.length === 0 ? text.slice(stream.start, stream.end) : Buffer.from(result.bytes).toString("latin1")) : "";
    if (objects && hasActiveContent(objects)) return "active-content";
    if (clock() > deadline) return "too-complex";
  }
  outside += text.slice(from);
  return hasActiveContent(outside) ? "active-content" : "ok";
}
