/**
 * Cleaning of file names that come from outside (an upload's original
 * name, a document label used as a zip entry). The result is only ever
 * metadata or an archive entry name; files on disk get random names.
 */

const maxLength = 150;

/** Keeps the last path segment, drops control and Windows-reserved characters, caps the length. */
export function sanitiseFileName(input: string, fallback = "document"): string {
  const lastSegment = input.split(/[\\/]/).pop() ?? "";
  let name = lastSegment
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "") // controls, zero-width, bidi overrides
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
