import { z } from "zod";

/**
 * Which step a post saves (its hidden `step`), read before the step's own schema (stepSchema, built
 * from the broker's description of that step): a post without one saves nothing.
 */
export const postedStepSchema = z.object({ step: z.string().max(80) });
