/**
 * Validation outcome shared by the domain modules.
 *
 * Errors are keyed by field path with dots (`third_parties.0.name`), like
 * the broker's 422 `errors` map (the portal turns dots into slashes, SPEC
 * section 5), and hold stable codes, not sentences: the portal owns the
 * wording.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Generic codes (SPEC section 5 "Generic messages"). */
export const fieldCodes = {
  required: "field.required",
  email: "field.email",
  format: "field.format",
  tooShort: "field.too-short",
  tooLong: "field.too-long",
  tooFew: "field.too-few",
  tooMany: "field.too-many",
  notAllowed: "field.not-allowed",
} as const;

/** Adds a code under a field path (`a/b` is read as `a.b`). */
export function addFieldError(errors: FieldErrors, path: string, code: string): void {
  const key = path.replace(/\//g, ".");
  const list = (errors[key] ??= []);
  if (!list.includes(code)) list.push(code);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Turns zod issues into field codes. Schemas must be parsed with
 * `{ reportInput: true }` so a missing value reads as "required" rather
 * than "wrong type". Custom refinements carry their code as the message.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    addFieldError(errors, path, fieldCodeOf(issue));
  }
  return errors;
}

/** A message that is already a code (`iban.checksum`), as custom refinements write them. */
const codeLike = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+$/;

/**
 * The stable code of one zod issue, never zod's English sentence: schemas
 * may carry a sentence for their own documentation, the wire carries codes.
 */
export function fieldCodeOf(issue: z.ZodError["issues"][number]): string {
  const input = "input" in issue ? issue.input : undefined;
  switch (issue.code) {
    case "invalid_type":
      return input === undefined || input === null ? fieldCodes.required : fieldCodes.format;
    case "too_small":
      if (issue.origin === "array" || issue.origin === "set") return fieldCodes.tooFew;
      return issue.origin === "string" && issue.minimum === 1 ? fieldCodes.required : fieldCodes.tooShort;
    case "too_big":
      return issue.origin === "array" || issue.origin === "set" ? fieldCodes.tooMany : fieldCodes.tooLong;
    case "invalid_format":
      return issue.format === "email" ? fieldCodes.email : fieldCodes.format;
    case "invalid_value":
      // A box that must be ticked (z.literal(true)) left unticked: "must be filled in or accepted".
      if (issue.values.length === 1 && issue.values[0] === true) return fieldCodes.required;
      return input === undefined || input === null || input === "" ? fieldCodes.required : fieldCodes.notAllowed;
    case "custom":
      return codeLike.test(issue.message) ? issue.message : fieldCodes.format;
    default:
      return fieldCodes.format;
  }
}
