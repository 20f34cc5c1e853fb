// What every bench script needs of the processes it measures: free ports, readiness, and the CPU
// time of a process tree read from /proc.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";

/**
 * How every bench starts a build: the production server as a production deployment runs it, quiet, over
 * plain HTTP (a fresh copy each call). APP_ENV is `production` for every build measured: since decision 0185
 * any other APP_ENV runs Remix's server in its development mode, and the baseline build (34f2be7, before 0185)
 * always ran it in production mode, so a bench under APP_ENV=local compared two modes, not two builds. A
 * production APP_ENV asks for a session secret (a fresh random one) and, behind no TLS proxy, HTTPS_ONLY=false.
 */
export function benchServerEnv() {
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    APP_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    HTTPS_ONLY: "false",
    COOKIE_SECURE: "false",
  };
}

/** A port nobody listens on now: bind port 0, read it, close. */

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** A process and its descendants (the portal's broker child), from /proc. */
export function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, "utf8").trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // gone, or no /proc
    }
  }
  return pids;
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** CPU time (user + system, ms) used so far by these processes; null without /proc. */
export function cpuMs(pids) {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a helper process that has ended
    }
  }
  return (ticks * 1000) / clockTicks;
}
