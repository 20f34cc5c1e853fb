// The fixed baseline the paired guard (bench/guard.mjs) measures this tree against: the commit
// before issue 26's "one way" changes, when the open pages cost half what they did after them
// (issue 43). Built once in a git worktree under the system's temporary folder, with its own
// node_modules from its own lockfile (`npm ci`), then reused.
//
//   node bench/baseline.mjs        prepares it and prints its folder
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const baselineCommit = "34f2be7";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NODE_ENV: "" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
}

/** The baseline's built checkout: made on first use (a few minutes), then kept. BENCH_BASELINE_DIR overrides. */
export function baselineDir() {
  const dir = process.env.BENCH_BASELINE_DIR ?? path.join(tmpdir(), `portal-baseline-${baselineCommit}`);
  if (!existsSync(path.join(dir, "package.json"))) run("git", ["worktree", "add", "--detach", dir, baselineCommit], root);
  if (!existsSync(path.join(dir, "node_modules/.package-lock.json"))) run("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], dir);
  if (!existsSync(path.join(dir, "build/start.js"))) run("npm", ["run", "build"], dir);
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(baselineDir());
