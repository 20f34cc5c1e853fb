/**
 * Dynamic forms (SPEC section 7: "Dynamic forms are submitted with a given
 * method and address, with the data wrapped. Dynamic data is fetched by
 * POST."). The broker describes a form in steps of typed fields, with its
 * words in the asked language; the portal renders any such description and
 * builds its checks from it, so the questions change without a portal
 * release. Refusals are codes (`field.required`, `social-security.check`, `iban.checksum`…)
 * the portal words. The KYC questionnaire (`kyc`) is the first such form.
 */
import { z } from "zod";
import { socialSecurityCountries } from "../codes/social-security";
import { isoDate, timestamp, singleLineString } from "./common";

export const dynamicFormCodes = ["kyc"] as const;
/** `{form}`: any name reads, an unknown one is a 404 (routes/dynamic-forms.ts), like any unknown address. */
export const DynamicFormParams = z.object({ client: z.string().min(1), form: z.string().min(1).max(64) });
export const DynamicStepParams = DynamicFormParams.extend({ step: z.string().min(1).max(64) });

/** Where and how the portal sends a step's answers, or the completion: an address relative to `v2/`. */
export const DynamicSubmit = z.object({ method: z.enum(["PUT", "POST"]), path: z.string() });

const fieldBase = {
  /** The answer's key: lower-case letters, digits and `_`. */
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  label: z.string(),
  hint: z.string().optional(),
  required: z.boolean(),
};

/**
 * Named checks a text field may carry beyond its length: `social_security_number`, the number of the field's
 * `country`, with its check characters and, when `birth_date_field` names a date field of the same step, the
 * birth date it carries (domain/social-security.ts, docs/decisions/0190).
 */
export const textChecks = ["social_security_number"] as const;

export const DynamicField = z.discriminatedUnion("kind", [
  z.object({
    ...fieldBase,
    kind: z.literal("text"),
    max_length: z.number().int().positive(),
    multiline: z.boolean().optional(),
    check: z.enum(textChecks).optional(),
    country: z.enum(socialSecurityCountries).optional(),
    birth_date_field: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,63}$/)
      .optional(),
  }),
  z.object({ ...fieldBase, kind: z.literal("date"), min: isoDate.optional(), max: isoDate.optional() }),
  z.object({ ...fieldBase, kind: z.literal("choice"), options: z.array(z.object({ value: z.string(), label: z.string() })).min(1) }),
  z.object({ ...fieldBase, kind: z.literal("yes_no") }),
  z.object({ ...fieldBase, kind: z.literal("number"), min: z.number().optional(), max: z.number().optional(), integer: z.boolean() }),
  z.object({ ...fieldBase, kind: z.literal("iban") }),
  z.object({
    ...fieldBase,
    kind: z.literal("file"),
    accept: z.array(z.string()).min(1),
    max_bytes: z.number().int().positive(),
    /** Where the file goes, multipart `file` (the required-document upload's checks); the step's answer is then the file's name. */
    upload: DynamicSubmit.optional(),
  }),
]);
export type DynamicField = z.infer<typeof DynamicField>;

/** A saved answer: text, date, choice, IBAN and file (its name) are strings, numbers numbers, yes/no booleans. */
export const DynamicAnswer = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const DynamicAnswers = z.record(z.string(), DynamicAnswer);
export type DynamicAnswers = z.infer<typeof DynamicAnswers>;

export const DynamicStep = z.object({
  code: z.string(),
  title: z.string(),
  intro: z.string().optional(),
  fields: z.array(DynamicField).min(1),
  submit: DynamicSubmit,
  /** What was saved for this step, to fill the form again (empty when never saved). */
  answers: DynamicAnswers,
  saved_at: timestamp.nullable(),
});
export type DynamicStep = z.infer<typeof DynamicStep>;

/** POST clients/{client}/dynamic-forms/{form}: the form, its steps and what is saved so far. */
export const DynamicFormBody = z.object({
  code: z.enum(dynamicFormCodes),
  title: z.string(),
  steps: z.array(DynamicStep).min(1),
  complete: DynamicSubmit,
  /** Whether the session's account still has to fill it in (for `kyc`: must_do_qualification). */
  required: z.boolean(),
});
export type DynamicFormBody = z.infer<typeof DynamicFormBody>;

export const DynamicFormFetchInput = z.object({ locale: singleLineString().max(10).optional() });

/** A step's answers, wrapped (SPEC section 7). Checked against the step's fields: unknown names are dropped. */
export const DynamicStepInput = z.object({ data: z.record(z.string(), z.unknown()) });
export type DynamicStepInput = z.infer<typeof DynamicStepInput>;

export const DynamicStepSavedBody = z.object({ form: z.string(), step: z.string(), saved_at: timestamp, next_step: z.string().nullable() });

/** POST …/steps/{step}/files/{field}: the file of a file question, multipart `file` (as a required document's upload). */
export const DynamicFileParams = DynamicStepParams.extend({ field: z.string().min(1).max(64) });
export const DynamicFileBody = z.object({ field: z.string(), file_name: z.string(), uploaded_at: timestamp });
