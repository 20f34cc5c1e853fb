import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "rollup/parseAst";
import { transformWithEsbuild } from "vite";
import { describe, expect, it } from "vitest";
import { routeTable } from "../app/route-table";
import { clientRouteTableSlice } from "./client-route-table";

type Literal = { type: string; value?: unknown; properties?: Literal[]; key?: { name?: string }; elements?: Literal[] };

/** The entries of a slice module as written: each entry's own keys and its literal `module`. */
function entriesOf(code: string): { name: string; keys: string[]; module: unknown }[] {
  const found: { name: string; keys: string[]; module: unknown }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const object = node as Literal;
    if (object.type === "ObjectExpression") {
      const properties = (object.properties ?? []).filter((p) => p.type === "Property");
      const named = properties.find((p) => p.key?.name === "name");
      if (named && properties.some((p) => p.key?.name === "en")) {
        const module = properties.find((p) => p.key?.name === "module") as { value?: Literal } | undefined;
        found.push({
          name: String((named as { value?: Literal }).value?.value),
          keys: properties.map((p) => p.key?.name ?? "?"),
          module: module?.value?.value,
        });
      }
    }
    for (const value of Object.values(object)) if (value && typeof value === "object") visit(value);
  };
  visit(parseAst(code));
  return found;
}

const slicesFolder = path.resolve(__dirname, "../app/routes");
const slices = readdirSync(slicesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(slicesFolder, entry.name, "route-table.ts"))
  .filter((file) => existsSync(file));

describe("clientRouteTableSlice", () => {
  it("keeps every entry, built or not as on the server, without the fields only the server reads", async () => {
    const server = new Map<string, { module: string | null; ns?: readonly string[]; parent?: string }>(routeTable.map((entry) => [entry.name, entry]));
    let seen = 0;
    for (const file of slices) {
      // As Vite hands the module to the plugin: TypeScript already turned into JavaScript.
      const { code } = await transformWithEsbuild(readFileSync(file, "utf8"), file);
      const client = entriesOf(clientRouteTableSlice(code));
      expect(client.map((entry) => entry.name)).toEqual(entriesOf(code).map((entry) => entry.name));
      for (const entry of client) {
        const own = server.get(entry.name);
        expect(own, entry.name).toBeDefined();
        expect(entry.keys).not.toContain("layout");
        expect(entry.keys).not.toContain("serverNs");
        expect(entry.keys).not.toContain("actions");
        if (entry.keys.includes("module")) expect(entry.module, entry.name).toBe(own!.module === null ? null : "");
        expect(entry.keys.includes("ns"), entry.name).toBe(own!.ns !== undefined);
        expect(entry.keys.includes("parent"), entry.name).toBe(own!.parent !== undefined);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(60);
  });

  it("leaves a planned entry's spread alone, so its module stays null", () => {
    const code = 'export const r = [{ name: "a", en: "a", fr: "a", ...planned("#1"), access: "session", layout: "default" }];';
    expect(clientRouteTableSlice(code)).toBe('export const r = [{ name: "a", en: "a", fr: "a", ...planned("#1"), access: "session",  }];');
  });

  it("drops a last property that has no comma after it", () => {
    const code = 'export const r = [{ name: "a", en: "a", fr: "a", module: "x/a.tsx", serverNs: ["codes"] }];';
    expect(clientRouteTableSlice(code)).toBe('export const r = [{ name: "a", en: "a", fr: "a", module: "",  }];');
  });
});
