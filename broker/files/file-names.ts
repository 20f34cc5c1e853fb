/**
 * Cleaning of file names that come from outside (an upload's original
 * name, a document label used as a zip entry). The result is only ever
 * metadata or an archive entry name; files on disk get random names.
 */

const maxLength = 150;

/** Control characters, zero-width characters and bidi overrides ("evil\u202Efdp.exe" shows as "evilexe.pdf"). */
function isInvisible(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** Keeps the last path segment, drops control and Windows-reserved characters, caps the length. */
export function sanitiseFileName(input: string, fallback = "document"): string {
  const lastSegment = input.split(/[\\/]/).pop() ?? "";
  let name = lastSegment
    .normalize("NFC")
    .split("")
    .filter((char) => !isInvisible(char.charCodeAt(0)))
    .join("")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "") // no hidden files, no ".."
    .replace(/[.\s]+$/, "");
  if (name.length > maxLength) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, maxLength - extension.length).trimEnd() + extension;
  }
  return name || fallback;
}
