// Paired runs: one page of several portal variants, measured in ONE run in interleaved rounds, so
// a change in the machine's load hits every variant alike. Used to decide whether a hand-written
// stand-in for a library is worth keeping (developers' guide: at least 15% of the page's server CPU).
//
//   BENCH_VARIANTS='{"with":{},"without":{"dir":"/tmp/copy"},"no-x":{"env":{"X":"1"}}}' \
//   BENCH_PAGE=login|home BENCH_ROUNDS=4 BENCH_SECONDS=5 node bench/paired.mjs
//   BENCH_PATH=/healthz node bench/paired.mjs     any other path, signed out (what the server costs around a page)
//
// Each variant is a built checkout (`dir`, default this one) started as `npm start` runs it
// (build/start.js, its broker in its own process on a fresh database), with extra `env`.
// The round order rotates so no variant always runs first. Reported per variant: requests/s and
// CPU per request of the portal and its broker (from /proc), and of the portal alone, medians
// and every round. Nothing here asserts a timing.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { signIn } from "./home-load.mjs";
import { benchServerEnv, cpuMs, freePort, processTree, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const variants = JSON.parse(process.env.BENCH_VARIANTS ?? '{"current":{}}');
const page = process.env.BENCH_PAGE ?? "login";
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const label = (process.env.BENCH_LABEL ?? `paired-${page}`).replace(/[^\w.-]+/g, "-");

function load(url, headers, pid) {
  const all = pid ? processTree(pid) : [];
  const own = pid ? [pid] : [];
  const before = cpuMs(all);
  const ownBefore = cpuMs(own);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      const total = result.requests.total;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        cpuMsPerRequest: total ? +((cpuMs(all) - before) / total).toFixed(3) : null,
        ownCpuMsPerRequest: total ? +((cpuMs(own) - ownBefore) / total).toFixed(3) : null,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

const servers = [];
const started = {};
const serverEnv = benchServerEnv();
delete serverEnv.SENTRY_DSN;
delete serverEnv.BENCH_VARIANTS;
try {
  for (const [name, variant] of Object.entries(variants)) {
    const dir = variant.dir ?? root;
    if (!existsSync(path.join(dir, "build/start.js"))) throw new Error(`${dir}: run \`npm run build\` first`);
    const port = await freePort();
    const brokerPort = await freePort();
    const server = spawn(process.execPath, ["build/start.js"], {
      cwd: dir,
      env: {
        ...serverEnv,
        ...(variant.env ?? {}),
        PORT: String(port),
        BROKER_PORT: String(brokerPort),
        BROKER_DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-paired-")),
        BROKER_API_URL: "",
        SKIP_BUILD: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    servers.push(server);
    started[name] = { base: `http://localhost:${port}`, pid: server.pid, dir, env: variant.env ?? {} };
    // One at a time: each seeds its broker's database as it starts.
    await waitFor(`${started[name].base}/healthz`, 300_000);
  }
} catch (error) {
  for (const server of servers) server.kill("SIGTERM");
  throw error;
}

const results = {
  date: new Date().toISOString(),
  label,
  page,
  rounds,
  durationSeconds: duration,
  connections,
  cores: cpus().length,
  loadAverageAtStart: loadavg().map((v) => +v.toFixed(2)),
};
try {
  for (const variant of Object.values(started)) {
    if (page === "home") {
      const { cookie, home } = await signIn(variant.base, "demo.full@example.com", "Demo-Password-1");
      variant.url = `${variant.base}${home}`;
      variant.headers = { Cookie: cookie };
    } else {
      variant.url = `${variant.base}${process.env.BENCH_PATH ?? "/fr-fr/connexion"}`;
      variant.headers = {};
    }
    const check = await fetch(variant.url, { headers: variant.headers, redirect: "manual" });
    if (check.status !== 200) throw new Error(`${variant.url} answered ${check.status}`);
    // Warm-up, not recorded (V8 optimises a page's code over its first few thousand renders).
    await load(variant.url, variant.headers, null);
  }
  const names = Object.keys(started);
  const perRound = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) perRound[name].push(await load(started[name].url, started[name].headers, started[name].pid));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const mean = (values) => +(values.reduce((a, b) => a + b, 0) / values.length).toFixed(3);
  results.variants = {};
  for (const name of names) {
    const measured = perRound[name];
    results.variants[name] = {
      dir: started[name].dir,
      env: started[name].env,
      cpuMsPerRequest: {
        median: median(measured.map((m) => m.cpuMsPerRequest)),
        mean: mean(measured.map((m) => m.cpuMsPerRequest)),
        perRound: measured.map((m) => m.cpuMsPerRequest),
      },
      portalCpuMsPerRequest: { median: median(measured.map((m) => m.ownCpuMsPerRequest)), perRound: measured.map((m) => m.ownCpuMsPerRequest) },
      requestsPerSecond: { median: median(measured.map((m) => m.requestsPerSecond)), perRound: measured.map((m) => m.requestsPerSecond) },
      non2xx: measured.reduce((sum, m) => sum + m.non2xx, 0),
      errors: measured.reduce((sum, m) => sum + m.errors, 0),
    };
  }
  results.loadAverageAtEnd = loadavg().map((v) => +v.toFixed(2));
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(new URL(`./results/${results.date.slice(0, 10)}-${label}.json`, import.meta.url), json);
console.log(json);
