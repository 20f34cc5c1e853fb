// What a page allocates on the server, per page: the garbage collector's share of a page's CPU follows the
// bytes the page allocates, and the CPU profile (bench/profile.mjs) shows the collector, never who made its
// work. Starts a built checkout (build/start.js) with V8's sampling heap profiler on from a warm-up's end,
// counting objects the collector has already taken (`includeObjectsCollectedBy…`, Chrome DevTools'
// "allocation sampling"), loads one page, and prints the kilobytes allocated per page, per module and per
// function (issue 43).
//
//   node bench/allocations.mjs [dir]       dir: a built checkout (default this one; the baseline to compare)
//   PROFILE_PAGE=login|legal|home PROFILE_SECONDS=6 PROFILE_WARM_UP_SECONDS=4 PROFILE_TOP=30 node bench/allocations.mjs
//
// The profile is kept in bench/results/profiles/ (not committed) for Chrome DevTools' Memory panel.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { signIn } from "./home-load.mjs";
import { pagePaths } from "./profile.mjs";
import { benchServerEnv, freePort, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const top = Number(process.env.PROFILE_TOP ?? 30);

const moduleOf = (url) => {
  if (!url) return "(native)";
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const build = url.indexOf("/build/");
  return build >= 0 ? url.slice(build + 1).replace(/-[\w-]{8}\.js$/, ".js") : url;
};

/** Kilobytes allocated per page, per module and per function, of a .heapprofile taken over `pages` pages. */
export function summariseAllocations(profile, pages) {
  const functions = new Map();
  const modules = new Map();
  let total = 0;
  const visit = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const mod = moduleOf(url);
    const name = `${functionName || "(anonymous)"} ${mod}:${lineNumber + 1}`;
    total += node.selfSize;
    functions.set(name, (functions.get(name) ?? 0) + node.selfSize);
    modules.set(mod, (modules.get(mod) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => ({ name, kbPerPage: +(bytes / 1024 / pages).toFixed(1), share: +((100 * bytes) / total).toFixed(1) }));
  return { kbPerPage: +(total / 1024 / pages).toFixed(0), modules: rows(modules), functions: rows(functions) };
}

// Runs inside the measured process (`--import`): SIGUSR2 starts the sampling, the next one writes the profile.
const preload = `
import inspector from "node:inspector";
import { renameSync, writeFileSync } from "node:fs";
const session = new inspector.Session();
session.connect();
let started = false;
process.on("SIGUSR2", () => {
  if (!started) {
    started = true;
    session.post("HeapProfiler.enable", () =>
      session.post("HeapProfiler.startSampling", { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
  } else {
    session.post("HeapProfiler.stopSampling", (error, answer) => {
      if (error) return;
      // Written whole, then named: the bench reads it as soon as the name exists.
      writeFileSync(process.env.ALLOCATION_PROFILE_FILE + ".part", JSON.stringify(answer.profile));
      renameSync(process.env.ALLOCATION_PROFILE_FILE + ".part", process.env.ALLOCATION_PROFILE_FILE);
    });
  }
});
`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? root);
  if (!existsSync(path.join(dir, "build/start.js"))) throw new Error(`${dir}: run \`npm run build\` first`);
  const page = process.env.PROFILE_PAGE ?? "login";
  const profileDir = path.join(root, "bench/results/profiles");
  mkdirSync(profileDir, { recursive: true });
  const file = path.join(profileDir, `${page}-${path.basename(dir)}-${Date.now()}.heapprofile`);
  const [port, brokerPort] = [await freePort(), await freePort()];
  const env = benchServerEnv();
  delete env.SENTRY_DSN;
  const preloadUrl = `data:text/javascript,${encodeURIComponent(preload)}`;
  const server = spawn(process.execPath, ["--max-old-space-size=1024", "--import", preloadUrl, "build/start.js"], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(port),
      BROKER_PORT: String(brokerPort),
      BROKER_DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-allocations-")),
      BROKER_API_URL: "",
      SKIP_BUILD: "1",
      ALLOCATION_PROFILE_FILE: file,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://localhost:${port}`;
  let pages = 0;
  try {
    await waitFor(`${base}/healthz`, 300_000);
    let url = `${base}${pagePaths[page] ?? page}`;
    let headers = {};
    if (page === "home") {
      const { cookie, home } = await signIn(base, "demo.full@example.com", "Demo-Password-1");
      url = `${base}${home}`;
      headers = { Cookie: cookie };
    }
    const loadFor = (duration) =>
      new Promise((resolve, reject) => autocannon({ url, connections: 10, duration, headers }, (error, answer) => (error ? reject(error) : resolve(answer))));
    await loadFor(Number(process.env.PROFILE_WARM_UP_SECONDS ?? 4));
    server.kill("SIGUSR2");
    await new Promise((resolve) => setTimeout(resolve, 300));
    pages = (await loadFor(Number(process.env.PROFILE_SECONDS ?? 6))).requests.total;
    server.kill("SIGUSR2");
    for (let i = 0; i < 600 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    server.kill("SIGTERM");
  }
  const summary = summariseAllocations(JSON.parse(readFileSync(file, "utf8")), pages);
  console.log(`${page} on ${dir}: ${file}\n${summary.kbPerPage} KB allocated per page over ${pages} pages`);
  for (const [title, list] of [
    ["modules", summary.modules],
    ["functions", summary.functions],
  ]) {
    console.log(`\n${title} (KB per page, share)`);
    for (const row of list) console.log(`${String(row.kbPerPage).padStart(7)}  ${String(row.share).padStart(5)}%  ${row.name}`);
  }
}
