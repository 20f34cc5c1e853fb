// Where a page's server CPU goes: starts a built checkout (build/start.js, its broker in its own
// process) with V8's CPU profiler on, loads one page, stops it, and prints the self time of the
// portal process per function and per module (package, app bundle, Node internals). Self time
// shares hold on a busy machine, unlike absolute figures (issue 43).
//
//   node bench/profile.mjs [dir]            dir: a built checkout (default this one)
//   PROFILE_PAGE=login|legal|home PROFILE_SECONDS=15 PROFILE_WARM_UP_SECONDS=5 PROFILE_TOP=40 node bench/profile.mjs
//   node bench/profile.mjs --read file.cpuprofile       summarise a profile already taken
//                                      (PROFILE_WINDOW_MS: only its last milliseconds)
//
// The profile is kept in bench/results/profiles/ (not committed) for Chrome DevTools or speedscope.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { signIn } from "./home-load.mjs";
import { benchServerEnv, freePort, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const top = Number(process.env.PROFILE_TOP ?? 40);

export const pagePaths = { login: "/fr-fr/connexion", legal: "/fr-fr/mentions-legales" };

/** Self time (ms) per function and per module of a .cpuprofile, over its last `windowMs` (all of it by default). */
export function summarise(profile, windowMs = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  const from = profile.endTime - windowMs * 1000;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) continue;
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const moduleOf = (url) => {
    if (!url) return "(native/gc/idle)";
    if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
    const nm = url.lastIndexOf("node_modules/");
    if (nm >= 0) {
      const rest = url.slice(nm + 13).split("/");
      return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    }
    const build = url.indexOf("/build/");
    return build >= 0 ? url.slice(build + 1) : url;
  };
  const functions = new Map();
  const modules = new Map();
  let total = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    total += us;
    if (callFrame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    const name = `${callFrame.functionName || "(anonymous)"} ${moduleOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const mod = callFrame.url ? moduleOf(callFrame.url) : callFrame.functionName;
    modules.set(mod, (modules.get(mod) ?? 0) + us);
  }
  const busy = total - idle;
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), share: +((100 * us) / busy).toFixed(1) }));
  return { busyMs: Math.round(busy / 1000), idleMs: Math.round(idle / 1000), modules: rows(modules), functions: rows(functions) };
}

function print(summary, requests) {
  const perPage = requests ? ` (${(summary.busyMs / requests).toFixed(2)} ms of CPU per page over ${requests} pages)` : "";
  console.log(`busy ${summary.busyMs} ms, idle ${summary.idleMs} ms${perPage}`);
  for (const [title, list] of [
    ["modules (self time)", summary.modules],
    ["functions (self time)", summary.functions],
  ]) {
    console.log(`\n${title}`);
    for (const row of list) console.log(`${String(row.share).padStart(5)}%  ${String(row.ms).padStart(6)} ms  ${row.name}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === "--read") {
    print(summarise(JSON.parse(readFileSync(process.argv[3], "utf8")), Number(process.env.PROFILE_WINDOW_MS ?? Infinity)));
  } else {
    const dir = path.resolve(process.argv[2] ?? root);
    if (!existsSync(path.join(dir, "build/start.js"))) throw new Error(`${dir}: run \`npm run build\` first`);
    const page = process.env.PROFILE_PAGE ?? "login";
    const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
    const profileDir = path.join(root, "bench/results/profiles", `${page}-${path.basename(dir)}-${Date.now()}`);
    mkdirSync(profileDir, { recursive: true });
    const [port, brokerPort] = [await freePort(), await freePort()];
    const env = benchServerEnv();
    delete env.SENTRY_DSN;
    const server = spawn(process.execPath, ["--max-old-space-size=1024", "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "build/start.js"], {
      cwd: dir,
      env: {
        ...env,
        PORT: String(port),
        BROKER_PORT: String(brokerPort),
        BROKER_DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-profile-")),
        BROKER_API_URL: "",
        SKIP_BUILD: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const base = `http://localhost:${port}`;
    let requests = 0;
    let loadedMs = Infinity;
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
        new Promise((resolve, reject) => autocannon({ url, connections: 20, duration, headers }, (error, answer) => (error ? reject(error) : resolve(answer))));
      // Warm-up, left out of the summary with the start-up: V8 optimises the page's code over its first renders.
      await loadFor(Number(process.env.PROFILE_WARM_UP_SECONDS ?? 5));
      const started = Date.now();
      const result = await loadFor(seconds);
      loadedMs = Date.now() - started;
      requests = result.requests.total;
      if (result.non2xx) console.error(`${result.non2xx} answers were not 2xx`);
    } finally {
      await new Promise((resolve) => {
        server.once("exit", resolve);
        server.kill("SIGTERM");
      });
    }
    // The portal process's profile: the largest file (the broker, a child, writes its own only if it was
    // started with the flag, which it is not).
    const files = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"));
    const file = files.map((f) => path.join(profileDir, f)).sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
    console.log(`${page} on ${dir}: ${file}`);
    // Only the measured load: the profile ends as the server stops, right after it (the stop's own work is small).
    print(summarise(JSON.parse(readFileSync(file, "utf8")), loadedMs), requests);
  }
}
