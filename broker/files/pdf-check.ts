/**
 * A bounded look inside an uploaded PDF, without a PDF library: enough to
 * refuse what would hurt whoever opens it later (the claims team's viewer,
 * a thumbnailer), never a full parse.
 *
 * - Structure: the file must end with `startxref <offset> %%EOF`, the offset
 *   inside the file. A PDF cut short by a failed upload has no such tail.
 * - Streams: each `<< … >> stream … endstream` is found by scanning the
 *   text (its `/Length` when direct, else the `endstream` keyword). Streams
 *   whose first filter is FlateDecode are inflated with node:zlib, chunk by
 *   chunk, counting the output and discarding it: the total for the whole
 *   file is capped (a 200 MB stream of zeros deflates to 200 KB), and so are
 *   the number of streams and the time spent.
 * - Images: an image XObject whose `/Width` × `/Height` (or whose embedded
 *   JPEG's frame) is over the pixel cap is refused like an uploaded image.
 *
 * Not covered, on purpose (see docs/decisions/0024): streams of an encrypted
 * PDF are ciphertext, so they inflate to nothing here; filters other than
 * Flate first (LZW, ASCII85…) are not decoded; `/Width` given as an indirect
 * reference is not followed.
 */
import { constants, createInflate, inflateSync } from "node:zlib";
import { jpegSize } from "./image-size";

export type PdfLimits = {
  /** Total bytes all Flate streams may inflate to. */
  maxInflatedBytes: number;
  maxStreams: number;
  /** Wall-clock budget of the whole check. */
  maxMilliseconds: number;
  /** Width × height of one image XObject. */
  maxImagePixels: number;
};

export type PdfVerdict = "ok" | "unreadable" | "too-complex" | "too-many-pixels";

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

function firstFilter(dictionary: string): string | null {
  return /\/Filter\s*\[?\s*\/([A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? null;
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

function inflatedSizeByChunks(data: Uint8Array, limit: number): Promise<number | "over"> {
  return new Promise((resolve) => {
    const inflate = createInflate(inflateOptions);
    let total = 0;
    let settled = false;
    const settle = (value: number | "over") => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        settle("over");
        inflate.destroy();
      }
    });
    inflate.on("end", () => settle(total));
    inflate.on("error", () => settle(total));
    inflate.on("close", () => settle(total));
    inflate.end(data);
  });
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
  for (const stream of streamsOf(text)) {
    if (++count > limits.maxStreams) return "too-complex";
    const filter = firstFilter(stream.dictionary);
    if (imagePixels(stream, bytes, filter) > limits.maxImagePixels) return "too-many-pixels";
    if (filter === "FlateDecode" || filter === "Fl") {
      const size = await inflatedSize(bytes.subarray(stream.start, stream.end), budget);
      if (size === "over") return "too-complex";
      budget -= size;
    }
    if (clock() > deadline) return "too-complex";
  }
  return "ok";
}
