import { z } from "zod";
import type { SchemaWords } from "~/utils/forms/schema-words";

/**
 * The claim page's forms (claims/claim.tsx), one schema each, read by the action and the browser.
 * The file itself is the shared upload checks' (checkedUploadFile: one non-empty file, 10 MB at
 * most, its bytes the broker's): its field is named here so its message comes back next to it.
 */
export function proofUploadSchema(t: SchemaWords) {
  return z.object({
    intent: z.literal("upload"),
    // One of the proofs the claim asks for (the broker refuses another); none: a supporting document.
    type: z
      .string()
      .regex(/^[a-z_]{1,40}$/, t("common:validation.format"))
      .optional(),
    file: z.unknown().optional(),
  });
}

/** Removing a proof file the broker still allows: its id, and its name for the message that says it is gone. */
export function proofDeleteSchema() {
  return z.object({
    intent: z.literal("delete"),
    file_id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
    file_name: z.string().max(255).optional(),
  });
}
