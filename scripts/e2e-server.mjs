// Starts the product for the end-to-end tests on a fresh broker database.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  stdio: "inherit",
  env: { ...process.env, BROKER_DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
