/**
 * C0 control characters (U+0000 to U+001F) and DEL. No page path, host or
 * form field has a use for them; a NUL byte breaks what the broker stores
 * and what a page shows back. Tab, line feed and carriage return are the
 * exception a textarea needs. Isomorphic.
 */
const whitespace = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number, allowWhitespace: boolean): boolean {
  if (code === 0x7f) return true;
  if (code > 0x1f) return false;
  return !(allowWhitespace && whitespace.has(code));
}

export function hasControlCharacters(value: string, options: { allowWhitespace: boolean }): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isControl(value.charCodeAt(index), options.allowWhitespace)) return true;
  }
  return false;
}

/** The value without them (tab, line feed and carriage return kept). */
export function withoutControlCharacters(value: string): string {
  let result = "";
  for (const char of value) if (!isControl(char.charCodeAt(0), true)) result += char;
  return result;
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder how
 * text is shown, so a name, an IBAN or a file name can read differently from what is stored
 * ("Trojan Source"). No field of the portal needs them.
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Fields whose value may span lines (a textarea): tab and line breaks are allowed there. A form that
 * adds a textarea names its field here.
 */
export const multiLineFields: ReadonlySet<string> = new Set<string>([
  // A claim's declaration (claims/declare-details.tsx): what happened, the damages, each statement (ten at most).
  "circumstances",
  "damages",
  ...Array.from({ length: 10 }, (_, index) => `statements[${index}].text`),
  // The contact form's message, a GDPR request's comment, a termination's description (from a contract and the
  // public form), the KYC questionnaire's "details" and a quote's additional information: all textareas.
  "message",
  "comment",
  "details",
  "additional_information",
]);

/** Why a posted value is refused; each kind has its message (common.json `validation.*Characters`). */
export type RefusedCharacters = "control" | "layout" | "direction";

/**
 * What a posted field may not hold (read-form.server.ts refuses it next to the field):
 * "control" for C0 controls and DEL, "layout" for a tab or a line break in a single-line field or
 * a bidirectional control there, "direction" for a bidirectional control in a multi-line field (whose
 * message must not name the line breaks and tabs it takes); null when the value is fine.
 */
export function refusedCharacters(name: string, value: string): RefusedCharacters | null {
  if (hasControlCharacters(value, { allowWhitespace: true })) return "control";
  const multiLine = multiLineFields.has(name);
  if (!multiLine && /[\t\n\r]/.test(value)) return "layout";
  if (!bidiControl.test(value)) return null;
  return multiLine ? "direction" : "layout";
}

/** The value without the characters refusedCharacters names, for the form to come back with. */
export function withoutRefusedCharacters(name: string, value: string): string {
  const kept = withoutControlCharacters(value).replace(bidiControls, "");
  return multiLineFields.has(name) ? kept : kept.replace(/[\t\n\r]+/g, " ");
}
