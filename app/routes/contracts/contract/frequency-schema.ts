import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";

/** The debit-frequency choice: one of the offered frequencies; the broker checks it is allowed and not within 24 hours of the last change. */
export function frequencySchema(t: TFunction) {
  return z.object({
    intent: z.literal("frequency"),
    periodicity: z
      .string({ error: t("payments:frequency.chooseOne") })
      .trim()
      .min(1, t("payments:frequency.chooseOne"))
      .max(40),
  });
}
