import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";

/**
 * "Continue approval" of a contract's pending amendment: the amendment the
 * notice named, carried by the form. Nothing is typed, so any fault is the
 * page's (an old or altered one) and has the one message of a failed approval.
 */
export function amendmentSchema(t: TFunction) {
  const failed = t("contract:amendment.failed");
  return z.object({
    intent: z.literal("amendment"),
    amendment_id: z.string({ error: failed }).trim().min(1, failed).max(100, failed),
  });
}
