import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";

/**
 * The Remix route id a path lands on (`fr:contract/payments`), for the request metrics: a bounded
 * set of labels, never the raw path with its ids. Matched as Remix matches (the same router, its
 * route tree built from the build's manifest), once per answer, after it is sent.
 */
export function routeIdResolver(routes: ServerBuild["routes"]): (path: string) => string {
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        children: route!.index ? undefined : tree(route!.id),
      })) as AgnosticRouteObject[];
  const root = tree(undefined);
  return (path) => {
    // A single-fetch data request (`/fr-fr/contrats.data`) is the page's own route.
    const pagePath = path.endsWith(".data") ? path.slice(0, -".data".length) || "/" : path;
    const matches = matchRoutes(root, pagePath);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
}
