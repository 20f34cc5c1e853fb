/**
 * Route matching without repeated work, for the server process (docs/decisions/0030).
 *
 * @remix-run/router 1.x (Remix 2) matches a URL by flattening and ranking the
 * whole route tree and compiling one RegExp per route path on EVERY call, and a
 * Remix document request calls it five times (request handler, static handler,
 * <RemixServer>'s router, lazy route discovery's partial manifest twice). With
 * the portal's route table (every page mounted under `:locale`, in English and
 * French) that was about 2 ms of CPU per page.
 *
 * Loaded before anything requires the router, this module compiles the
 * router's CommonJS build with two memos and puts it in the require cache, so
 * every user of the one router copy (server runtime, React Router, Remix React)
 * gets them:
 *   - compilePath: one RegExp per (path, caseSensitive, end), kept (paths come
 *     from route definitions, a bounded set);
 *   - matchRoutes: the flattened, ranked branches of a routes array, kept per
 *     array (WeakMap: the arrays the server builds per request go with it);
 *   - matchRoutes: which ranked branch a pathname matched (or that none did),
 *     kept per route tree SHAPE (paths, index, caseSensitive, nesting: all that
 *     ranking and matching read). Remix builds new route arrays for every
 *     document request (<RemixServer>'s router, whose tree both useRoutes and
 *     lazy route discovery match), so a memo per array missed on each render
 *     and every call flattened, ranked and scanned the whole table (a path that
 *     matches nothing, like "/fr-fr" in the partial manifest, tried every
 *     branch). A known pathname now runs matchRouteBranch on its one winning
 *     branch, rebuilt on the given array by child indexes, so the matches carry
 *     that array's route objects, exactly as the full scan would return them.
 *     Bounded: the oldest pathname is dropped past 10,000.
 *   - convertRoutesToDataRoutes: the data routes of a routes array, kept per
 *     array and route-property mapper. <RemixServer>'s static router converted
 *     the whole (memoized, docs/decisions/0027) server route tree again on every
 *     render, a tenth of React's time on the login page, and the new arrays
 *     then missed the matching memos above. The static router only reads them
 *     (it refuses patchRoutes; Remix routes have no `lazy`), so sharing is safe.
 * Matching results are unchanged: the same functions run, once. When the
 * router's source no longer has the expected shape (an upgrade), nothing is
 * patched and the router loads as shipped.
 */
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";

type InternalModule = Module & { _compile(source: string, filename: string): void; paths: string[]; loaded: boolean };
type ModuleStatics = { _nodeModulePaths(dir: string): string[] };

const flattenCall = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;\n  let decoded = decodePath(pathname);\n";
const scanEnd = "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n  }\n  return matches;\n}\n";
const compileDecl = "function compilePath(path, caseSensitive, end) {";
const convertDecl = "function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {";

const memos = `
const __rankedBranchesCache = new WeakMap();
function __rankedBranches(routes) {
  let branches = __rankedBranchesCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    __rankedBranchesCache.set(routes, branches);
  }
  return branches;
}
const __shapeIds = new Map();
const __shapeIdOf = new WeakMap();
function __shape(routes) {
  let shape = "[";
  for (const route of routes) {
    shape += JSON.stringify(route.path == null ? null : route.path) + (route.index === true ? "i" : "") + (route.caseSensitive === true ? "c" : "");
    if (route.children && route.children.length > 0) shape += __shape(route.children);
    shape += ",";
  }
  return shape + "]";
}
function __shapeId(routes) {
  let id = __shapeIdOf.get(routes);
  if (id === undefined) {
    const shape = __shape(routes);
    id = __shapeIds.get(shape);
    if (id === undefined) {
      id = __shapeIds.size;
      if (id < 1000) __shapeIds.set(shape, id);
      else id = -1;
    }
    __shapeIdOf.set(routes, id);
  }
  return id;
}
const __winners = new Map();
function __winnerKey(routes, decoded, allowPartial) {
  const id = __shapeId(routes);
  return id < 0 ? null : id + (allowPartial ? "p" : "f") + decoded;
}
function __knownMatch(key, routes, decoded, allowPartial) {
  const winner = key === null ? undefined : __winners.get(key);
  if (winner === undefined) return undefined;
  if (winner === null) return null;
  let level = routes;
  const routesMeta = winner.routesMeta.map((meta) => {
    const route = level[meta.childrenIndex];
    level = route.children;
    return { relativePath: meta.relativePath, caseSensitive: meta.caseSensitive, childrenIndex: meta.childrenIndex, route };
  });
  return matchRouteBranch({ path: winner.path, score: winner.score, routesMeta }, decoded, allowPartial);
}
function __noteWinner(key, branch) {
  if (key === null) return;
  if (__winners.size >= 10000) __winners.delete(__winners.keys().next().value);
  __winners.set(key, branch === null ? null : {
    path: branch.path,
    score: branch.score,
    routesMeta: branch.routesMeta.map((meta) => ({ relativePath: meta.relativePath, caseSensitive: meta.caseSensitive, childrenIndex: meta.childrenIndex })),
  });
}
const __dataRoutes = new WeakMap();
function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
  if (parentPath !== undefined || typeof manifest !== "object" || manifest === null || typeof mapRouteProperties !== "function" || Object.keys(manifest).length > 0) {
    return __convertRoutesUncached(routes, mapRouteProperties, parentPath, manifest);
  }
  let byMapper = __dataRoutes.get(routes);
  if (!byMapper) {
    byMapper = new Map();
    __dataRoutes.set(routes, byMapper);
  }
  let known = byMapper.get(mapRouteProperties);
  if (!known) {
    // A caller passing a new mapper per call would never hit: bounded, then converted as shipped.
    if (byMapper.size >= 8) return __convertRoutesUncached(routes, mapRouteProperties, parentPath, manifest);
    const own = {};
    known = { dataRoutes: __convertRoutesUncached(routes, mapRouteProperties, undefined, own), manifest: own };
    byMapper.set(mapRouteProperties, known);
  }
  Object.assign(manifest, known.manifest);
  return known.dataRoutes;
}
const __compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + caseSensitive + "\\u0000" + end;
  let compiled = __compiledPaths.get(key);
  if (!compiled) {
    compiled = __compilePathUncached(path, caseSensitive, end);
    if (__compiledPaths.size < 5000) __compiledPaths.set(key, compiled);
  }
  return compiled;
}
`;

/** The router's source with the memos, or null when it does not have the expected shape. */
export function withMatchingMemos(source: string): string | null {
  if ([flattenCall, scanEnd, compileDecl, convertDecl].some((part) => source.split(part).length !== 2)) return null;
  return source
    .replace(
      flattenCall,
      "  let decoded = decodePath(pathname);\n  let winnerKey = __winnerKey(routes, decoded, allowPartial);\n  let known = __knownMatch(winnerKey, routes, decoded, allowPartial);\n  if (known !== undefined) return known;\n  let branches = __rankedBranches(routes);\n  let matches = null;\n  let winner = null;\n",
    )
    .replace(
      scanEnd,
      "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n    if (matches != null) winner = branches[i];\n  }\n  __noteWinner(winnerKey, winner);\n  return matches;\n}\n",
    )
    .replace(convertDecl, "function __convertRoutesUncached(routes, mapRouteProperties, parentPath, manifest) {")
    .replace(compileDecl, `${memos}function __compilePathUncached(path, caseSensitive, end) {`);
}

export function installRouteMatchingCache(): boolean {
  const require = createRequire(import.meta.url);
  // The copy the server runtime uses (the one React Router and Remix React use too).
  const runtime = createRequire(require.resolve("@remix-run/server-runtime"));
  const file = runtime.resolve("@remix-run/router");
  if (require.cache[file]) return false;
  const patched = withMatchingMemos(readFileSync(file, "utf8"));
  if (!patched) return false;
  const module = new Module(file) as InternalModule;
  module.filename = file;
  module.paths = (Module as unknown as ModuleStatics)._nodeModulePaths(path.dirname(file));
  module._compile(patched, file);
  module.loaded = true;
  require.cache[file] = module;
  return true;
}

type ServerRoutesModule = { createServerRoutes: (...args: unknown[]) => unknown; __serverRoutesMemo?: true };

/**
 * <RemixServer> turns the build's route manifest into React Router route
 * objects on every document render (`createServerRoutes`: one object per
 * route of the whole table, and its children, grouped by parent again each
 * time). Those objects depend only on the build (manifest routes, route
 * modules, future flags) and nothing downstream changes them (the static
 * router copies them into its own data routes), so in production, where the
 * build never changes, they are built once per build and shared. No request
 * data is in them. Anything but the plain call <RemixServer> makes (SPA mode,
 * a sub-tree) runs as shipped. docs/decisions/0027.
 */
export function withServerRoutesMemo(routes: ServerRoutesModule, production: () => boolean): boolean {
  if (routes.__serverRoutesMemo || typeof routes.createServerRoutes !== "function") return false;
  const original = routes.createServerRoutes;
  // Per manifest (the build's, one object): the route modules it was built from, and the result.
  // The server runtime passes a new object of the same modules per request, so they are compared one by one.
  const built = new WeakMap<object, { future: unknown; modules: Record<string, unknown>; routes: unknown }>();
  const sameModules = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const ids = Object.keys(a);
    if (ids.length !== Object.keys(b).length) return false;
    for (const id of ids) if (a[id] !== b[id] || !(id in b)) return false;
    return true;
  };
  routes.createServerRoutes = function createServerRoutes(...args: unknown[]) {
    const [manifest, routeModules, future, isSpaMode] = args;
    if (args.length !== 4 || isSpaMode !== false || !production() || typeof manifest !== "object" || !manifest || typeof routeModules !== "object" || !routeModules) {
      return original(...args);
    }
    const modules = routeModules as Record<string, unknown>;
    const known = built.get(manifest);
    if (known && known.future === future && sameModules(known.modules, modules)) return known.routes;
    const result = original(...args);
    built.set(manifest, { future, modules: { ...modules }, routes: result });
    return result;
  };
  routes.__serverRoutesMemo = true;
  return true;
}

export function installServerRoutesMemo(): boolean {
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js");
  } catch {
    return false;
  }
  return withServerRoutesMemo(require(file) as ServerRoutesModule, () => process.env.NODE_ENV === "production");
}

installRouteMatchingCache();
// Not installServerRoutesMemo(): it loads React, whose build (development or production) is
// chosen from NODE_ENV when first required, and `npm start` sets NODE_ENV after its imports.
// The server installs it before it imports the Remix build.
