import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from the schema (`npm run db:generate`);
// the server applies them itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
