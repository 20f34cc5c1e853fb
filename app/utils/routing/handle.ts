import { useMatches } from "@remix-run/react";
import { getRouteEntry, type RouteName } from "~/route-table";
import { isNamespace, type Namespace } from "~/utils/i18n/config";

/**
 * What a route module declares in `export const handle`: the locale
 * namespaces its page reads (remix-i18next loads them on the server and the
 * root inlines them for the browser) and, for a module mounted as one page,
 * the route table name of that page.
 */
export type RouteHandle = {
  i18n?: readonly Namespace[];
  page?: RouteName;
};

/**
 * The `handle` of the route module of a table entry, derived from the entry
 * (docs/decisions/0074): the page's name and the namespaces the entry lists,
 * written once in the table. `pageFor(args, handle)` reads the same entry.
 */
export function pageHandle<const Name extends RouteName>(name: Name): { page: Name; i18n: readonly Namespace[] } {
  const entry = getRouteEntry(name);
  if (!entry) throw new Error(`No route table entry named ${name}`);
  return { page: name, i18n: entry.ns ?? [] };
}

/** A route's handle, checked rather than cast: a module may export anything. */
export function readRouteHandle(handle: unknown): RouteHandle {
  if (!handle || typeof handle !== "object") return {};
  const { i18n, page } = handle as Record<string, unknown>;
  return {
    i18n: Array.isArray(i18n) ? i18n.filter(isNamespace) : undefined,
    page: typeof page === "string" ? (page as RouteName) : undefined,
  };
}

/** The handles of every matched route, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => readRouteHandle(match.handle));
}
