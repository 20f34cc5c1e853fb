/**
 * `npm start`: the whole product on one machine. `npm run build` compiles this
 * file (with server.ts) to build/start.js, which `npm start` runs with plain
 * `node`: no TypeScript loader in the serving process.
 *
 * Starts the embedded broker v2 API in its own process (unless BROKER_API_URL
 * points at a real one), so a slow broker query never blocks a page render,
 * then the portal, and prints the address and the demo logins.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { heapBoundGiven, heapFlag } from "./memory-limit.mjs";

process.env.NODE_ENV ??= "production";

/**
 * The heap bound comes from the memory the process is given (MEMORY_LIMIT_MB or the container's
 * cgroup; scripts/memory-limit.mjs, docs/decisions/0166). V8 takes it only as a start flag: a
 * process started without one starts itself again with it, then only passes signals on.
 */
function relaunchWithHeapBound(): boolean {
  const flag = heapBoundGiven() ? null : heapFlag();
  if (!flag) return false;
  const child = spawn(process.execPath, [...process.execArgv, flag, ...process.argv.slice(1)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return true;
}
if (relaunchWithHeapBound()) await new Promise(() => undefined);

/** The project folder: this file runs from `scripts/` (tsx) or from `build/` (compiled). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const root = projectRoot();

type DemoLogin = { label: string; login: string; password: string; brand?: string };
type BrokerReady = { type: "broker-ready"; url: string; brandTokens: Record<string, string>; demoLogins: DemoLogin[] };

let brokerProcess: ChildProcess | null = null;

async function startEmbeddedBroker(): Promise<DemoLogin[]> {
  if (process.env.BROKER_API_URL) return [];
  const entry = path.join(root, "scripts/broker-process.ts");
  if (!existsSync(path.join(root, "broker/start.ts"))) {
    console.warn("No embedded broker in this checkout: pages that need the v2 API show the maintenance page.");
    return [];
  }
  const port = Number(process.env.BROKER_PORT ?? 3001);
  // Sandbox signing pages live on the broker: their links must be absolute for the browser.
  if (port !== 0) process.env.BROKER_PUBLIC_URL ??= `http://127.0.0.1:${port}`;
  // E-mailed links lead to each brand's own host (`http://azura.localhost:3000/...`): a magic link
  // only works on the brand it was issued for.
  process.env.PORTAL_URL ??= `http://{brand}.localhost:${process.env.PORT ?? 3000}`;
  // E-signature: the sandbox signing pages are the broker's.
  if (process.env.BROKER_PUBLIC_URL) process.env.ESIGN_ORIGIN ??= process.env.BROKER_PUBLIC_URL;
  // Open-id sign-in against the broker's development identity provider.
  if (process.env.BROKER_PUBLIC_URL) process.env.OIDC_AUTHORIZE_URL ??= `${process.env.BROKER_PUBLIC_URL}/dev/oidc/authorize`;

  // The broker is TypeScript run by tsx in its own process; the portal process never loads tsx.
  const child = fork(entry, [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    // The broker's own metrics port, if any: METRICS_PORT is the portal's.
    env: { ...process.env, BROKER_PORT: String(port), METRICS_PORT: process.env.BROKER_METRICS_PORT ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  brokerProcess = child;
  const started = await new Promise<BrokerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as BrokerReady));
    child.once("exit", (code) => reject(new Error(`The embedded broker stopped before it was ready (exit ${code})`)));
    child.once("error", reject);
  });
  child.on("exit", (code, signal) => {
    brokerProcess = null;
    if (!shuttingDown) console.error(`The embedded broker stopped (${signal ?? `exit ${code}`}): pages that need the v2 API show the maintenance page.`);
  });
  process.env.BROKER_API_URL = started.url;
  process.env.BROKER_TOKENS ??= JSON.stringify(started.brandTokens);
  console.log(`Broker v2 API listening on ${started.url} (mailbox: ${started.url}/dev/mailbox)`);
  return started.demoLogins;
}

let shuttingDown = false;
let portal: { close(): Promise<void> } | null = null;
/** The embedded broker, stopped after the portal: the portal's last requests may still call it. */
function stopBroker(signal: NodeJS.Signals): Promise<void> {
  const child = brokerProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    shuttingDown = true;
    // Graceful (broker/http/graceful-shutdown.ts): the requests in progress finish, the pools close, exit 0.
    void (async () => {
      let code = 0;
      try {
        await portal?.close();
      } catch {
        code = 1;
      }
      await stopBroker(signal);
      process.exit(code);
    })();
  });
}
process.once("exit", () => brokerProcess?.kill("SIGTERM"));

const demoLogins = await startEmbeddedBroker();
const { startPortal } = await import("../server");
const started = await startPortal(process.env);
portal = started;
const { url } = started;
if (started.metricsUrl) console.log(`Metrics (Prometheus): ${started.metricsUrl}`);
console.log(`\nCustomer portal: ${url}/`);
console.log(`Partner brands: http://azura.localhost:${new URL(url).port}/ (also mistral, vigie, castello, nordhafen, solana)`);
if (demoLogins.length > 0) {
  console.log("\nDemo logins:");
  for (const login of demoLogins) console.log(`  ${login.label.padEnd(34)} ${login.login}  /  ${login.password}${login.brand ? `  (${login.brand})` : ""}`);
}
