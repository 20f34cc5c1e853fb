import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";

/**
 * SPEC section 9's data-rights subjects, by the broker's codes (one list,
 * contract/wire/client-space.ts gdprSubjects; decision 0116); the page words
 * them (rights:subjects.<code>).
 */
export const rightsSubjects = ["access", "rectification", "portability", "erasure", "objection", "restriction"] as const;
export type RightsSubject = (typeof rightsSubjects)[number];

export const gdprFieldNames = ["subject", "comment", "acceptance"] as const;

/** The GDPR request (SPEC section 3): subject, comment, acceptance. */
export function gdprSchema(t: TFunction) {
  return z.object({
    subject: z.enum(rightsSubjects, { error: t("rights:form.errors.subject") }),
    comment: z
      .string()
      .trim()
      .max(5000, t("common:validation.maxLength", { count: 5000 }))
      .optional(),
    acceptance: z.literal("on", { error: t("rights:form.errors.acceptance") }),
  });
}
