// Benchmarks, measured in one run on this machine: start the product (production
// build, embedded broker on a fresh database), then
//   1. first-load JavaScript (gzip) of the login page and of a legal page,
//   2. requests per second with autocannon: portal pages and the broker's
//      GET clients/{client}/contracts, as ratios to a static asset of the same server,
//   3. Lighthouse 12.8 (mobile) on the login page when CHROME_PATH/usr/bin/chromium exists.
// Results go to bench/results/latest.json and stdout. Nothing here asserts a timing.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLoadJs } from "./first-load-js.mjs";

const port = Number(process.env.BENCH_PORT ?? 3200);
const brokerPort = Number(process.env.BENCH_BROKER_PORT ?? 3201);
const base = `http://localhost:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) reject(error);
      else resolve({ requestsPerSecond: Math.round(result.requests.average), p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  env: { ...process.env, PORT: String(port), BROKER_PORT: String(brokerPort), BROKER_DATA_DIR: dataDir, SKIP_BUILD: "1", NODE_ENV: "production", LOG_LEVEL: "silent" },
  stdio: ["ignore", "ignore", "inherit"],
});
const results = { date: new Date().toISOString(), machine: "2 cores, client and server on the same machine", connections, durationSeconds: duration };
try {
  await waitFor(`${base}/healthz`);
  await waitFor(`http://127.0.0.1:${brokerPort}/v2/health`).catch(() => {});

  results.firstLoadJs = { login: await firstLoadJs(base, "/fr-fr/connexion"), legalPage: await firstLoadJs(base, "/fr-fr/mentions-legales") };

  const asset = (await (await fetch(`${base}/fr-fr/connexion`)).text()).match(/\/assets\/[^"]+\.css/)?.[0];
  const throughput = {};
  throughput.staticAsset = await load(`${base}${asset}`);
  throughput.loginPage = await load(`${base}/fr-fr/connexion`);
  throughput.legalPage = await load(`${base}/fr-fr/mentions-legales`);

  // The broker: log the demo client with contracts in every status in, then load its contract list.
  const tokens = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync(path.join(dataDir, "brand-tokens.json"), "utf8")));
  const login = await fetch(`http://127.0.0.1:${brokerPort}/v2/clients/authentication`, {
    method: "POST",
    headers: { Authorization: `Bearer ${tokens["courtia-fr"]}`, "Content-Type": "application/json" },
    body: JSON.stringify({ login: "demo.full@example.com", password: "Demo-Password-1" }),
  });
  if (login.ok) {
    const session = await login.json();
    const clientId = session.client?.id ?? session.data?.client?.id;
    const headers = { Authorization: `Bearer ${tokens["courtia-fr"]}`, "X-Session-Token": session.session };
    throughput.brokerContracts = await load(`http://127.0.0.1:${brokerPort}/v2/clients/${clientId}/contracts`, headers);
    throughput.brokerHealth = await load(`http://127.0.0.1:${brokerPort}/v2/health`);
  } else {
    throughput.brokerContracts = { skipped: `login answered ${login.status}` };
  }
  results.throughput = throughput;
  results.ratios = {
    loginPageToStaticAsset: +(throughput.loginPage.requestsPerSecond / throughput.staticAsset.requestsPerSecond).toFixed(3),
    legalPageToStaticAsset: +(throughput.legalPage.requestsPerSecond / throughput.staticAsset.requestsPerSecond).toFixed(3),
    ...(throughput.brokerContracts?.requestsPerSecond
      ? { brokerContractsToBrokerHealth: +(throughput.brokerContracts.requestsPerSecond / throughput.brokerHealth.requestsPerSecond).toFixed(3) }
      : {}),
  };

  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(chrome) && process.env.BENCH_LIGHTHOUSE !== "0") {
    const { default: lighthouse } = await import("lighthouse");
    const chromeLauncher = await import("chrome-launcher");
    const browser = await chromeLauncher.launch({
      chromePath: chrome,
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    try {
      const report = await lighthouse(`${base}/fr-fr/connexion`, { port: browser.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] });
      const lhr = report.lhr;
      results.lighthouse = {
        page: "/fr-fr/connexion (mobile, simulated throttling)",
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        firstContentfulPaintMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        largestContentfulPaintMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        totalBlockingTimeMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cumulativeLayoutShift: +lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
      };
    } finally {
      await browser.kill();
    }
  }
} finally {
  server.kill("SIGTERM");
}
writeFileSync(new URL("./results/latest.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
