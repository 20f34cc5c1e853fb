import { builtOnFirstUse, type SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { maxUploadBytes } from "~/utils/forms/form-fields";

/**
 * The termination forms (SPEC section 3 "Termination form", section 5):
 * reason from the list loaded from the broker, effective date (optional:
 * the earliest allowed one), description optional, up to 5 pdf/jpg files.
 * The proof files are the schema's `file` (at most 5, 10 MB each, checked in
 * the browser and the server alike); the broker reads their type from their
 * bytes (required-document upload path).
 * The public form also asks who is terminating which contract.
 */
export const maxProofFiles = 5;
export const detailsMaxLength = 2000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The proof files chosen, as conform reads a multiple file input (none chosen: an empty list). One message
 * at the input, whichever file it is about: too many, else one too large. A value that is no file is no
 * post of the page's. Optional (SPEC section 5): the default is what tells conform's constraint, so the input
 * is neither marked "(required)" nor `required`.
 */
function proofFiles(t: TFunction) {
  return z
    .array(z.file({ error: t("common:validation.format") }))
    .superRefine((files, ctx) => {
      if (files.length > maxProofFiles) ctx.addIssue({ code: "custom", message: t("termination:files.tooMany") });
      else if (files.some((file) => file.size > maxUploadBytes)) ctx.addIssue({ code: "custom", message: t("termination:files.tooLarge") });
    })
    .default([]);
}

function common(t: TFunction) {
  const required = { error: t("common:validation.required") };
  return {
    reason: z.string(required).trim().min(1, required.error),
    date: z.string().trim().regex(isoDay, t("common:validation.format")).optional(),
    details: z
      .string()
      .trim()
      .max(detailsMaxLength, t("common:validation.maxLength", { count: detailsMaxLength }))
      .optional(),
    /** The draft being changed (back from the summary): its files stay unless others are chosen. */
    draft: z.string().max(64).optional(),
    file: proofFiles(t),
  };
}

/** The summary's names of the fields every termination form has (useSchemaForm's labels), in the order the forms show them. */
export function terminationLabels(t: TFunction) {
  return {
    reason: t("termination:form.reason"),
    date: t("termination:form.date"),
    details: t("termination:form.details"),
    draft: null,
    file: t("termination:form.files"),
  };
}

/** What the proof files' input offers; the broker reads each file's type from its bytes. */
export const proofFileTypes = ".pdf,.jpg,.jpeg,application/pdf,image/jpeg";

/** The summary's one button: the draft it sends (an action form, parseActionForm). */
export const terminationSubmitSchema = builtOnFirstUse(() => z.object({ intent: z.literal("submit"), draft: z.string().trim().min(1).max(64) }));

/** Withdrawing a public request: named by `request` on the contract's tab, by the e-mail's token (the address) on its own page. */
export const terminationWithdrawSchema = builtOnFirstUse(() =>
  z.object({ intent: z.literal("withdraw"), request: z.string().trim().min(1).max(100).optional() }),
);

export const contractTerminationFields = ["reason", "date", "details", "file"] as const;

export function contractTerminationSchema(t: TFunction) {
  return z.object({ intent: z.literal("draft"), ...common(t) });
}

export const easyTerminationFields = ["firstname", "lastname", "company_name", "email", "contract_number", "reason", "date", "details", "file"] as const;

export function easyTerminationSchema(t: TFunction) {
  const required = { error: t("common:validation.required") };
  const name = z
    .string(required)
    .trim()
    .min(1, required.error)
    .max(100, t("common:validation.maxLength", { count: 100 }));
  return z.object({
    intent: z.literal("draft"),
    firstname: name,
    lastname: name,
    company_name: z
      .string()
      .trim()
      .max(200, t("common:validation.maxLength", { count: 200 }))
      .optional(),
    email: z
      .string(required)
      .trim()
      .min(1, required.error)
      .pipe(z.email(t("common:validation.email"))),
    contract_number: z
      .string(required)
      .trim()
      .min(1, required.error)
      .max(50, t("common:validation.maxLength", { count: 50 }))
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, t("common:validation.format")),
    ...common(t),
  });
}
