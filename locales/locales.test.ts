import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every namespace file that exists in any language must exist in every
 * language, parse as JSON, have exactly the keys of the English source
 * (recursively; arrays by length and element keys), contain no empty strings,
 * and use the same interpolation placeholders as English for each key.
 */

const LOCALES_DIR = fileURLToPath(new URL(".", import.meta.url));
const SOURCE = "en";
const LANGUAGES = ["en", "fr", "de", "it", "es"] as const;
type Language = (typeof LANGUAGES)[number];

function languageDir(lang: Language): string {
  return join(LOCALES_DIR, lang);
}

function namespaceFilesIn(lang: Language): string[] {
  const dir = languageDir(lang);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir).filter((name) => name.endsWith(".json"));
}

const namespaceFiles = [...new Set(LANGUAGES.flatMap(namespaceFilesIn))].sort();

type Loaded = { status: "ok"; value: unknown } | { status: "missing" } | { status: "invalid"; error: string };

function load(lang: Language, file: string): Loaded {
  const path = join(languageDir(lang), file);
  if (!existsSync(path)) return { status: "missing" };
  try {
    return { status: "ok", value: JSON.parse(readFileSync(path, "utf8")) as unknown };
  } catch (error) {
    return { status: "invalid", error: error instanceof Error ? error.message : String(error) };
  }
}

/** What sits at a path: a container shape or a leaf type. */
type Shape = "object" | `array(${number})` | "string" | "number" | "boolean" | "null";

function shapeOf(value: unknown): Shape {
  if (value === null) return "null";
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === "object") return "object";
  if (typeof value === "string") return "string";
  if (typeof value === "number") return "number";
  if (typeof value === "boolean") return "boolean";
  throw new Error(`unexpected JSON value type ${typeof value}`);
}

/** A flattened JSON document: every path's shape and parent path, and the text of string leaves. */
type Flat = { shapes: Map<string, Shape>; parents: Map<string, string>; strings: Map<string, string> };

function flatten(value: unknown): Flat {
  const flat: Flat = { shapes: new Map(), parents: new Map(), strings: new Map() };
  const walk = (item: unknown, path: string, parent: string) => {
    flat.shapes.set(path, shapeOf(item));
    flat.parents.set(path, parent);
    if (Array.isArray(item)) {
      item.forEach((element, index) => walk(element, `${path}[${index}]`, path));
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) walk(child, path === "" ? key : `${path}.${key}`, path);
    } else if (typeof item === "string") {
      flat.strings.set(path, item);
    }
  };
  walk(value, "", "");
  return flat;
}

/** `{{name}}` (also `{{- name}}`, `{{name, format}}`) and single-brace `{name}` placeholders, sorted. */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*(?:-\s*)?([^{}\s,]+)[^{}]*\}\}/g)) found.add(`{{${match[1]}}}`);
  for (const match of text.matchAll(/(?<!\{)\{\s*([A-Za-z_$][\w.$]*)\s*\}(?!\})/g)) found.add(`{${match[1]}}`);
  return [...found].sort();
}

const label = (path: string) => (path === "" ? "(root)" : path);

function problemsFor(lang: Language, file: string): string[] {
  const loaded = load(lang, file);
  if (loaded.status === "missing") return [`${lang}/${file} is missing`];
  if (loaded.status === "invalid") return [`${lang}/${file} is not valid JSON: ${loaded.error}`];

  const problems: string[] = [];
  if (shapeOf(loaded.value) !== "object") problems.push(`${lang}/${file}: the root must be an object`);
  const target = flatten(loaded.value);

  for (const [path, text] of target.strings) {
    if (text.trim() === "") problems.push(`${lang}/${file}: empty string at ${label(path)}`);
  }

  if (lang === SOURCE) return problems;

  const source = load(SOURCE, file);
  if (source.status !== "ok") {
    problems.push(`${lang}/${file} cannot be compared: ${SOURCE}/${file} is ${source.status === "missing" ? "missing" : "not valid JSON"}`);
    return problems;
  }
  const reference = flatten(source.value);

  // Only the topmost missing or unexpected path is reported, not everything under it.
  for (const [path, shape] of reference.shapes) {
    const actual = target.shapes.get(path);
    if (actual === undefined) {
      if (target.shapes.get(reference.parents.get(path) ?? "") === reference.shapes.get(reference.parents.get(path) ?? "")) {
        problems.push(`${lang}/${file}: missing key ${label(path)}`);
      }
    } else if (actual !== shape) {
      problems.push(`${lang}/${file}: ${label(path)} is ${actual}, ${SOURCE} has ${shape}`);
    }
  }
  for (const [path, parent] of target.parents) {
    if (!reference.shapes.has(path) && target.shapes.get(parent) === reference.shapes.get(parent)) {
      problems.push(`${lang}/${file}: unexpected key ${label(path)} (not in ${SOURCE})`);
    }
  }

  for (const [path, englishText] of reference.strings) {
    const text = target.strings.get(path);
    if (text === undefined) continue;
    const expected = placeholders(englishText);
    const actual = placeholders(text);
    if (expected.join(" ") !== actual.join(" ")) {
      problems.push(`${lang}/${file}: placeholders at ${label(path)} are [${actual.join(", ")}], ${SOURCE} has [${expected.join(", ")}]`);
    }
  }

  return problems;
}

describe("locales", () => {
  it("finds namespace files, including the English source", () => {
    expect(namespaceFilesIn(SOURCE).length).toBeGreaterThan(0);
  });

  describe.each(namespaceFiles)("%s", (file) => {
    it.each(LANGUAGES)(`%s/${file} exists, parses and matches ${SOURCE}/${file}`, (lang) => {
      expect(problemsFor(lang, file)).toEqual([]);
    });
  });
});
