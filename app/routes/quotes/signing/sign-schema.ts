import { z } from "zod";

/** The sign button's form: nothing but its intent; the broker checks everything else and its refusal is this form's errors. */
export const signSchema = z.object({ intent: z.literal("sign") });
