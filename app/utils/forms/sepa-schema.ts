import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { normalizeIban } from "~/utils/forms/iban";

/**
 * The SEPA mandate form (SPEC section 5 "SEPA"): account holder, IBAN, BIC
 * (optional) and the consent box. The portal checks presence and length;
 * the broker checks the IBAN itself (mod 97, the country's length, SEPA
 * countries) and answers codes the portal words next to the field.
 */
export const sepaFieldNames = ["holder", "iban", "bic", "legal"] as const;

export function sepaSchema(t: TFunction) {
  const required = { error: t("common:validation.required") };
  const max = (count: number) => t("common:validation.maxLength", { count });
  return z.object({
    intent: z.literal("sepa"),
    holder: z.string(required).trim().min(1, required.error).max(200, max(200)),
    iban: z.string(required).trim().min(1, required.error).max(64, max(64)).transform(normalizeIban),
    bic: z
      .string()
      .trim()
      .max(11, max(11))
      .optional()
      .transform((bic) => (bic ? bic.replace(/\s+/g, "").toUpperCase() : undefined)),
    legal: z.literal("on", { error: t("payments:sepa.consentRequired") }),
  });
}
