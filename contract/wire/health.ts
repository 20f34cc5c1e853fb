import { z } from "zod";

export const HealthBody = z.object({
  status: z.literal("ok"),
  database: z.enum(["ok", "error"]),
});
export type HealthBody = z.infer<typeof HealthBody>;
