/**
 * Vite plugin: the browser's copy of the route table keeps what `href()`, the navigation and the
 * route modules' handles read, and leaves out what only the server reads (decision 0155).
 *
 * The table is written once, in the slices `app/routes/<feature>/route-table.ts`. In the browser
 * build each entry's `module` becomes `""` (still not null: the page is built, `isBuilt` answers as
 * on the server; which file mounts it is the route config's business), and `layout`, `serverNs`
 * `plannedIn` and `actions` (the broker operation behind each form, read by the server and the
 * role × page tests) are dropped. Those module paths and layout names were about 0.5 KB gzip of the
 * first load of every page, the actions 0.07 KB more (issue 43). The server build keeps the table whole.
 */
import { parseAst } from "rollup/parseAst";
import type { Plugin } from "vite";

const slice = /\/app\/routes\/[^/]+\/route-table\.ts$/;
const dropped = new Set(["layout", "serverNs", "plannedIn", "actions"]);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

/** Object literals with a string `name` and an `en` path: the table's entries, wherever they sit in the module. */
function isEntry(node: Node): boolean {
  if (node.type !== "ObjectExpression") return false;
  const keys = (node.properties as Node[]).map((property) => (property.type === "Property" ? keyOf(property) : null));
  return keys.includes("name") && keys.includes("en") && keys.includes("fr");
}

function keyOf(property: Node): string | null {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.computed) return null;
  return key.type === "Identifier" ? (key.name ?? null) : typeof key.value === "string" ? key.value : null;
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === "string") visit(candidate);
  for (const [key, value] of Object.entries(candidate)) if (key !== "type" && value && typeof value === "object") walk(value, visit);
}

/** The browser's version of one slice module (JavaScript, as Vite hands it over after TypeScript). */
export function clientRouteTableSlice(code: string): string {
  const edits: Edit[] = [];
  walk(parseAst(code), (node) => {
    if (!isEntry(node)) return;
    for (const property of node.properties as Node[]) {
      if (property.type !== "Property") continue;
      const key = keyOf(property);
      const value = property.value as Node & { value?: unknown };
      if (key === "module" && value.type === "Literal" && typeof value.value === "string") {
        edits.push({ start: value.start, end: value.end, text: '""' });
      } else if (key && dropped.has(key)) {
        // The property and the comma after it (every entry is written with trailing commas).
        const comma = /^\s*,/.exec(code.slice(property.end));
        edits.push({ start: property.start, end: property.end + (comma ? comma[0].length : 0), text: "" });
      }
    }
  });
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

export function clientRouteTable(): Plugin {
  return {
    name: "client-route-table",
    apply: "build",
    transform(code, id) {
      if (this.environment?.config.consumer === "server" || !slice.test(id.split("?")[0].replace(/\\/g, "/"))) return null;
      return { code: clientRouteTableSlice(code), map: null };
    },
  };
}
