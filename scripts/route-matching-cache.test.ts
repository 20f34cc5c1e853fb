import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import type * as RouterModule from "@remix-run/router";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { routeTable } from "../app/route-table";
import { withMatchingMemos, withServerRoutesMemo } from "../server/route-matching-cache";

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

const original = readFileSync(file, "utf8");
const patched = withMatchingMemos(original);
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
  return router.matchRoutes(routesArg as never, pathname)?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;
}

describe("route matching memos", () => {
  it("apply to the installed router", () => {
    expect(patched).not.toBeNull();
  });

  it("match every path exactly as the router as shipped, on first and repeated calls", () => {
    const shipped = load(original);
    const memo = load(patched!);
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
      expect(memo.matchPath({ path: "/:locale/connexion", end: false }, pathname)).toEqual(shipped.matchPath({ path: "/:locale/connexion", end: false }, pathname));
    }
  });
});

describe("data routes memo", () => {
  type DataRoute = AgnosticRoute & { hasErrorBoundary?: boolean };
  const convert = (router: Router, routesArg: AgnosticRoute[], mapper: (route: AgnosticRoute) => object, manifest: Record<string, DataRoute>) =>
    (router as unknown as { UNSAFE_convertRoutesToDataRoutes: (...args: unknown[]) => DataRoute[] }).UNSAFE_convertRoutesToDataRoutes(routesArg, mapper, undefined, manifest);
  const mapper = (route: AgnosticRoute) => ({ hasErrorBoundary: route.id === "root" });

  it("converts as shipped, once per routes array and mapper, and fills each caller's manifest", () => {
    const shipped = load(original);
    const memo = load(patched!);
    const expectedManifest: Record<string, DataRoute> = {};
    const expected = convert(shipped, tree, mapper, expectedManifest);
    const firstManifest: Record<string, DataRoute> = {};
    const first = convert(memo, tree, mapper, firstManifest);
    const secondManifest: Record<string, DataRoute> = {};
    const second = convert(memo, tree, mapper, secondManifest);
    expect(first).toEqual(expected);
    expect(second).toBe(first);
    expect(Object.keys(secondManifest)).toEqual(Object.keys(expectedManifest));
    expect(secondManifest.root).toBe(first[0]);
    // Another mapper or another array: converted again.
    expect(convert(memo, tree, (route) => ({ hasErrorBoundary: route.id !== "root" }), {})).not.toBe(first);
    expect(convert(memo, structuredClone(tree), mapper, {})).not.toBe(first);
  });

  it("keeps at most eight mappers per routes array (a new mapper per call would never hit)", () => {
    const memo = load(patched!);
    const routesArg = structuredClone(tree);
    for (let i = 0; i < 8; i++) convert(memo, routesArg, () => ({}), {});
    const ninth = () => ({});
    expect(convert(memo, routesArg, ninth, {})).not.toBe(convert(memo, routesArg, ninth, {}));
  });

  it("leaves calls it cannot share as shipped (a manifest already filled, a parent path)", () => {
    const memo = load(patched!);
    const filled: Record<string, DataRoute> = { root: { id: "root" } };
    expect(() => convert(memo, tree, mapper, filled)).toThrow(/route id collision/);
  });
});

describe("server routes memo (docs/decisions/0027)", () => {
  function fakeRoutesModule() {
    let calls = 0;
    const module = {
      createServerRoutes: (...args: unknown[]) => {
        calls++;
        return [{ built: calls, args }];
      },
    };
    return { module, calls: () => calls };
  }
  const manifest = { root: { id: "root" }, "routes/a": { id: "routes/a", parentId: "root" } };
  const future = { v3_singleFetch: true };
  const modules = () => ({ root: { default: "Root" }, "routes/a": { default: "A" } });

  it("builds once per build in production, for each new object of the same route modules", () => {
    const { module, calls } = fakeRoutesModule();
    expect(withServerRoutesMemo(module, () => true)).toBe(true);
    expect(withServerRoutesMemo(module, () => true)).toBe(false);
    const shared = modules();
    const first = module.createServerRoutes(manifest, { ...shared }, future, false);
    expect(module.createServerRoutes(manifest, { ...shared }, future, false)).toBe(first);
    expect(calls()).toBe(1);
  });

  it("builds again when a route module, the future flags or the manifest differ", () => {
    const { module, calls } = fakeRoutesModule();
    withServerRoutesMemo(module, () => true);
    const shared = modules();
    const first = module.createServerRoutes(manifest, shared, future, false);
    expect(module.createServerRoutes(manifest, { ...shared, "routes/a": { default: "B" } }, future, false)).not.toBe(first);
    expect(module.createServerRoutes(manifest, { root: shared.root }, future, false)).not.toBe(first);
    expect(module.createServerRoutes(manifest, shared, { ...future }, false)).not.toBe(first);
    expect(module.createServerRoutes({ ...manifest }, shared, future, false)).not.toBe(first);
    expect(calls()).toBe(5);
  });

  it("runs as shipped outside production, in SPA mode and for a sub-tree", () => {
    let production = false;
    const { module, calls } = fakeRoutesModule();
    withServerRoutesMemo(module, () => production);
    const shared = modules();
    module.createServerRoutes(manifest, shared, future, false);
    module.createServerRoutes(manifest, shared, future, false);
    production = true;
    module.createServerRoutes(manifest, shared, future, true);
    module.createServerRoutes(manifest, shared, future, true);
    module.createServerRoutes(manifest, shared, future, false, "root");
    module.createServerRoutes(manifest, shared, future, false, "root");
    expect(calls()).toBe(6);
  });
});
