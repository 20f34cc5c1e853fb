import { defineConfig, devices } from "@playwright/test";

/**
 * The scale journey (`npm run test:cluster`, tests/cluster/): 2 portals and 2 brokers on one
 * PostgreSQL and one Redis behind haproxy, started by the spec itself (scripts/cluster.mjs) so
 * that it can kill them mid-journey. Run through scripts/with-services.sh (PostgreSQL, Redis).
 */
const chromium = {
  executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/cluster",
  outputDir: "test-results/cluster-artifacts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Starting six processes, then one journey with two kills, on a shared 2-core machine.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: { launchOptions: chromium, trace: "retain-on-failure", screenshot: "only-on-failure" },
  projects: [{ name: "cluster", use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true } }],
});
