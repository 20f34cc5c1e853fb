// Compiles the serving process to plain JavaScript: build/start.js (from
// scripts/start.ts, with server.ts and the few app modules it imports), so
// `npm start` runs it with plain `node`, no TypeScript loader. Packages stay
// external (loaded from node_modules, as the Remix server build does).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  absWorkingDir: root,
  // start.js is what `npm start` runs; server.js (createPortalApp, startPortal) also serves the bench's reference app.
  // route-matching-cache.js must run before anything loads the router: start.ts imports it first
  // and the server dynamically, since a bundle hoists the imports of external packages.
  entryPoints: { start: "scripts/start.ts", server: "server.ts", "route-matching-cache": "server/route-matching-cache.ts" },
  splitting: true,
  chunkNames: "server-chunks/[name]-[hash]",
  outdir: "build",
  outExtension: { ".js": ".js" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: path.join(root, "tsconfig.json"),
});
console.log("✓ build/start.js, build/server.js (compiled server)");
