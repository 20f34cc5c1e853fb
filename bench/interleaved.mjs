// Variants of this code, rendered in ONE process, in alternating batches: for a change too small for the
// paired HTTP runs (bench/paired.mjs), whose rounds spread by 15 to 30% on a shared 2-core machine. Each built
// checkout's Remix request handler (build/server/index.js, its own copy of every module) answers one signed-out
// page; the batches rotate so a change in the machine's load meets every variant alike, and no server,
// broker, socket or load generator competes for the cores. Two copies of the same build differ by 1 to 5%
// here (1.5 to 10% with other sessions' tests running); they differ by up to 15% in the paired HTTP runs.
//
//   node bench/interleaved.mjs dir1 dir2 …          built checkouts (`npm run build` in each); dir1 is the reference
//   BENCH_PATH=/fr-fr/mentions-legales BENCH_BATCH=50 BENCH_BATCHES=120 node bench/interleaved.mjs …
//   A signed-in page: a build started with a known SESSION_SECRET (its broker's data folder holds brand-tokens.json),
//   signed in over HTTP; then BENCH_SESSION_SECRET, BENCH_COOKIE (its cookies), BROKER_API_URL and BROKER_TOKENS.
//
// Measures the Remix handler and the React render only: Express, helmet, compression and the socket are left
// out, and so is what server.ts sets up at start (the baseline build 34f2be7 reads its translations there, so it
// is compared over HTTP, in bench/guard.mjs). A page that calls the broker calls it over HTTP, as the portal does. Reported per
// variant: CPU per page (user + system of the process over its batches), its ratio to the first variant, and the
// median batch. Nothing here asserts a timing.
import { existsSync } from "node:fs";
import path from "node:path";
import { benchServerEnv } from "./processes.mjs";

const dirs = process.argv.slice(2).map((dir) => path.resolve(dir));
if (dirs.length === 0) throw new Error("usage: node bench/interleaved.mjs <built checkout> [<built checkout> …]");
const batch = Number(process.env.BENCH_BATCH ?? 50);
const batches = Number(process.env.BENCH_BATCHES ?? 120);
const url = `http://localhost:3000${process.env.BENCH_PATH ?? "/fr-fr/connexion"}`;
// The environment a production deployment runs in (bench/processes.mjs), read by the builds' modules as they load.
// A signed-in page: BENCH_COOKIE, a session cookie signed with BENCH_SESSION_SECRET, and the broker's BROKER_API_URL and
// BROKER_TOKENS (its data folder's brand-tokens.json).
Object.assign(process.env, benchServerEnv(), {
  BROKER_API_URL: process.env.BROKER_API_URL ?? "http://127.0.0.1:9",
  ...(process.env.BENCH_SESSION_SECRET ? { SESSION_SECRET: process.env.BENCH_SESSION_SECRET } : {}),
});
const cookie = process.env.BENCH_COOKIE;

const handlers = [];
for (const dir of dirs) {
  if (!existsSync(path.join(dir, "build/server/index.js"))) throw new Error(`${dir}: run \`npm run build\` first`);
  const { createRequestHandler } = await import(path.join(dir, "node_modules/@remix-run/node/dist/index.js"));
  handlers.push(createRequestHandler(await import(path.join(dir, "build/server/index.js")), "production"));
}

async function render(handler) {
  const response = await handler(new Request(url, { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } }), {
    cspNonce: "bench",
    requestId: "bench",
  });
  await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

// Warm-up, not recorded: V8 optimises a page's code over its first few thousand renders.
for (const handler of handlers) for (let i = 0; i < 2000; i++) await render(handler);

const cpuMs = dirs.map(() => 0);
const perBatch = dirs.map(() => []);
for (let round = 0; round < batches; round++) {
  for (let k = 0; k < handlers.length; k++) {
    const i = (k + round) % handlers.length;
    const before = process.cpuUsage();
    for (let j = 0; j < batch; j++) await render(handlers[i]);
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    cpuMs[i] += ms;
    perBatch[i].push(ms / batch);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pages = batch * batches;
console.log(`${url}: ${batches} batches of ${batch} pages per variant, rotating`);
console.log("variant".padEnd(40), "CPU ms/page", "ratio", "median batch");
for (let i = 0; i < dirs.length; i++) {
  const perPage = cpuMs[i] / pages;
  const ratio = perPage / (cpuMs[0] / pages);
  console.log(dirs[i].padEnd(40), perPage.toFixed(3).padStart(11), ratio.toFixed(3).padStart(5), median(perBatch[i]).toFixed(3).padStart(12));
}
