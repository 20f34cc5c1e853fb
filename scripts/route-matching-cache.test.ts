import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as RouterModule from "@remix-run/router";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { routeTable } from "../app/route-table";

type Router = typeof RouterModule;
type ConfigRoute = { id?: string; path?: string; index?: boolean; file: string; children?: ConfigRoute[] };
type AgnosticRoute = { id: string; path?: string; index?: boolean; children?: AgnosticRoute[] };

const require = createRequire(import.meta.url);
const file = createRequire(require.resolve("@remix-run/server-runtime")).resolve("@remix-run/router");

/** A fresh instance of the router's CommonJS build from the given source. */
function load(source: string): Router {
  const module = new Module(file) as Module & { _compile(source: string, filename: string): void; paths: string[] };
  module.filename = file;
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(file));
  module._compile(source, file);
  return module.exports as Router;
}

function toRoutes(config: ConfigRoute[]): AgnosticRoute[] {
  return config.map((route, i) => ({
    id: route.id ?? `${route.file}#${i}`,
    path: route.path,
    index: route.index,
    children: route.children ? toRoutes(route.children) : undefined,
  }));
}

// The router as installed (patched by patches/@remix-run+router+*.patch at npm install) and as
// shipped (the same file with the patch taken back out, by git in a scratch folder).
const patched = readFileSync(file, "utf8");
function shippedSource(): string {
  const scratch = mkdtempSync(path.join(tmpdir(), "router-shipped-"));
  const target = path.join(scratch, "node_modules/@remix-run/router/dist/router.cjs.js");
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, patched);
  const patchFile = path.join(
    process.cwd(),
    "patches",
    `@remix-run+router+${(JSON.parse(readFileSync(path.join(path.dirname(file), "../package.json"), "utf8")) as { version: string }).version}.patch`,
  );
  execFileSync("git", ["apply", "--reverse", "--unsafe-paths", `--directory=${scratch}`, patchFile], { cwd: scratch });
  return readFileSync(target, "utf8");
}
const original = shippedSource();
const tree = [{ id: "root", path: "", children: toRoutes(routes as ConfigRoute[]) }];
const paths = [
  "/",
  "/fr-fr",
  "/fr-fr/",
  "/en-gb",
  "/de-de/x",
  "/nowhere",
  "/locales/fr/common",
  "/fr-fr/connexion",
  "/fr-fr/login",
  "/en-gb/login",
  "/fr-fr/login/reset-password",
  "/fr-fr/login/reset-password/email/abc",
  "/fr-fr/login/reset-password/nope/more",
  "/fr-fr/connect_sso/t0k3n",
  "/fr-fr/Contact",
  "/fr-fr/mentions-legales/",
  "/fr-fr/caf%C3%A9",
  ...routeTable.flatMap((entry) => [`/fr-fr/${entry.fr}`, `/en-gb/${entry.en}`, `/it-it/${entry.fr}/extra`]),
];

function summary(router: Router, routesArg: AgnosticRoute[], pathname: string) {
  return (
    router.matchRoutes(routesArg as never, pathname)?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null
  );
}

describe("route matching memos", () => {
  it("are in the installed router, and taken out they leave the router as shipped", () => {
    expect(patched).toContain("__rankedBranchesCache");
    expect(original).not.toContain("__rankedBranchesCache");
    expect(original).toContain("let branches = flattenRoutes(routes);");
  });

  it("match every path exactly as the router as shipped, on first and repeated calls", () => {
    const shipped = load(original);
    const memo = load(patched);
    const sameArray = tree;
    for (const pathname of paths) {
      const expected = summary(shipped, tree, pathname);
      expect(summary(memo, sameArray, pathname), pathname).toEqual(expected);
      expect(summary(memo, sameArray, pathname), pathname).toEqual(expected);
      // A new array of the same routes (what the server builds per request).
      expect(summary(memo, structuredClone(tree), pathname), pathname).toEqual(expected);
      // The remembered match is rebuilt on the array given: its route objects, not the first array's.
      const clone = structuredClone(tree);
      const all = new Set<AgnosticRoute>();
      const collect = (list: AgnosticRoute[]) => list.forEach((route) => (all.add(route), route.children && collect(route.children)));
      collect(clone);
      expect(memo.matchRoutes(clone as never, pathname)?.every((m) => all.has(m.route as AgnosticRoute)) ?? true, pathname).toBe(true);
      expect(memo.matchPath({ path: "/:locale/connexion", end: false }, pathname)).toEqual(
        shipped.matchPath({ path: "/:locale/connexion", end: false }, pathname),
      );
    }
  });
});
