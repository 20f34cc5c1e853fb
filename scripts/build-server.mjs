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
  // start.js is what `npm start` runs; server.js (createPortalApp, startPortal) also serves the bench's reference app;
  // error-reporting.js, Sentry's server options, is what instrument.server.mjs loads when SENTRY_DSN is set.
  entryPoints: { start: "scripts/start.ts", server: "server.ts", "error-reporting": "app/utils/monitoring/error-reporting.server.ts" },
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
// The router's route-matching memos come from patches/ (patch-package, run by npm's postinstall;
// docs/decisions/0030): a build on a router without them would serve every page much slower.
const { readFileSync } = await import("node:fs");
const { createRequire } = await import("node:module");
const requireHere = createRequire(path.join(root, "package.json"));
const routerFile = createRequire(requireHere.resolve("@remix-run/server-runtime")).resolve("@remix-run/router");
if (!readFileSync(routerFile, "utf8").includes("__rankedBranchesCache")) {
  throw new Error(`${routerFile} lacks the route-matching patch (patches/): run \`npm ci\` or \`npx patch-package\``);
}
// The render's route objects kept per build come from patches/ too (docs/decisions/0224): without them
// the pages are right but slower, so a build on node_modules installed before those patches only warns.
for (const [name, file, mark] of [
  ["@remix-run/react", "@remix-run/react/dist/server.js", "__serverRoutesCache"],
  ["react-router-dom", "react-router-dom/server.js", "__dataRoutesCache"],
  ["@remix-run/server-runtime", "@remix-run/server-runtime/dist/entry.js", "__entryRouteModulesCache"],
]) {
  if (!readFileSync(requireHere.resolve(file), "utf8").includes(mark)) {
    console.warn(`⚠ ${name} lacks its patch (patches/, decision 0224): run \`npm ci\` or \`npx patch-package\``);
  }
}
console.log("✓ build/start.js, build/server.js, build/error-reporting.js (compiled server)");
