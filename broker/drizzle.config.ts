import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied by broker/db/migrate.ts at start,
// on PGlite and PostgreSQL alike, so no database credentials are needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./broker/db/schema.ts",
  out: "./broker/db/migrations",
});
