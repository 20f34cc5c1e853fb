#!/usr/bin/env node
/**
 * Lists the imports that cross from one feature folder under app/routes/ into another and exits 1 when
 * there is any (decision 0216): what two features share lives in app/components/ or app/utils/. Reads
 * `from "…"` and `import("…")` with `~/routes/…` or relative paths; test files count like any other.
 *
 *   node scripts/cross-feature-imports.mjs
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const routes = path.join(root, "app/routes");
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

const crossings = [];
for (const file of walk(routes).filter((name) => /\.tsx?$/.test(name))) {
  const feature = path.relative(routes, file).split(path.sep)[0];
  for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const spec = match[1];
    let target;
    if (spec.startsWith("~/routes/")) target = spec.slice("~/routes/".length).split("/")[0];
    else if (spec.startsWith(".")) {
      const relative = path.relative(routes, path.resolve(path.dirname(file), spec));
      if (!relative.startsWith("..")) target = relative.split(path.sep)[0];
    }
    if (target && target !== feature) crossings.push(`${path.relative(root, file)} imports ${spec} (${feature} -> ${target})`);
  }
}
if (crossings.length > 0) {
  console.error(`${crossings.length} imports cross from one feature folder into another (decision 0216: share through app/components/ or app/utils/):`);
  for (const line of crossings) console.error(`  ${line}`);
  process.exit(1);
}
console.log("0 imports cross from one feature folder into another");
