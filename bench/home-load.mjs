// The signed-in home under sustained load (issue 27 section 3): 50 connections for 60 s on one
// session cookie, reporting what averages hide: timeouts (autocannon gives up after 10 s), p99,
// max, and the portal's memory (RSS) before, right after, and a minute after the load.
//
//   node bench/home-load.mjs            after `npm run build`: starts build/start.js on a fresh
//                                        database, signs in, loads, prints JSON
//   HOME_LOAD_SECONDS, HOME_LOAD_CONNECTIONS, HOME_LOAD_SETTLE_SECONDS (60, 50, 60)
//   HOME_LOAD_LOG=file                   the portal's JSON request log (LOG_LEVEL=debug) to a file
//
// `npm run bench` (bench/run.mjs) runs sustainedHomeLoad() too, on its own server.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePorts } from "../scripts/free-port.mjs";
import { benchServerEnv, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Resident memory of one process, in MB (Linux /proc). */
export function rssMb(pid) {
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
    return Math.round((pages * 4096) / 1024 / 1024);
  } catch {
    return null;
  }
}

/** Name=value pairs of the Set-Cookie headers of a response, merged into a jar. */
function keepCookies(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Signs in once through the portal's login form; returns the Cookie header of the session and the home. */
export async function signIn(base, login, password) {
  const jar = new Map();
  const page = await fetch(`${base}/fr-fr/connexion`, { redirect: "manual" });
  let cookie = keepCookies(jar, page);
  const html = await page.text();
  const form = html.match(/<form[^>]*id="password-form"[\s\S]*?<\/form>/)?.[0] ?? html;
  const body = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) body.set(name, value);
  body.set("login", login);
  body.set("password", password);
  const posted = await fetch(`${base}/fr-fr/connexion`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body,
  });
  cookie = keepCookies(jar, posted);
  const location = posted.headers.get("location");
  if (posted.status >= 400 || !location) throw new Error(`sign-in answered ${posted.status}`);
  // The page the sign-in leads to, once, as a browser lands on it: it gives the new session its own CSRF
  // token (decision 0069), which the browser keeps. Without it every measured request carried the token
  // signed before sign-in, and the portal refused it and made a new one on each: a first page's work.
  const landing = await fetch(new URL(location, base), { headers: { Cookie: cookie }, redirect: "manual" });
  await landing.arrayBuffer();
  cookie = keepCookies(jar, landing);
  return { cookie, home: new URL(location, base).pathname };
}

/**
 * `connections` clients on the home for `seconds`, then `settleSeconds` idle. Reported, never
 * asserted: timings on a shared machine vary with its load (`uptime` is recorded with them).
 */
export async function sustainedHomeLoad({ url, cookie, portalPid, seconds = 60, connections = 50, settleSeconds = 60 }) {
  const rssBefore = rssMb(portalPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak ?? 0, rssMb(portalPid) ?? 0)), 1000);
  const result = await new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { Cookie: cookie }, timeout: 10 }, (error, answer) => (error ? reject(error) : resolve(answer)));
  }).finally(() => clearInterval(sampler));
  const rssAfterLoad = rssMb(portalPid);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return {
    connections,
    seconds,
    loadAverage: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    maxMs: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors,
    non2xx: result.non2xx,
    portalRssMb: { before: rssBefore, peak: rssPeak, afterLoad: rssAfterLoad, [`after${settleSeconds}s`]: rssMb(portalPid) },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [portalPort, brokerPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-home-load-"));
  const logFile = process.env.HOME_LOAD_LOG;
  const server = spawn(process.execPath, ["build/start.js"], {
    cwd: root,
    env: {
      ...benchServerEnv(),
      LOG_LEVEL: logFile ? "debug" : "silent",
      PORT: String(portalPort),
      BROKER_PORT: String(brokerPort),
      BROKER_DATA_DIR: dataDir,
      BROKER_API_URL: "",
    },
    stdio: ["ignore", logFile ? openSync(logFile, "w") : "ignore", "inherit"],
  });
  const base = `http://localhost:${portalPort}`;
  try {
    // A fresh database is migrated and seeded first: minutes on a busy machine, as the other benches allow.
    await waitFor(`${base}/healthz`, 300_000);
    const { cookie, home } = await signIn(base, "demo.full@example.com", "Demo-Password-1");
    const result = await sustainedHomeLoad({
      url: `${base}${home}`,
      cookie,
      portalPid: server.pid,
      seconds: Number(process.env.HOME_LOAD_SECONDS ?? 60),
      connections: Number(process.env.HOME_LOAD_CONNECTIONS ?? 50),
      settleSeconds: Number(process.env.HOME_LOAD_SETTLE_SECONDS ?? 60),
    });
    console.log(JSON.stringify({ commit: process.env.BENCH_COMMIT, ...result }, null, 2));
  } finally {
    server.kill("SIGTERM");
  }
}
