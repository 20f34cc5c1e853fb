import { z } from "zod";
import { languages } from "../codes/language";

/** Tab, line feed, carriage return: a field typed on one line has no use for them. */
const lineLayout = /[\t\n\r]/;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder how
 * text is shown, so a name can read differently from what is stored ("Trojan Source"). No field needs
 * them; the portal refuses them too (app/utils/forms/control-characters.ts).
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/** Field code of a single-line value with a line break, a tab or a bidirectional control. */
export const layoutCharacterCode = "field.layout-character";

/**
 * A text typed on one line (a name, a reason, a phone number…): no tab, no line break, no
 * bidirectional control; 422 `field.layout-character` on the field. Every string of a request body
 * is either this or `multiLine` (contract/wire/text-fields.test.ts walks them).
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !lineLayout.test(value) && !bidiControl.test(value), { message: layoutCharacterCode });
}

/**
 * Field code of a text area's value with a bidirectional control: its own code, because a text area takes
 * line breaks and tabs, so its words must not name them (`field.layout-character` does).
 */
export const directionCharacterCode = "field.direction-character";

/** A text area's value (a message, circumstances…): lines and tabs allowed, bidirectional controls not. */
export function multiLine<T extends z.ZodString>(schema: T): T {
  return schema.refine((value) => !bidiControl.test(value), { message: directionCharacterCode });
}

/** The string of a request body's field typed on one line; chain `.trim()`, `.max()`… on it. */
export const singleLineString = () => singleLine(z.string());

/** The string of a text area's field. */
export const multiLineString = () => multiLine(z.string());

/** `{client}` path parameter: the current client (or prospect) id from the session. */
export const ClientParams = z.object({ client: z.string().min(1) });

/** Comma-separated query list (`?include=a,b`) → string[]. */
export const csvList = z.string().transform((s) =>
  s
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
);

/** Calendar date `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** Timestamp as ISO 8601 with offset. Handlers may return Date objects: they are serialised. */
export const timestamp = z.union([z.iso.datetime({ offset: true }), z.date().transform((d) => d.toISOString())]);

export const Empty = z.object({});

/**
 * A multipart file field: one file, or several under the same name (refused
 * by the route when it takes one). The metadata says what the OpenAPI
 * document shows for it (a JSON schema has no file type).
 */
export const uploadedFiles = () => {
  const file = z.file().meta({ type: "string", format: "binary" });
  return z.union([file, z.array(file)]).optional();
};

/** `?lang=` for the words the broker still writes (menus of product tabs, signing pages); default: the brand country's language. Codes (claim natures, termination reasons…) are worded by the portal. */
export const LangQuery = z.object({ lang: z.enum(languages).optional() });
