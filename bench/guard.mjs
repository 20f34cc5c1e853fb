// The paired guard (issue 43): this tree against a fixed baseline build (bench/baseline.mjs,
// commit 34f2be7), the login page, a legal page and the signed-in home, in ONE run, in interleaved
// rounds (the order rotates), so a change in the machine's load hits both builds alike; the home
// also against the framework reference page making the home's seven v2 calls (bench/reference).
// A change that makes a page heavier shows as its ratio to the baseline. Reported, never asserted.
//
//   npm run bench:paired                  (after `npm run build`; builds the baseline on first use)
//   BENCH_ROUNDS=4 BENCH_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_PAGES=login,legal,home
//   BENCH_BASELINE_DIR=/some/built/checkout   another baseline
//   BENCH_WARM_UPS=6                      unrecorded loads per target before the rounds (default 1): the home's
//                                         CPU per page still falls over its first minute of load (12.8 → 6.6 ms in one run)
//
// Per page and build: the portal process's CPU per page (from /proc, its broker child excluded;
// what the page costs whatever else runs), requests/s, p99 and max latency (medians over rounds),
// and the current build's ratio to the baseline's. Written to bench/results/<date>-guard.json.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { baselineCommit, baselineDir } from "./baseline.mjs";
import { signIn } from "./home-load.mjs";
import { benchServerEnv, cpuMs, freePort, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const warmUps = Number(process.env.BENCH_WARM_UPS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pages = (process.env.BENCH_PAGES ?? "login,legal,home").split(",");
const paths = { login: "/fr-fr/connexion", legal: "/fr-fr/mentions-legales" };

function load(url, headers, pid) {
  const before = pid ? cpuMs([pid]) : null;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      const total = result.requests.total;
      resolve({
        cpuMs: pid && total ? (cpuMs([pid]) - before) / total : null,
        requestsPerSecond: result.requests.average,
        p99ms: result.latency.p99,
        maxMs: result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round3 = (value) => (value === null || value === undefined ? null : +value.toFixed(3));

for (const file of ["build/start.js", "build/server.js"]) {
  if (!existsSync(path.join(root, file))) throw new Error(`No ${file}: run \`npm run build\` first`);
}
const builds = { current: root, baseline: baselineDir() };
const reference = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build", "--config", "bench/reference/vite.config.ts", "--logLevel", "warn"],
  { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
);
if (reference.status !== 0) throw new Error("The reference app did not build");

const serverEnv = { ...benchServerEnv(), SKIP_BUILD: "1" };
delete serverEnv.SENTRY_DSN;
const servers = [];
const started = {};
try {
  for (const [name, dir] of Object.entries(builds)) {
    const [port, brokerPort] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(path.join(tmpdir(), `portal-guard-${name}-`));
    // The heap bound given on the command line, so neither build restarts itself under a memory limit
    // (the measured process must be the one serving).
    const server = spawn(process.execPath, ["--max-old-space-size=1024", "build/start.js"], {
      cwd: dir,
      env: { ...serverEnv, PORT: String(port), BROKER_PORT: String(brokerPort), BROKER_DATA_DIR: dataDir, BROKER_API_URL: "" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(server);
    started[name] = { base: `http://localhost:${port}`, broker: `http://127.0.0.1:${brokerPort}`, pid: server.pid, dataDir };
    await waitFor(`${started[name].base}/healthz`, 300_000);
  }
  const referencePort = await freePort();
  const referenceServer = spawn(process.execPath, ["--max-old-space-size=1024", "bench/reference/serve.mjs"], {
    cwd: root,
    env: { ...serverEnv, PORT: String(referencePort) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(referenceServer);
  started.reference = { base: `http://localhost:${referencePort}`, pid: referenceServer.pid };
  await waitFor(`${started.reference.base}/healthz`, 120_000);
} catch (error) {
  for (const server of servers) server.kill("SIGTERM");
  throw error;
}

/** Targets of one page: each build's page, and for the home the reference page with the seven calls (on the current build's broker). */
async function targetsOf(page) {
  const targets = {};
  for (const name of Object.keys(builds)) {
    const { base, pid } = started[name];
    if (page === "home") {
      const { cookie, home } = await signIn(base, "demo.full@example.com", "Demo-Password-1");
      targets[name] = { url: `${base}${home}`, headers: { Cookie: cookie }, pid };
    } else {
      targets[name] = { url: `${base}${paths[page]}`, headers: {}, pid };
    }
  }
  if (page === "home") {
    const { broker, dataDir } = started.current;
    const token = JSON.parse(readFileSync(path.join(dataDir, "brand-tokens.json"), "utf8"))["courtia-fr"];
    const answer = await fetch(`${broker}/v2/clients/authentication`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ login: "demo.full@example.com", password: "Demo-Password-1" }),
    });
    if (!answer.ok) throw new Error(`broker sign-in answered ${answer.status}`);
    const session = await answer.json();
    const clientId = session.client?.id ?? session.data?.client?.id;
    targets.sevenCallReference = {
      url: `${started.reference.base}/seven-calls`,
      headers: { Authorization: `Bearer ${token}`, "X-Session-Token": session.session, "X-Bench-Broker": broker, "X-Bench-Client": clientId },
      pid: started.reference.pid,
    };
  }
  for (const [name, target] of Object.entries(targets)) {
    const check = await fetch(target.url, { headers: target.headers, redirect: "manual" });
    if (check.status !== 200) throw new Error(`${name} ${target.url} answered ${check.status}`);
  }
  return targets;
}

const results = {
  date: new Date().toISOString(),
  baseline: baselineCommit,
  current: spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim(),
  dirty: spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).stdout.trim() !== "",
  rounds,
  durationSeconds: duration,
  connections,
  loadAverageAtStart: loadavg().map((v) => +v.toFixed(2)),
  pages: {},
};
try {
  for (const page of pages) {
    const targets = await targetsOf(page);
    const names = Object.keys(targets);
    // Warm-up, not recorded: V8 optimises a page's code over its first few thousand renders.
    for (let pass = 0; pass < warmUps; pass++) for (const name of names) await load(targets[name].url, targets[name].headers, null);
    const measured = Object.fromEntries(names.map((name) => [name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const name of names.map((_, i) => names[(i + round) % names.length])) {
        measured[name].push(await load(targets[name].url, targets[name].headers, targets[name].pid));
      }
    }
    const figures = {};
    for (const name of names) {
      const m = measured[name];
      figures[name] = {
        portalCpuMsPerPage: round3(median(m.map((r) => r.cpuMs ?? Infinity))),
        perRound: m.map((r) => round3(r.cpuMs)),
        requestsPerSecond: Math.round(median(m.map((r) => r.requestsPerSecond))),
        p99ms: median(m.map((r) => r.p99ms)),
        maxMs: Math.max(...m.map((r) => r.maxMs)),
        non2xx: m.reduce((sum, r) => sum + r.non2xx, 0),
        errors: m.reduce((sum, r) => sum + r.errors, 0),
      };
    }
    // Ratios per round (both figures of a pair measured seconds apart), then their median.
    const ratio = (a, b) => {
      const pairs = measured[a].map((r, i) => (r.cpuMs && measured[b][i].cpuMs ? r.cpuMs / measured[b][i].cpuMs : null)).filter((v) => v !== null);
      return pairs.length ? round3(median(pairs)) : null;
    };
    figures.currentToBaseline = { portalCpu: ratio("current", "baseline") };
    if (targets.sevenCallReference) figures.currentToSevenCallReference = { portalCpu: ratio("current", "sevenCallReference") };
    results.pages[page] = figures;
  }
  results.loadAverageAtEnd = loadavg().map((v) => +v.toFixed(2));
} finally {
  for (const server of servers) server.kill("SIGTERM");
}

const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(new URL(`./results/${results.date.slice(0, 10)}-guard.json`, import.meta.url), json);
console.log(json);
console.log(`Paired against ${baselineCommit} (load average ${results.loadAverageAtStart.join(" ")} → ${results.loadAverageAtEnd.join(" ")})`);
console.log("page   build               CPU/page ms   req/s   p99 ms   max ms   ratio");
for (const [page, figures] of Object.entries(results.pages)) {
  for (const name of ["current", "baseline", "sevenCallReference"]) {
    const f = figures[name];
    if (!f) continue;
    const ratio = name === "current" ? `${figures.currentToBaseline.portalCpu}× baseline` : "";
    console.log(
      `${page.padEnd(6)} ${name.padEnd(19)} ${String(f.portalCpuMsPerPage).padStart(11)} ${String(f.requestsPerSecond).padStart(7)} ${String(f.p99ms).padStart(8)} ${String(f.maxMs).padStart(8)}   ${ratio}`,
    );
  }
  if (figures.currentToSevenCallReference)
    console.log(`${page.padEnd(6)} current / seven-call reference, portal CPU: ${figures.currentToSevenCallReference.portalCpu}×`);
  // Pages given up (autocannon's timeout) or refused still cost CPU, counted against the pages that finished:
  // such a figure is the machine's load, not the page's cost.
  for (const name of ["current", "baseline", "sevenCallReference"]) {
    const f = figures[name];
    if (f && (f.non2xx || f.errors))
      console.log(`${page.padEnd(6)} ${name}: ${f.non2xx} answers not 2xx, ${f.errors} errors or timeouts — its CPU per page is not the page's cost`);
  }
}
