import { sql } from "drizzle-orm";
import { HealthBody } from "../../contract/wire/health";
import { defineRoute } from "../http/registry";

export const health = defineRoute({
  method: "get",
  path: "/v2/health",
  summary: "Liveness and database check",
  tags: ["meta"],
  auth: "public",
  response: HealthBody,
  handler: async ({ c, db }) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok" as const, database: "ok" as const };
    } catch {
      return c.json({ status: "ok", database: "error" }, 503);
    }
  },
});

export const healthRoutes = [health];
