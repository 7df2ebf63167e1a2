import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { blogPlugin } from "./scripts/build/blog-plugin.ts";

// Four projects: pure units, web components (jsdom), the API suite, which runs on a fresh embedded PGlite per
// file and, when TEST_DATABASE_URL is set, once more on that PostgreSQL server, and the tests that start the real
// server ("servers": `npm test` runs them after the build).
const apiTargets = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
/** The tests that start the real server (`node src/server/index.ts`, or the bundle) as a process. */
const realServerTests = ["src/server/start.test.ts", "scripts/build-server.test.ts"];

export default defineConfig({
  // The blog plugin compiles content/blog for the web tests that render the blog (virtual:foodfirst-blog).
  plugins: [react(), blogPlugin()],
  test: {
    // One test file per core (Vitest's default leaves one core idle: on these 2-core machines, one file at a
    // time). The API files mostly wait on their database, so the whole run takes ~8.5 min instead of ~12.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.api.test.ts", ...realServerTests],
          environment: "node",
          // The knowledge base and the modules imported once per worker, not once per file (decision 031).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The tests that start the real server as a process: `npm test` runs them after the build (decision 029),
          // when an empty data folder starts as a copy of dist/pglite-template instead of running initdb.
          name: "servers",
          include: realServerTests,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["src/web/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/web-setup.ts"],
        },
      },
      ...apiTargets.map((target) => ({
        extends: true,
        test: {
          name: `api-${target}`,
          include: ["src/**/*.api.test.ts"],
          environment: "node",
          env: { TEST_DB_TARGET: target },
          // The database migrated once per run; each file starts from a copy (decision 019).
          globalSetup: ["tests/support/migrated-database.ts"],
          // The app and its libraries imported once per worker, not once per file (decision 029): each file still
          // builds its own app on its own database, and no API test changes module state or globals it keeps.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
