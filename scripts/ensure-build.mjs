// Builds the portal (`npm run build`: Remix build and the compiled server) when the
// build is missing or older than its sources; SKIP_BUILD=1 uses any existing build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const outputs = ["build/server/index.js", "build/start.js"].map((file) => path.join(root, file));
const built = outputs.every((file) => existsSync(file));
if (!(process.env.SKIP_BUILD === "1" && built)) {
  const sources = Math.max(...["app", "locales", "brands", "server.ts", "scripts/start.ts", "vite.config.ts"].map((p) => newestMtime(path.join(root, p))));
  if (!built || Math.min(...outputs.map((file) => statSync(file).mtimeMs)) < sources) {
    console.log("Building the portal…");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
