import { execFileSync } from "node:child_process";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/chromium";

// Ports are chosen free when the run starts, so two checkouts can test at once.
// The config is evaluated in the runner first, then in every worker: the runner
// writes its choice into the environment, which the workers (and the web
// server) inherit, so every process agrees. E2E_PORT / E2E_BROKER_PORT set by
// hand still win.
if (!process.env.E2E_PORT || !process.env.E2E_BROKER_PORT) {
  const [portal, broker] = execFileSync(process.execPath, [path.resolve("scripts/free-port.mjs"), "2"], { encoding: "utf8" })
    .trim()
    .split("\n");
  process.env.E2E_PORT ||= portal;
  process.env.E2E_BROKER_PORT ||= broker;
}
const port = Number(process.env.E2E_PORT);
const brokerPort = Number(process.env.E2E_BROKER_PORT);
/** The broker's data folder, emptied at start: tests read the brand API tokens from it. */
export const e2eBrokerDataDir = path.resolve("test-results/e2e-broker");
/** Every test's duration, for `tests/tools/slowest-e2e.mjs` (the list reporter stays the one people read). */
export const e2eReportFile = path.resolve("test-results/e2e-report.json");

// The screenshot tour writes images for people to look at and asserts nothing the feature
// specs do not: `npm run screenshots` runs it, `npm test` does not (docs/decisions/0041).
const screenshots = process.env.SCREENSHOTS === "1" ? [] : ["**/screenshots.spec.ts"];
/** Specs a browser adds nothing to: the "http" project runs them, without a browser (tests/e2e/http.ts, docs/decisions/0221). */
const httpSpecs = /\.http\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: screenshots,
  outputDir: "test-results/artifacts",
  // Tests are independent: both workers take whichever test comes next, in any file.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: e2eReportFile }]],
  // Empties the folder of pages kept for the Nu Html Checker (tests/e2e/page-checks.ts).
  globalSetup: "./tests/e2e/pages.global-setup.ts",
  timeout: 30_000,
  // A sign-in checks a scrypt hash; on a busy 2-core CI machine the answer can take over 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: recording
    // every test's frames made Chromium's GPU process and the runner the largest CPU users of the run;
    // the same two specs took 192 s with them and 142 s without (docs/decisions/0135, amendment).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    // Signs in through the real form once per demo user and brand and stores the
    // session (tests/e2e/sessions.ts); tests that are not about signing in reuse it.
    // Its teardown, "pages", runs once the projects that depend on it are done: the pages they
    // visited go through the Nu Html Checker in one run (tests/e2e/pages.teardown.ts).
    { name: "setup", testMatch: /\.setup\.ts$/, teardown: "pages", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "pages", testMatch: /pages\.teardown\.ts$/ },
    // Every feature spec runs twice, with JavaScript on and off; a test tagged @once (axe, layout at a given width,
    // plain HTTP posts and headers: the same whatever the browser runs) runs once, in the "once" project, with
    // JavaScript on unless its spec says otherwise. So a skip in "js" or "no-js" means only "not for this mode"
    // (docs/decisions/0203). A test tagged @js-only runs with JavaScript only: without JavaScript its posts and the
    // pages that answer them are an http spec's (`<feature>.http.spec.ts`, docs/decisions/0227).
    {
      name: "js",
      dependencies: ["setup"],
      testIgnore: [...screenshots, httpSpecs],
      grepInvert: /@once/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    {
      name: "no-js",
      dependencies: ["setup"],
      testIgnore: [...screenshots, httpSpecs],
      grepInvert: /@once|@js-only/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
    {
      name: "once",
      dependencies: ["setup"],
      testIgnore: [...screenshots, httpSpecs],
      grep: /@once/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: true },
    },
    // What a browser adds nothing to (a form posted as a browser without JavaScript posts it and the page that
    // answers, hostile strings, status codes, headers): plain HTTP against the same server, no browser launched
    // (tests/e2e/http.ts, `<feature>.http.spec.ts`, docs/decisions/0221).
    { name: "http", dependencies: ["setup"], testMatch: httpSpecs },
  ],
  webServer: {
    // The production build, the embedded broker on a fresh database, the real server.
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      BROKER_PORT: String(brokerPort),
      SKIP_BUILD: "1",
      // No NODE_ENV: the server defaults to production as `npm start` does, and refuses to
      // start when React was loaded before that default (server.ts refuseDevelopmentReact).
      APP_ENV: "local",
      LOG_LEVEL: "warn",
      E2E_BROKER_DATA_DIR: e2eBrokerDataDir,
      // Every test signs in many times as the same demo users; the per-login limits
      // of the broker are raised, the portal's own limits stay as shipped (tests use
      // one client address each, through X-Forwarded-For).
      BROKER_RATE_LIMIT_FACTOR: "50",
      // Stored sessions (tests/e2e/sessions.ts) are signed in once at the start; on a slow
      // 2-core machine the run outlasts the shipped 30-minute idle limit, whose expiry is
      // covered by unit tests (session.server.test.ts), not by the e2e run.
      SESSION_IDLE_MINUTES: "120",
      // Chromium is the "proxy" on loopback whose X-Forwarded-For the portal believes, so each
      // test can be a visitor of its own address (auth-fixtures.ts useOwnAddress).
      TRUST_PROXY: "loopback",
    },
  },
});
