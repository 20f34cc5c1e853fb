/**
 * Zip archive of documents (quote documents with `output=download-zip`,
 * SPEC section 7).
 *
 * Entry names come from document labels, so they are cleaned like upload
 * names: no folders (an entry called `../../x` must not escape the folder
 * the client unzips into), no characters Windows refuses, and duplicates
 * numbered ("Conditions.pdf", "Conditions (2).pdf") instead of silently
 * overwriting each other when unzipped.
 */
import { zipSync, type Zippable } from "fflate";
import { sanitiseFileName } from "./file-names";

export type ZipFile = { name: string; bytes: Uint8Array };

/** Formats that are already compressed: storing them saves time and gains nothing. */
const storedExtensions = /\.(pdf|jpe?g|png|zip|gz|docx|xlsx)$/i;

function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

export function zipDocuments(files: readonly ZipFile[], options: { modifiedAt?: Date } = {}): Uint8Array {
  const mtime = options.modifiedAt ?? new Date();
  const taken = new Set<string>();
  const entries: Zippable = {};
  for (const file of files) {
    const name = uniqueName(sanitiseFileName(file.name), taken);
    entries[name] = [file.bytes, { level: storedExtensions.test(name) ? 0 : 6, mtime }];
  }
  return zipSync(entries);
}
