import { tooLargeUploadFieldName } from "~/utils/forms/form-fields";

/**
 * How much of a multipart post past the upload limit is read (and dropped) to answer the form: a
 * phone's 15 MB photo gets its page; a sender going on past this is cut, as before (413).
 */
export const oversizedUploadDrainBytes = 50 * 1024 * 1024;

/** How much of a too-large multipart body's end is kept: the fields after the big file (the submit button's intent). */
export const keptTailBytes = 64 * 1024;

/** The boundary of a multipart content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!/^\s*multipart\/form-data\s*(?:;|$)/i.test(contentType ?? "")) return null;
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return found ? (found[1] ?? found[2]) : null;
}

/**
 * A multipart body too large for the portal, kept as its beginning (up to the upload limit) and its end
 * (keptTailBytes), the middle counted and dropped: enough to answer the form with "this file is too
 * large" next to its field, every other field kept, instead of cutting the connection (issue 45).
 */
export class OversizedMultipart {
  private readonly tail: Buffer[] = [];
  private tailSize = 0;
  constructor(
    private readonly head: Buffer,
    private readonly boundary: string,
  ) {}

  /** Bytes past the head, as they arrive: only the last keptTailBytes are kept. */
  push(chunk: Buffer) {
    this.tail.push(chunk);
    this.tailSize += chunk.length;
    while (this.tail.length > 1 && this.tailSize - this.tail[0].length >= keptTailBytes) this.tailSize -= this.tail.shift()!.length;
  }

  /**
   * The body Remix reads: the head's whole parts, then one `__upload_too_large` field naming each file
   * input whose part was cut, then the tail's whole parts, then the closing delimiter. A part wholly in
   * the dropped middle is lost (only a second big file could be there).
   */
  body(): Buffer {
    const delimiter = Buffer.from(`\r\n--${this.boundary}`);
    const headParts = split(Buffer.concat([Buffer.from("\r\n"), this.head]), delimiter);
    headParts.shift(); // the preamble before the first delimiter
    const cut = headParts.pop();
    const tail = Buffer.concat(this.tail);
    const tailStart = tail.indexOf(delimiter);
    const tailParts = tailStart < 0 ? [] : split(tail.subarray(tailStart), delimiter).slice(1);
    // The last piece of the tail is the closing "--\r\n": not a part.
    if (tailParts.length > 0 && tailParts[tailParts.length - 1].subarray(0, 2).toString("latin1") === "--") tailParts.pop();
    const names = cut ? fileInputOf(cut) : [];
    const markers = names.map((name) => Buffer.from(`\r\nContent-Disposition: form-data; name="${tooLargeUploadFieldName}"\r\n\r\n${name}`, "utf8"));
    const open = Buffer.from(`--${this.boundary}`);
    const pieces: Buffer[] = [];
    for (const part of [...headParts, ...markers, ...tailParts]) pieces.push(open, part, Buffer.from("\r\n"));
    pieces.push(Buffer.from(`--${this.boundary}--\r\n`));
    return Buffer.concat(pieces);
  }
}

function split(bytes: Buffer, delimiter: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(delimiter); at >= 0; at = bytes.indexOf(delimiter, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + delimiter.length;
  }
  parts.push(bytes.subarray(from));
  return parts;
}

/** The input's name of a file part cut short (its headers whole), or nothing. */
function fileInputOf(part: Buffer): string[] {
  const end = part.indexOf("\r\n\r\n");
  if (end < 0) return [];
  const headers = part.subarray(0, end).toString("utf8");
  const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? "";
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  return name && /;\s*filename="/i.test(disposition) ? [name] : [];
}
