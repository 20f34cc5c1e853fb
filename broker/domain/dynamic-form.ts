/**
 * A dynamic form step's answers checked against its fields (wire/dynamic-forms.ts):
 * the same rules the portal builds from the description, with codes for the
 * portal to word. Names the step does not ask for are dropped.
 */
import type { DynamicAnswers, DynamicField } from "../../contract/wire/dynamic-forms";
import { addFieldError, fieldCodes, type FieldErrors, type Validated } from "./field-errors";
import { checkIban } from "./iban";
import { checkSocialSecurityNumber, maskSocialSecurityNumber } from "../../contract/codes/social-security";

export const dynamicCodes = {
  tooSmall: "dynamic-form.too-small",
  tooLarge: "dynamic-form.too-large",
  notInteger: "dynamic-form.not-integer",
  tooEarly: "dynamic-form.too-early",
  tooLate: "dynamic-form.too-late",
  stepIncomplete: "dynamic-form.step-incomplete",
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The files uploaded for the step's file questions (…/files/{field}): field name → the file's name. */
export type UploadedFiles = Readonly<Record<string, string>>;

/** One field: its cleaned answer, or the code of what is wrong. */
function checkField(field: DynamicField, raw: unknown, files: UploadedFiles, checked: DynamicAnswers): { value: DynamicAnswers[string] } | { code: string } {
  // A file question's answer is the file uploaded for it, whatever `data` says (docs/decisions/0149).
  if (field.kind === "file") {
    const name = files[field.name];
    return name ? { value: name } : field.required ? { code: fieldCodes.required } : { value: null };
  }
  if (isBlank(raw)) return field.required ? { code: fieldCodes.required } : { value: null };
  switch (field.kind) {
    case "text": {
      if (typeof raw !== "string") return { code: fieldCodes.format };
      const text = raw.trim();
      if (text.length > field.max_length) return { code: fieldCodes.tooLong };
      if (!field.multiline && /[\r\n]/.test(text)) return { code: fieldCodes.format };
      if (field.check === "social_security_number" && field.country) {
        // The birth date beside it once checked: a wrong or missing date gets its own message, not this one's.
        const birth = field.birth_date_field ? checked[field.birth_date_field] : null;
        const number = checkSocialSecurityNumber(field.country, text, typeof birth === "string" ? birth : null);
        return number.ok ? { value: number.number } : { code: number.problem };
      }
      return { value: text };
    }
    case "date": {
      if (typeof raw !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) return { code: fieldCodes.format };
      if (new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) return { code: fieldCodes.format };
      if (field.min && raw < field.min) return { code: dynamicCodes.tooEarly };
      if (field.max && raw > field.max) return { code: dynamicCodes.tooLate };
      return { value: raw };
    }
    case "choice":
      return typeof raw === "string" && field.options.some((option) => option.value === raw) ? { value: raw } : { code: fieldCodes.notAllowed };
    case "yes_no":
      return typeof raw === "boolean" ? { value: raw } : { code: fieldCodes.format };
    case "number": {
      if (typeof raw !== "number" || !Number.isFinite(raw)) return { code: fieldCodes.format };
      if (field.integer && !Number.isInteger(raw)) return { code: dynamicCodes.notInteger };
      if (field.min !== undefined && raw < field.min) return { code: dynamicCodes.tooSmall };
      if (field.max !== undefined && raw > field.max) return { code: dynamicCodes.tooLarge };
      return { value: raw };
    }
    case "iban": {
      if (typeof raw !== "string") return { code: fieldCodes.format };
      const iban = checkIban(raw);
      return iban.ok ? { value: iban.iban } : { code: iban.problem };
    }
  }
}

export function checkStepAnswers(fields: readonly DynamicField[], data: Record<string, unknown>, files: UploadedFiles = {}): Validated<DynamicAnswers> {
  const errors: FieldErrors = {};
  const value: DynamicAnswers = {};
  // A field checked against another (a social security number against the birth date) comes after it.
  const ordered = [
    ...fields.filter((field) => !("birth_date_field" in field && field.birth_date_field)),
    ...fields.filter((field) => "birth_date_field" in field && field.birth_date_field),
  ];
  for (const field of ordered) {
    const result = checkField(field, data[field.name], files, value);
    if ("code" in result) addFieldError(errors, field.name, result.code);
    else value[field.name] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

const isNumberField = (field: DynamicField) => field.kind === "text" && field.check === "social_security_number";

/**
 * The saved answers as the form is read back: a social security number shows
 * only its last three characters (docs/decisions/0190), never whole.
 */
export function answersForReading(fields: readonly DynamicField[], answers: DynamicAnswers): DynamicAnswers {
  const masked = { ...answers };
  for (const field of fields) {
    const answer = masked[field.name];
    if (isNumberField(field) && typeof answer === "string") masked[field.name] = maskSocialSecurityNumber(answer);
  }
  return masked;
}

/** A blank social security number keeps the one saved: it was read back masked, so the person need not type it again. */
export function keepSavedNumbers(fields: readonly DynamicField[], data: Record<string, unknown>, saved: DynamicAnswers | undefined): Record<string, unknown> {
  const kept = { ...data };
  for (const field of fields) {
    const answer = saved?.[field.name];
    if (isNumberField(field) && isBlank(kept[field.name]) && typeof answer === "string") kept[field.name] = answer;
  }
  return kept;
}
