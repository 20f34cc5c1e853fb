import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";

/**
 * The quote's conditions form (SPEC section 5 "Quote"): the acceptance box,
 * optional additional information, and the brand's opt-ins (each a checkbox
 * named `optins` whose value is its code; the unticked ones are "no").
 */
export function conditionsSchema(t: TFunction) {
  const max = (count: number) => t("common:validation.maxLength", { count });
  return z.object({
    intent: z.literal("conditions"),
    accepted: z.literal("on", { error: t("quotes:conditions.required") }),
    additional_information: z.string().trim().max(2000, max(2000)).optional(),
    optins: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  });
}
