import { z } from "zod";
import type { DynamicField, DynamicStep } from "../../../../contract/wire/dynamic-forms";
import { ibanValid, normalizeIban } from "~/utils/forms/iban";
import type { SchemaWords } from "~/utils/forms/schema-words";
import {
  checkSocialSecurityNumber,
  normalizeSocialSecurityNumber,
  socialSecurityCodes,
  type SocialSecurityProblem,
} from "../../../../contract/codes/social-security";

/** One step of a dynamic form, as the page needs it: what the broker described, without its address. */
export type StepFields = readonly DynamicField[];
export type StepAnswers = DynamicStep["answers"];

/**
 * The zod schema of one dynamic form step, built from the broker's
 * description (docs/decisions/0105): the same module checks in the browser
 * (useSchemaForm) and parses the post on the server (parseForm), so any
 * description the broker sends is checked the same way on both sides, with
 * the portal's words. `lang` writes the dates in messages.
 *
 * Values come from a form: strings (conform turns empty ones into
 * undefined), "yes"/"no" for yes/no, a File for a file. The output is what
 * the broker takes: numbers, booleans, `YYYY-MM-DD`, the IBAN and the social
 * security number without spaces. A number checked against a birth date is
 * checked once both fields hold (docs/decisions/0190), its message on the number.
 */
export function stepSchema(step: { code: string; fields: StepFields; uploaded?: Readonly<Record<string, string>> }, t: SchemaWords, lang: string) {
  const shape: Record<string, z.ZodType> = { intent: z.literal("save"), step: z.literal(step.code) };
  for (const field of step.fields) shape[field.name] = fieldSchema(field, t, lang, Boolean(step.uploaded?.[field.name]));
  const againstBirth = step.fields.flatMap((field) => (field.kind === "text" && field.country && field.birth_date_field ? [field] : []));
  return z.object(shape).superRefine((value, ctx) => {
    // Zod runs this even when a field has its own issue: the birth date is checked only when both fields hold on their own.
    for (const field of againstBirth) {
      const number = value[field.name];
      const birth = value[field.birth_date_field!];
      const dateField = step.fields.find((each) => each.name === field.birth_date_field);
      if (typeof number !== "string" || typeof birth !== "string" || dateField?.kind !== "date" || !dateHolds(birth, dateField)) continue;
      const checked = checkSocialSecurityNumber(field.country!, number, birth);
      if (!checked.ok && checked.problem === socialSecurityCodes.birthDate)
        ctx.addIssue({ code: "custom", path: [field.name], message: socialSecurityMessage(checked.problem, field.country!, t) });
    }
  });
}

/** The date field's own rules (answerSchema's "date"), without its words. */
function dateHolds(value: string, field: { min?: string; max?: string }): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !(field.min && value < field.min) && !(field.max && value > field.max);
}

/** The words of a social security number's problem: its format is the country's own. */
function socialSecurityMessage(problem: SocialSecurityProblem, country: string, t: SchemaWords): string {
  if (problem === socialSecurityCodes.format) return t(`kyc:errors.ssn.format${country}`);
  return t(problem === socialSecurityCodes.check ? "kyc:errors.ssn.check" : "kyc:errors.ssn.birthDate");
}

/** `uploaded`: a file question already has its file (docs/decisions/0149); choosing another replaces it, none keeps it. */
function fieldSchema(field: DynamicField, t: SchemaWords, lang: string, uploaded: boolean): z.ZodType {
  const required = t("common:validation.required");
  const presence = { error: required };
  const schema = answerSchema(field, t, lang, presence);
  return field.required && !uploaded ? schema : schema.optional();
}

/**
 * What a step already has and keeps when left blank: its file questions' saved answers (the files' names), and
 * its saved social security number, read back masked (docs/decisions/0190).
 */
export function uploadedOf(fields: StepFields, answers: StepAnswers): Record<string, string> {
  const uploaded: Record<string, string> = {};
  for (const field of fields) {
    const answer = answers[field.name];
    if ((field.kind === "file" || isNumberField(field)) && typeof answer === "string") uploaded[field.name] = answer;
  }
  return uploaded;
}

const isNumberField = (field: DynamicField) => field.kind === "text" && field.check === "social_security_number";

function answerSchema(field: DynamicField, t: SchemaWords, lang: string, presence: { error: string }): z.ZodType {
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
  switch (field.kind) {
    case "text": {
      const text = z
        .string(presence)
        .trim()
        .max(field.max_length, t("common:validation.maxLength", { count: field.max_length }));
      const oneLine = field.multiline ? text : text.regex(/^[^\r\n]*$/, t("common:validation.format"));
      const country = field.check === "social_security_number" ? field.country : undefined;
      if (!country) return oneLine;
      // Its own format and check here; the birth date it carries once the date holds too (stepSchema).
      return oneLine
        .superRefine((value, ctx) => {
          const checked = checkSocialSecurityNumber(country, value);
          if (!checked.ok) ctx.addIssue({ code: "custom", message: socialSecurityMessage(checked.problem, country, t) });
        })
        .transform(normalizeSocialSecurityNumber);
    }
    case "date":
      // One message per date: its shape first, then its bounds.
      return z.string(presence).superRefine((value, ctx) => {
        const message = !/^\d{4}-\d{2}-\d{2}$/.test(value)
          ? t("kyc:errors.date")
          : field.min && value < field.min
            ? t("kyc:errors.dateFrom", { date: date(field.min) })
            : field.max && value > field.max
              ? t("kyc:errors.dateUntil", { date: date(field.max) })
              : null;
        if (message) ctx.addIssue({ code: "custom", message });
      });
    case "choice": {
      const values = field.options.map((option) => option.value);
      return z.string(presence).refine((value) => values.includes(value), t("kyc:errors.choice"));
    }
    case "yes_no":
      return z.enum(["yes", "no"], presence).transform((value) => value === "yes");
    case "number": {
      let number = z.number();
      if (field.integer) number = number.int(t("kyc:errors.integer"));
      if (field.min !== undefined) number = number.min(field.min, t("kyc:errors.min", { min: field.min }));
      if (field.max !== undefined) number = number.max(field.max, t("kyc:errors.max", { max: field.max }));
      return z
        .string(presence)
        .trim()
        .regex(/^-?\d+(?:[.,]\d+)?$/, t("kyc:errors.number"))
        .transform((value) => Number(value.replace(",", ".")))
        .pipe(number);
    }
    case "iban":
      return z.string(presence).transform(normalizeIban).refine(ibanValid, t("kyc:errors.iban"));
    case "file":
      return z
        .file(presence)
        .max(field.max_bytes, t("kyc:errors.fileSize", { size: Math.floor(field.max_bytes / 1_000_000) }))
        .mime(field.accept as [string, ...string[]], t("kyc:errors.fileType"));
  }
}

/**
 * What a saved step fills the form with: the form's own strings. A file input cannot be filled (its file is shown
 * beside it), nor is a social security number, read back masked (shown beside its field).
 */
export function formValues(answers: StepAnswers, fields: StepFields = []): Record<string, string> {
  const values: Record<string, string> = {};
  const files = new Set(fields.filter((field) => field.kind === "file" || isNumberField(field)).map((field) => field.name));
  for (const [name, answer] of Object.entries(answers)) {
    if (answer === null || files.has(name)) continue;
    values[name] = typeof answer === "boolean" ? (answer ? "yes" : "no") : String(answer);
  }
  return values;
}

/**
 * The step's answers as the broker takes them: only the step's fields, a blank
 * optional one as null. A file is not part of the wrapped JSON answers: it
 * goes first to its field's `upload` address, and the broker answers the
 * step with its name (docs/decisions/0149).
 */
export function answersOf(value: Record<string, unknown>, fields: StepFields): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === "file" ? null : (value[field.name] ?? null)]));
}
