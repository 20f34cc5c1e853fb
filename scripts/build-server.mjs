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
  // `packages: "external"` would take the app's `~/` alias (tsconfig paths) for a package name.
  plugins: [
    {
      name: "app-alias",
      setup(build) {
        build.onResolve({ filter: /^~\// }, (args) => build.resolve(`./app/${args.path.slice(2)}`, { resolveDir: root, kind: args.kind }));
      },
    },
  ],
});
// The memo must run in the serving process: a bundler that took its import for dead code would drop
// it silently (package.json "sideEffects" lists the file for that reason).
const { readFileSync, readdirSync } = await import("node:fs");
const chunks = readdirSync(path.join(root, "build/server-chunks")).map((name) => path.join("build/server-chunks", name));
const carriesMemo = (entry) => {
  const text = readFileSync(path.join(root, entry), "utf8");
  const imported = [...text.matchAll(/^import (?:\{[^}]*\} from )?"\.\/(server-chunks\/[^"]+)";$/gm)].map((m) => path.join("build", m[1]));
  return [entry, ...imported].some((file) => chunks.includes(file) || file === entry ? readFileSync(path.join(root, file), "utf8").includes("installRouteMatchingCache") : false);
};
for (const entry of ["build/start.js", "build/server.js"]) {
  if (!carriesMemo(entry)) throw new Error(`${entry} does not load server/route-matching-cache.ts first`);
}
console.log("✓ build/start.js, build/server.js (compiled server)");
