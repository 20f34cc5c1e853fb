import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { emailField } from "~/utils/forms/contact-fields";

/** A prospect's contact details (the profile page of a prospect): what PUT clients/{client}/contact-details takes. */
export const prospectContactFieldNames = ["status", "firstname", "lastname", "email"] as const;

export function prospectContactSchema(t: TFunction) {
  const required = { error: t("common:validation.required") };
  const max = (count: number) => t("common:validation.maxLength", { count });
  return z.object({
    contact: z.object({
      status: z.enum(["M", "F"], required).optional(),
      firstname: z.string(required).trim().min(1, required.error).max(100, max(100)),
      lastname: z.string(required).trim().min(1, required.error).max(100, max(100)),
      email: emailField(t),
    }),
  });
}
