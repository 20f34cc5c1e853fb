import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";

/** Portal test files that start a broker (startSeededTestBroker): they need the seeded folder of the portal-broker project. */
const portalBrokerTests = [
  "app/routes/dashboard/panes.server.test.ts",
  "app/routes/contracts/contract/required-upload-retry.server.test.ts",
  "app/utils/v2/api/index.server.test.ts",
  "app/utils/session/auth.server.test.ts",
  "app/utils/request/page.server.test.ts",
  "app/utils/routing/root-loader.server.test.ts",
];

// Separate from vite.config.ts on purpose: the remix() plugin breaks vitest
// ("can't detect preamble"), see STACK-NOTES.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // tsconfig.json's one path ("~/*" → app/) as Vite's own alias rather than vite-tsconfig-paths (which vite.config.ts keeps):
  // no plugin resolver on every import, fewer CPU-s in each of 4 paired runs (issue 42 §5). The vanilla-extract
  // compiler reads this file again, so the .css.ts files' "~/" imports resolve the same way.
  resolve: { alias: [{ find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) }] },
  test: {
    environment: "node",
    pool: "forks",
    // Vitest leaves one core to its main process (one worker on a 2-core machine), which is
    // idle while the workers run: both cores took the broker suite from 270 to 224 s here.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects so that a run without broker tests (`npm run test:redis`) does not
    // build the seeded broker database: vitest sets a project up only when it has files to run.
    projects: [
      {
        extends: true,
        test: {
          name: "broker",
          // Files share modules within a worker, as the portal's do: 150 → 91 s on PostgreSQL here.
          isolate: false,
          include: ["broker/**/*.test.{ts,tsx}"],
          // One migrated and seeded broker database per run, copied by every test broker (broker/test/harness.ts).
          globalSetup: ["broker/test/seeded-database.global-setup.ts"],
        },
      },
      // The portal's files share their modules within a worker (no re-import per file: 108 → 69 s here); a helper
      // that points the portal at a test broker rereads the settings (rereadEnv).
      {
        extends: true,
        test: {
          name: "portal",
          isolate: false,
          include: ["{app,brands,contract,locales,scripts,tests/tools}/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...portalBrokerTests],
        },
      },
      // The portal's files that talk to a real broker over HTTP: one data folder per run, written from the broker
      // project's seeded database (one seed for both, broker/test/seeded-snapshot.ts), and each file's broker starts on
      // a copy (app/utils/v2/seeded-test-broker.server.ts).
      // A project of their own so that a run without them (`npm run test:redis`) does not seed.
      {
        extends: true,
        test: { name: "portal-broker", isolate: false, include: portalBrokerTests, globalSetup: ["app/utils/v2/seeded-broker.global-setup.ts"] },
      },
    ],
  },
});
