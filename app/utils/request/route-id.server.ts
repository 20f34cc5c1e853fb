import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { hasDecodablePath } from "./request-guards.server";

/**
 * The Remix route id a path lands on (`fr:contract/payments`), for the request metrics: a bounded
 * set of labels, never the raw path with its ids. Matched as Remix matches (the same router, its
 * route tree built from the build's manifest), once per answer, after it is sent.
 */
export function routeIdResolver(routes: ServerBuild["routes"]): (path: string) => string {
  const root = routeTree(routes);
  return (path) => {
    // A single-fetch data request (`/fr-fr/contrats.data`) is the page's own route.
    const pagePath = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
    // Refused by the guards (404): the router would print it whole on the console, outside the masked log line.
    if (!hasDecodablePath(pagePath)) return "unmatched";
    const matches = matchRoutes(root, pagePath);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
}

/** The build's routes as the router matches them (their ids, paths and nesting). */
export function routeTree(routes: ServerBuild["routes"], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: route!.index ? undefined : routeTree(routes, route!.id),
    })) as AgnosticRouteObject[];
}
