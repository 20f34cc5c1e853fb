import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteMatch } from "@remix-run/router";
import { routeTree } from "./route-id.server";
import { isReadMethod, readMethods } from "./read-methods";

/**
 * Which methods an address answers, read from the route module it lands on
 * (issue 41 point 6, decision 0164), before any page code runs: a page
 * answers GET and HEAD, and POST when the route its forms post to has an
 * action; a resource route (a file, an upload) answers GET and HEAD when it
 * has a loader, POST when it has an action. Anything else used to reach
 * Remix, which answered a resource route in raw JSON
 * (`{"message":"Unexpected Server Error"}`) and a page with a bare 405.
 *
 * - `pass`: Remix answers (an allowed method, or an address no page has: its 404).
 * - `back`: a GET or HEAD of an address that only takes posts (an upload, the
 *   claim's photo link): the nearest page above it, which is what a reload
 *   or a bookmark of it was after.
 * - `refuse`: the translated 405 screen, with `Allow`.
 */
export type MethodVerdict = { kind: "pass" } | { kind: "back"; to: string } | { kind: "refuse"; allow: string[] };

type Module = { default?: unknown; loader?: unknown; action?: unknown };

/** Routes that answer any path no page has: what they say (404) holds for every method. */
const notFoundRoutes = new Set(["not-found", "locale-not-found", "rejected"]);

export function methodGate(routes: ServerBuild["routes"]): (method: string, url: URL) => MethodVerdict {
  const tree = routeTree(routes);
  const moduleOf = (match: AgnosticRouteMatch) => (routes[match.route.id ?? ""]?.module ?? {}) as Module;
  const isNotFound = (match: AgnosticRouteMatch) => notFoundRoutes.has(match.route.id ?? "");

  /** A page (a route with a component) at this path, other than the not-found one. */
  const isPage = (path: string) => {
    const leaf = matchRoutes(tree, path)?.at(-1);
    return Boolean(leaf && !isNotFound(leaf) && moduleOf(leaf).default);
  };

  return (method, url) => {
    const verb = method.toUpperCase();
    const isData = url.pathname.endsWith(".data");
    const path = isData ? url.pathname.slice(0, -".data".length) || "/" : url.pathname;
    const matches = matchRoutes(tree, path);
    const leaf = matches?.at(-1);
    if (!matches || !leaf || isNotFound(leaf)) return { kind: "pass" };
    const leafModule = moduleOf(leaf);
    let allow: string[];
    if (!leafModule.default) {
      allow = [...(leafModule.loader ? readMethods : []), ...(leafModule.action ? ["POST"] : [])];
    } else {
      // The route a form posts to, as Remix picks it: the deepest with a path of its own, or the index route named by `?index`.
      const target = leaf.route.index && url.searchParams.has("index") ? leaf : matches.filter((m, i) => i === 0 || m.route.path).at(-1);
      allow = [...readMethods, ...(target && moduleOf(target).action ? ["POST"] : [])];
    }
    if (allow.includes(verb)) return { kind: "pass" };
    if (isReadMethod(verb) && !isData) {
      const segments = path.split("/");
      for (let end = segments.length - 1; end >= 2; end--) {
        const above = segments.slice(0, end).join("/");
        if (isPage(above)) return { kind: "back", to: above };
      }
    }
    return { kind: "refuse", allow };
  };
}
