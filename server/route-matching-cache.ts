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
 *     array (WeakMap: the arrays the server builds per request go with it).
 * Matching results are unchanged: the same functions run, once. When the
 * router's source no longer has the expected shape (an upgrade), nothing is
 * patched and the router loads as shipped.
 */
import { readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";

type InternalModule = Module & { _compile(source: string, filename: string): void; paths: string[]; loaded: boolean };
type ModuleStatics = { _nodeModulePaths(dir: string): string[] };

const flattenCall = "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n";
const compileDecl = "function compilePath(path, caseSensitive, end) {";

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
  if (source.split(flattenCall).length !== 2 || source.split(compileDecl).length !== 2) return null;
  return source
    .replace(flattenCall, "  let branches = __rankedBranches(routes);\n")
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

installRouteMatchingCache();
