// `npm run start:cluster`: the product as operators run it at scale, on one machine:
// N broker processes and N portal processes (2 and 2 by default) on one PostgreSQL
// and one Redis, each tier behind Debian's haproxy, round robin, configured by deploy/haproxy.cfg
// (docs/operations.md "Several processes", docs/deploy.md).
//
//   DATABASE_URL  PostgreSQL of the brokers (else BROKER_TEST_DATABASE_URL, as scripts/with-postgres.sh exports)
//   REDIS_URL     Redis of the portals (else REDIS_TEST_URL, as scripts/with-redis.sh exports)
//   PORT          the portals' proxy (default 3000); BROKER_PORT the brokers' proxy (default 3001)
//                 (CLUSTER_PORT and CLUSTER_BROKER_PORT through scripts/with-services.sh)
//   PORTALS, BROKERS  how many of each (default 2)
//   CLUSTER_DEBUG=1  haproxy adds `X-Served-By: portal-1` (the server that answered) to every answer
//                    and logs each request's server on stdout
//
// The portals reach the brokers through the brokers' proxy, as the browser reaches the broker's
// sandbox pages (card, signature). Also imported by the scale journey (tests/cluster/).
import { execFileSync, execSync, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePorts } from "./free-port.mjs";
import { heapFlag } from "./memory-limit.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Debian's haproxy, installed when missing (as with-postgres.sh and with-redis.sh install theirs). */
export function haproxyBinary() {
  const found = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((file) => existsSync(file));
  if (found) return found;
  console.log("haproxy not found: installing Debian's haproxy…");
  execSync(`bash ${path.join(root, "scripts/apt-install.sh")} --no-install-recommends haproxy`, { stdio: "inherit" });
  return execFileSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" }).trim();
}

/**
 * The haproxy configuration operators run, deploy/haproxy.cfg (one frontend and one round-robin
 * backend per tier, health-checked), with this cluster's addresses: each backend's `-1` server
 * line once per process; the runtime API and the request log when asked.
 */
export function haproxyConfig({ portalPort, brokerPort, portals, brokers, debug, checkMs = 1000, adminSocket }) {
  const tiers = { portal: portals, broker: brokers };
  const config = readFileSync(path.join(root, "deploy/haproxy.cfg"), "utf8")
    .replace(/"\$\{PORTAL_BIND-[^}]*\}"/, `127.0.0.1:${portalPort}`)
    .replace(/"\$\{BROKER_BIND-[^}]*\}"/, `127.0.0.1:${brokerPort}`)
    .replace(/^( +)server (portal|broker)-(\d+) "\$\{[^}]*\}" check inter \S+(.*)\n/gm, (_line, indent, tier, n, rest) =>
      n === "1" ? tiers[tier].map((p) => `${indent}server ${p.label} 127.0.0.1:${p.port} check inter ${checkMs}ms${rest}\n`).join("") : "",
    )
    .replace(
      /^global\n/m,
      `global\n${adminSocket ? `  stats socket ${adminSocket} mode 600 level admin\n` : ""}${debug ? "  log stdout format raw local0\n" : ""}`,
    )
    .replace(/^(defaults\n +mode http\n)/m, `$1${debug ? '  log global\n  log-format "served %ft %s %ST %HM %HP"\n' : ""}`)
    .replace(/^( +option httpchk .*\n)/gm, `$1${debug ? "  http-response set-header X-Served-By %s\n" : ""}`);
  if (config.includes("${")) throw new Error("deploy/haproxy.cfg: an address the cluster does not set");
  return config;
}

async function waitFor(url, timeoutMs, processOf) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (processOf && processOf.exitCode !== null) throw new Error(`${url}: the process stopped (exit ${processOf.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the brokers (one after the other: the first migrates and seeds an empty database),
 * the portals, then haproxy. Resolves with the addresses, the processes and `stop()`.
 */
export async function startCluster(options = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? process.env.BROKER_TEST_DATABASE_URL;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? process.env.REDIS_TEST_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is needed (or run through scripts/with-postgres.sh)");
  if (!redisUrl) throw new Error("REDIS_URL is needed (or run through scripts/with-redis.sh)");
  const portalCount = options.portals ?? Number(process.env.PORTALS ?? 2);
  const brokerCount = options.brokers ?? Number(process.env.BROKERS ?? 2);
  const debug = options.debug ?? process.env.CLUSTER_DEBUG === "1";
  const log = options.log ?? ((line) => console.log(line));
  const haproxy = haproxyBinary();

  const [freePortal, freeBroker, ...ports] = await freePorts(2 + portalCount + brokerCount);
  // Each process's metrics (METRICS_PORT) when asked: a port per process, never the public one.
  const metricsPorts = options.metrics ? await freePorts(portalCount + brokerCount) : [];
  const checkMs = options.checkMs ?? 1000;
  // The proxies: PORT and BROKER_PORT (3000 and 3001 by default), or free ports when asked (tests).
  const portalPort = options.anyPort ? freePortal : Number(process.env.CLUSTER_PORT ?? process.env.PORT ?? 3000);
  const brokerPort = options.anyPort ? freeBroker : Number(process.env.CLUSTER_BROKER_PORT ?? process.env.BROKER_PORT ?? 3001);
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  const brokerUrl = `http://127.0.0.1:${brokerPort}`;
  const work = mkdtempSync(path.join(tmpdir(), "portal-cluster-"));
  const children = new Set();
  const common = {
    ...process.env,
    NODE_ENV: "production",
    APP_ENV: process.env.APP_ENV ?? "local",
    LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? "warn",
    // On SIGTERM a process fails its health check this long before it closes (fall 2 and a margin),
    // so haproxy has stopped sending to it by then (decision 0167).
    SHUTDOWN_DRAIN_MS: String(checkMs * 3),
    // Links in e-mails lead to each brand's host on the portals' proxy.
    PORTAL_URL: `http://{brand}.localhost:${portalPort}`,
    // The sandbox card and signing pages are the brokers', reached through their proxy.
    BROKER_PUBLIC_URL: brokerUrl,
  };

  /** Each process's log lines (stdout) when `captureLogs`, from every run of it: `logs[label]`. */
  const logs = {};
  const capture = (label, child) => {
    if (!options.captureLogs) return;
    const lines = (logs[label] ??= []);
    let pending = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      pending += chunk;
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      lines.push(...parts.filter(Boolean));
    });
  };
  const metricsEnv = (index) => (options.metrics ? { METRICS_PORT: String(metricsPorts[index]) } : { METRICS_PORT: "" });

  const startBroker = async (label, port, index) => {
    const child = fork(path.join(root, "scripts/broker-process.ts"), [], {
      cwd: root,
      execArgv: ["--import", "tsx"],
      env: { ...common, ...metricsEnv(portalCount + index), DATABASE_URL: databaseUrl, BROKER_PORT: String(port), BROKER_DATA_DIR: path.join(work, label) },
      stdio: ["ignore", options.captureLogs ? "pipe" : "inherit", "inherit", "ipc"],
    });
    children.add(child);
    capture(label, child);
    const ready = await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`${label} stopped before it was ready (exit ${code})`)));
    });
    return { child, brandTokens: ready.brandTokens };
  };
  // Started together: the first to take the database's start lock migrates and seeds while the others load
  // their code, then wait on the lock and find the work done (broker/db/client.ts whileStarting).
  const brokers = await Promise.all(
    Array.from({ length: brokerCount }, async (_, index) => {
      const label = `broker-${index + 1}`;
      const port = ports[portalCount + index];
      const { child, brandTokens } = await startBroker(label, port, index);
      const metricsUrl = options.metrics ? `http://127.0.0.1:${metricsPorts[portalCount + index]}/metrics` : null;
      log(`${label}: pid ${child.pid}, 127.0.0.1:${port}`);
      return { label, port, url: `http://127.0.0.1:${port}`, process: child, brandTokens, metricsUrl, index };
    }),
  );

  // One secret for every portal: a cookie one signed is read by the others.
  const sessionSecret = process.env.SESSION_SECRET ?? randomBytes(32).toString("hex");
  const portalEnv = {
    ...common,
    BROKER_API_URL: brokerUrl,
    BROKER_TOKENS: JSON.stringify(brokers[0].brandTokens),
    ESIGN_ORIGIN: brokerUrl,
    OIDC_AUTHORIZE_URL: `${brokerUrl}/dev/oidc/authorize`,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
    // haproxy, on loopback, says who the visitor is (X-Forwarded-For).
    TRUST_PROXY: "loopback",
  };
  // The heap bound from the memory each portal is given (MEMORY_LIMIT_MB; decision 0166), as a start flag.
  const memoryLimitMb = options.memoryLimitMb ?? process.env.MEMORY_LIMIT_MB;
  const heap = memoryLimitMb ? heapFlag({ MEMORY_LIMIT_MB: String(memoryLimitMb) }) : null;
  const startPortal = (label, port, index) => {
    const child = spawn(process.execPath, [...(heap ? [heap] : []), "--import", "./instrument.server.mjs", "build/start.js"], {
      cwd: root,
      env: { ...portalEnv, ...metricsEnv(index), PORT: String(port) },
      // The portals' request log (one line per answer, haproxy's health checks included) only when asked.
      stdio: ["ignore", options.captureLogs ? "pipe" : options.quiet ? "ignore" : "inherit", "inherit"],
    });
    children.add(child);
    capture(label, child);
    return child;
  };
  const portals = [];
  for (let i = 1; i <= portalCount; i++) {
    const label = `portal-${i}`;
    const port = ports[i - 1];
    const metricsUrl = options.metrics ? `http://127.0.0.1:${metricsPorts[i - 1]}/metrics` : null;
    portals.push({ label, port, url: `http://127.0.0.1:${port}`, process: startPortal(label, port, i - 1), metricsUrl, index: i - 1 });
  }
  for (const portal of portals) {
    await waitFor(`${portal.url}/healthz`, 60_000, portal.process);
    log(`${portal.label}: pid ${portal.process.pid}, 127.0.0.1:${portal.port}`);
  }

  const configFile = path.join(work, "haproxy.cfg");
  // haproxy's runtime API: the scale journey steers a request to one server with it.
  const adminSocket = path.join(work, "haproxy.sock");
  writeFileSync(configFile, haproxyConfig({ portalPort, brokerPort, portals, brokers, debug, checkMs, adminSocket }));
  const proxy = spawn(haproxy, ["-db", "-f", configFile], { stdio: ["ignore", "pipe", "inherit"] });
  children.add(proxy);
  /** Every request haproxy forwarded (CLUSTER_DEBUG): `{ frontend, server, status, method, path }`. */
  const served = [];
  let pending = "";
  proxy.stdout.setEncoding("utf8");
  proxy.stdout.on("data", (chunk) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const match = /served (\S+) (\S+) (\S+) (\S+) (\S+)/.exec(line);
      if (match) served.push({ frontend: match[1], server: match[2], status: Number(match[3]), method: match[4], path: match[5] });
      else if (line.trim()) log(`haproxy: ${line}`);
    }
  });
  await waitFor(`${portalUrl}/healthz`, 20_000, proxy);
  await waitFor(`${brokerUrl}/v2/health`, 20_000, proxy);
  // Every server up in haproxy's eyes (it starts them up, a failed check marks one down) before the first request.
  await new Promise((resolve) => setTimeout(resolve, checkMs + 200));

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      const all = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
      await Promise.all(
        all.map(
          (child) =>
            new Promise((resolve) => {
              child.once("exit", resolve);
              child.kill("SIGTERM");
              setTimeout(() => child.kill("SIGKILL"), 5000).unref();
            }),
        ),
      );
      rmSync(work, { recursive: true, force: true });
    })());

  return {
    portalUrl,
    brokerUrl,
    portalPort,
    brokerPort,
    portals,
    brokers,
    served,
    stop,
    /** A command of haproxy's runtime API (`set server brokers/broker-1 state drain`); its answer. */
    admin(command) {
      return new Promise((resolve, reject) => {
        const socket = net.connect(adminSocket);
        let answer = "";
        socket.setEncoding("utf8");
        socket.on("connect", () => socket.end(`${command}\n`));
        socket.on("data", (chunk) => (answer += chunk));
        socket.on("end", () => resolve(answer.trim()));
        socket.on("error", reject);
      });
    },
    /** A portal killed earlier, started again on its port (as a supervisor would). */
    async restartPortal(member) {
      member.process = startPortal(member.label, member.port, member.index);
      await waitFor(`${member.url}/healthz`, 60_000, member.process);
    },
    /** A broker killed earlier, started again on its port. */
    async restartBroker(member) {
      member.process = (await startBroker(member.label, member.port, member.index)).child;
    },
    logs,
    /** SIGTERM, as a supervisor stops a process: resolves with its exit code once it has exited. */
    terminate(member) {
      return new Promise((resolve) => {
        if (member.process.exitCode !== null || member.process.signalCode !== null) return resolve(member.process.exitCode);
        member.process.once("exit", (code, signal) => resolve(code ?? signal));
        member.process.kill("SIGTERM");
      });
    },
    /** Waits until haproxy has the server in rotation again (its checks passed `rise` times). */
    async untilUp(member, timeoutMs = 30_000) {
      const backend = member.label.startsWith("portal") ? "portals" : "brokers";
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = await this.admin(`show servers state ${backend}`);
        // Columns: be_id be_name srv_id srv_name srv_addr srv_op_state (2 = running) …
        const line = state.split("\n").find((row) => row.split(" ")[3] === member.label);
        if (line?.split(" ")[5] === "2") return;
        if (Date.now() > deadline) throw new Error(`${member.label} not back in haproxy's rotation within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** SIGKILL: no goodbye, as a crash or an OOM kill. */
    kill(member) {
      return new Promise((resolve) => {
        if (member.process.exitCode !== null || member.process.signalCode !== null) return resolve();
        member.process.once("exit", () => resolve());
        member.process.kill("SIGKILL");
      });
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = spawn(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
  const code = await new Promise((resolve) => built.once("exit", resolve));
  if (code !== 0) process.exit(code ?? 1);
  const cluster = await startCluster();
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => cluster.stop().then(() => process.exit(0)));
  console.log(`\nCustomer portal (${cluster.portals.length} processes behind haproxy): ${cluster.portalUrl}/`);
  console.log(`Partner brands: http://azura.localhost:${cluster.portalPort}/ (also mistral, vigie, castello, nordhafen, solana)`);
  console.log(`Broker v2 API (${cluster.brokers.length} processes behind haproxy): ${cluster.brokerUrl}/v2 (mailbox: ${cluster.brokerUrl}/dev/mailbox)`);
  console.log('Demo logins: as `npm start` prints them (README "Demo logins"), e.g. demo.full@example.com / Demo-Password-1');
  // The scripts that started PostgreSQL and Redis stop them when this process ends.
  await new Promise(() => undefined);
}
