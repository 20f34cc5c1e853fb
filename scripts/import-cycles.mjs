#!/usr/bin/env node
/**
 * Prints the import cycles among the .ts/.tsx files of app/ and broker/
 * (or of the folders given as arguments) and exits 1 when there is any.
 *
 * Follows relative imports and `~/` (= app/), static `import`/`export … from`
 * and `import("…")`; `import type` / `export type` are left out: they vanish
 * at build time, so they cannot make a module load before its dependency.
 *
 *   node scripts/import-cycles.mjs            # app/ and broker/
 *   node scripts/import-cycles.mjs broker     # one folder
 *   node scripts/import-cycles.mjs --types    # type-only imports count too (design smell, not a load-order bug)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const args = process.argv.slice(2);
const withTypes = args.includes("--types");
const named = args.filter((a) => !a.startsWith("--"));
const folders = named.length ? named : ["app", "broker", "contract"];
const skip = new Set(["node_modules", "build", "data", "public"]);

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name) || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"), base.replace(/\.m?js$/, ".tsx"));
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

// `import type {…} from`, `export type {…} from` and `import { type A, type B } from` carry no runtime edge.
const statement = /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/g;
const bare = /(?:^|[;\n])\s*import\s+["']([^"']+)["']/g;
const dynamic = /import\(\s*["']([^"']+)["']\s*\)/g;

function runtimeImports(file) {
  const text = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const specs = [];
  for (const m of text.matchAll(statement)) {
    const names = m[3].trim();
    const braces = names.match(/^\{([\s\S]*)\}$/);
    const typeOnly = !!m[2] || (braces && braces[1].split(",").every((n) => !n.trim() || /^type\s/.test(n.trim())));
    if (typeOnly && !withTypes) continue;
    specs.push(m[4]);
  }
  for (const m of text.matchAll(bare)) specs.push(m[1]);
  for (const m of text.matchAll(dynamic)) specs.push(m[1]);
  return specs.map((s) => resolve(file, s)).filter(Boolean);
}

const files = folders.flatMap((f) => (existsSync(path.join(root, f)) ? walk(path.join(root, f), []) : []));
const graph = new Map(files.map((f) => [f, runtimeImports(f)]));

// Tarjan's strongly connected components: every component of two or more files (or a self-import) is a cycle.
let index = 0;
const stack = [];
const info = new Map();
const cycles = [];
function connect(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!info.has(w)) {
      connect(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!info.has(v)) connect(v);

const rel = (f) => path.relative(root, f);
for (const component of cycles) console.log(`cycle: ${component.map(rel).sort().join(" ↔ ")}`);
console.log(`${cycles.length} import cycle${cycles.length === 1 ? "" : "s"} among ${graph.size} files (${folders.join(", ")})`);
process.exit(cycles.length ? 1 : 0);
