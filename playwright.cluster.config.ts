import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/chromium";

/**
 * The scale journey (`npm run test:cluster`, tests/cluster/): 2 portals and 2 brokers on one
 * PostgreSQL and one Redis behind haproxy, started by the spec itself (scripts/cluster.mjs) so
 * that it can kill them mid-journey. Run through scripts/with-services.sh (PostgreSQL, Redis).
 */

export default defineConfig({
  testDir: "tests/cluster",
  outputDir: "test-results/cluster-artifacts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Starting six processes, then one journey with two kills, on a shared 2-core machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: { launchOptions: chromium, trace: { mode: "retain-on-failure", screenshots: false }, screenshot: "only-on-failure" },
  projects: [{ name: "cluster", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } }],
});
