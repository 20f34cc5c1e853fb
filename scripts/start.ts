/**
 * `npm start`: the whole product on one machine. Builds the portal when the
 * build is missing or older than its sources, starts the embedded broker v2
 * API (unless BROKER_API_URL points at a real one), then the portal, and
 * prints the address and the demo logins.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as PortalServer from "../server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "production";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild() {
  const buildFile = path.join(root, "build/server/index.js");
  const sources = Math.max(...["app", "locales", "brands"].map((dir) => newestMtime(path.join(root, dir))), statSync(path.join(root, "vite.config.ts")).mtimeMs);
  if (process.env.SKIP_BUILD === "1" && existsSync(buildFile)) return;
  if (existsSync(buildFile) && statSync(buildFile).mtimeMs >= sources) return;
  console.log("Building the portal…");
  const result = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

type DemoLogin = { label: string; login: string; password: string; brand?: string };

async function startEmbeddedBroker(): Promise<DemoLogin[]> {
  if (process.env.BROKER_API_URL) return [];
  const entry = path.join(root, "broker/start.ts");
  if (!existsSync(entry)) {
    console.warn("No embedded broker in this checkout: pages that need the v2 API show the maintenance page.");
    return [];
  }
  const broker = (await import(entry)) as {
    startBroker: (options: { port?: number; dataDir?: string; databaseUrl?: string; log?: boolean }) => Promise<{ url: string; brandTokens: Record<string, string> }>;
    demoLogins?: DemoLogin[];
  };
  const port = Number(process.env.BROKER_PORT ?? 3001);
  // Sandbox signing pages live on the broker: their links must be absolute for the browser.
  if (port !== 0) process.env.BROKER_PUBLIC_URL ??= `http://127.0.0.1:${port}`;
  // E-mailed links lead to each brand's own host (`http://azura.localhost:3000/...`): a magic link
  // only works on the brand it was issued for.
  process.env.PORTAL_URL ??= `http://{brand}.localhost:${process.env.PORT ?? 3000}`;
  // Open-id sign-in against the broker's development identity provider.
  if (process.env.BROKER_PUBLIC_URL) process.env.OIDC_AUTHORIZE_URL ??= `${process.env.BROKER_PUBLIC_URL}/dev/oidc/authorize`;
  const started = await broker.startBroker({
    port,
    dataDir: process.env.BROKER_DATA_DIR,
    databaseUrl: process.env.DATABASE_URL,
    log: process.env.LOG_LEVEL === "debug",
  });
  process.env.BROKER_API_URL = started.url;
  process.env.BROKER_TOKENS ??= JSON.stringify(started.brandTokens);
  console.log(`Broker v2 API listening on ${started.url} (mailbox: ${started.url}/dev/mailbox)`);
  return broker.demoLogins ?? [];
}

ensureBuild();
const demoLogins = await startEmbeddedBroker();
const { startPortal } = (await import(path.join(root, "server.ts"))) as typeof PortalServer;
const { url } = await startPortal(process.env);
console.log(`\nCustomer portal: ${url}/`);
console.log(`Partner brands: http://azura.localhost:${new URL(url).port}/ (also mistral, vigie, castello, nordhafen, solana)`);
if (demoLogins.length > 0) {
  console.log("\nDemo logins:");
  for (const login of demoLogins) console.log(`  ${login.label.padEnd(34)} ${login.login}  /  ${login.password}${login.brand ? `  (${login.brand})` : ""}`);
}
