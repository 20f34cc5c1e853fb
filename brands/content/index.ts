/**
 * Brand content pages (SPEC section 2, "Brand content pages").
 *
 * Documents live beside this file as `<id>.<lang>.json` and are imported
 * statically, so they end up in the server bundle (no fs access at runtime,
 * no import.meta.glob). Adding a document means adding one import and one
 * entry in `contentDocuments` below.
 *
 * Text uses the placeholder `{{brand}}` where the brand name goes; render
 * it with `withBrandName`.
 */
import partnersPrivacyFr from "./partners-privacy.fr.json";
import vigieEulaFr from "./vigie-eula.fr.json";
import vigieLegalsFr from "./vigie-legals.fr.json";

export type BrandContentSection = {
  heading: string;
  paragraphs: string[];
};

export type BrandContentDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last update, shown on the page. */
  updated: string;
  sections: BrandContentSection[];
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Checks the shape of a content document; throws with the key on a bad one. */
export function assertBrandContentDocument(key: string, value: unknown): asserts value is BrandContentDocument {
  const fail = (why: string): never => {
    throw new Error(`brands/content: document "${key}" is invalid: ${why}`);
  };
  if (typeof value !== "object" || value === null) fail("not an object");
  const doc = value as Record<string, unknown>;
  if (!isNonEmptyString(doc.title)) fail("title must be a non-empty string");
  if (typeof doc.updated !== "string" || !ISO_DATE.test(doc.updated)) {
    fail("updated must be a YYYY-MM-DD date");
  }
  if (!Array.isArray(doc.sections) || doc.sections.length === 0) {
    fail("sections must be a non-empty array");
  }
  (doc.sections as unknown[]).forEach((section, i) => {
    if (typeof section !== "object" || section === null) fail(`sections[${i}] is not an object`);
    const s = section as Record<string, unknown>;
    if (!isNonEmptyString(s.heading)) fail(`sections[${i}].heading must be a non-empty string`);
    if (!Array.isArray(s.paragraphs) || s.paragraphs.length === 0 || !s.paragraphs.every(isNonEmptyString)) {
      fail(`sections[${i}].paragraphs must be a non-empty array of non-empty strings`);
    }
  });
}

function checked(key: string, value: unknown): BrandContentDocument {
  assertBrandContentDocument(key, value);
  return value;
}

/** Every content document, keyed `"<id>.<lang>"` (e.g. `"partners-privacy.fr"`). */
export const contentDocuments: Readonly<Record<string, BrandContentDocument>> = Object.freeze({
  "partners-privacy.fr": checked("partners-privacy.fr", partnersPrivacyFr),
  "vigie-legals.fr": checked("vigie-legals.fr", vigieLegalsFr),
  "vigie-eula.fr": checked("vigie-eula.fr", vigieEulaFr),
});

/**
 * The document `id` in language `lang`, or null when there is none.
 * No fallback to another language: a brand page missing in a language means
 * the generic page applies.
 */
export function getBrandContent(id: string, lang: string): BrandContentDocument | null {
  const key = `${id}.${lang.toLowerCase()}`;
  return Object.prototype.hasOwnProperty.call(contentDocuments, key) ? contentDocuments[key] : null;
}

/** A copy of `doc` with every `{{brand}}` replaced by `brandName`. */
export function withBrandName(doc: BrandContentDocument, brandName: string): BrandContentDocument {
  const fill = (text: string) => text.replaceAll("{{brand}}", brandName);
  return {
    title: fill(doc.title),
    updated: doc.updated,
    sections: doc.sections.map((s) => ({
      heading: fill(s.heading),
      paragraphs: s.paragraphs.map(fill),
    })),
  };
}
