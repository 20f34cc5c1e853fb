/**
 * A dynamic form step's answers checked against its fields (wire/dynamic-forms.ts):
 * the same rules the portal builds from the description, with codes for the
 * portal to word. Names the step does not ask for are dropped.
 */
import type { DynamicAnswers, DynamicField } from "../wire/dynamic-forms";
import { addFieldError, fieldCodes, type FieldErrors, type Validated } from "./field-errors";
import { checkIban } from "./iban";
import { checkNir } from "./nir";

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
function checkField(field: DynamicField, raw: unknown, files: UploadedFiles): { value: DynamicAnswers[string] } | { code: string } {
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
      if (field.check === "nir") {
        const nir = checkNir(text);
        return nir.ok ? { value: nir.nir } : { code: nir.problem };
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
  for (const field of fields) {
    const result = checkField(field, data[field.name], files);
    if ("code" in result) addFieldError(errors, field.name, result.code);
    else value[field.name] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
