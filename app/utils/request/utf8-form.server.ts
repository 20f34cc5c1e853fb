import { isUtf8 } from "node:buffer";

/**
 * Whether a form's text is UTF-8, as every page sends it: the percent-decoded names and values of a
 * urlencoded body, the headers and non-file parts of a multipart one (a file's bytes are its own).
 * Request.formData() would decode bad bytes to U+FFFD and the portal would save that in place of what
 * the visitor typed; such a body is refused instead (400 page, server.ts readBody). Other bodies are
 * no form and left to readForm.
 */
export function isUtf8Form(contentType: string | undefined, body: Uint8Array): boolean {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) return isUtf8UrlEncoded(body);
  if (type.startsWith("multipart/form-data")) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
    return boundary ? isUtf8Multipart(body, boundary[1] ?? boundary[2]) : true;
  }
  return true;
}

function isUtf8UrlEncoded(body: Uint8Array): boolean {
  // latin1: one character per byte, so the escapes decode back to the very bytes sent.
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString("latin1");
  for (const piece of text.split(/[&=]/)) {
    if (!piece.includes("%") && /^[\x20-\x7e]*$/.test(piece)) continue;
    const bytes = Buffer.from(
      piece.replace(/\+/g, " ").replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    );
    if (!isUtf8(bytes)) return false;
  }
  return true;
}

function isUtf8Multipart(body: Uint8Array, boundary: string): boolean {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  let at = bytes.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = bytes.indexOf(delimiter, start);
    const part = bytes.subarray(start, next < 0 ? bytes.length : next);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd);
      if (!isUtf8(headers)) return false;
      const isFile = /filename\*?=/i.test(headers.toString("latin1"));
      if (!isFile && !isUtf8(part.subarray(headerEnd + 4))) return false;
    }
    at = next;
  }
  return true;
}
