import * as endpoints from "../../contract/endpoints/health";
import { sql } from "drizzle-orm";
import { implement } from "../http/registry";

export const health = implement(endpoints.health, {
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
