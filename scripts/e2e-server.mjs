// Starts the product for the end-to-end tests on a fresh broker database.
// The data folder is E2E_BROKER_DATA_DIR (emptied first) so tests can read the
// brand API tokens the broker wrote there; a temporary folder otherwise.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { takeSeededFolder } from "./e2e-seeded-folder.mjs";

let dataDir = process.env.E2E_BROKER_DATA_DIR;
if (dataDir) {
  rmSync(dataDir, { recursive: true, force: true });
  // The folder the production check seeded in this `npm test` run, when there is one (decision 0247).
  if (takeSeededFolder(dataDir)) console.log("e2e broker: on the folder the production check seeded");
  else mkdirSync(dataDir, { recursive: true });
} else {
  dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"));
}
// The same compiled server as `npm start` (built when missing or stale, unless SKIP_BUILD=1).
const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const child = spawn(process.execPath, ["build/start.js"], {
  stdio: "inherit",
  env: { ...process.env, BROKER_DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
