// French typography in the French texts (locales/fr/*.json): a narrow no-break space (U+202F) before
// ? ! ; and a no-break space (U+00A0) before : and €, and inside « », so a line never starts with the mark.
// `node scripts/french-spacing.mjs` rewrites the files; a unit test (scripts/french-spacing.test.ts)
// fails on a French text with an ordinary space at one of these places.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const frenchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../locales/fr");

/** The text with French no-break spaces; any run of spaces (or none but a no-break one) before the mark becomes one. */
export function frenchSpacing(text) {
  return text
    .replace(/[ \u00a0\u202f]+([?!;%])/g, "\u202f$1")
    .replace(/[ \u00a0\u202f]+([:€])/g, "\u00a0$1")
    .replace(/« +/g, "«\u00a0")
    .replace(/ +»/g, "\u00a0»");
}

/** The places a French text breaks the rule: the ordinary spaces before ? ! ; : € or inside « ». */
export function frenchSpacingFaults(text) {
  return [...text.matchAll(/ [?!;%:€»]|« /g)].map((match) => text.slice(Math.max(0, match.index - 20), match.index + 2));
}

export function frenchFiles(dir = frenchDir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(dir, name));
}

/** Every string of a JSON file, with its dotted key. */
export function jsonStrings(value, key = "") {
  if (typeof value === "string") return [[key, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => jsonStrings(v, key ? `${key}.${k}` : k));
  return [];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of frenchFiles()) {
    const raw = readFileSync(file, "utf8");
    // Keys have no spaces: only the texts change, and the file keeps its layout.
    const fixed = raw.replace(/"((?:[^"\\]|\\.)*)"/g, (literal, body) => `"${frenchSpacing(body)}"`);
    if (fixed !== raw) {
      writeFileSync(file, fixed);
      console.log(`fixed ${path.relative(process.cwd(), file)}`);
    }
  }
}
