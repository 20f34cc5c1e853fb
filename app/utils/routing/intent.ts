import { getRouteEntry, fullPath, type RouteName } from "~/route-table";
import { href, isBuiltRoute } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";

export type IntentTarget = { kind: "redirect"; to: string } | { kind: "session"; token: string };

/** Query names the intent page reads itself; everything else is passed on. */
const ownKeys = ["type", "route", "token"];

function remaining(query: URLSearchParams, exclude: readonly string[]): URLSearchParams {
  const rest = new URLSearchParams();
  for (const [key, value] of query) if (!exclude.includes(key)) rest.append(key, value);
  return rest;
}

/**
 * Reads the intent page's query (SPEC section 2), pure:
 * - `type=goto&route=<name>&…`: that route, its path parameters filled from
 *   the query and the rest of the query kept as the query; an unknown or
 *   unbuilt name, or a missing parameter, goes home;
 * - `type=session&token=…`: sign in with that session token;
 * - `type=login&…`: the login page with the rest of the query;
 * - anything else: home.
 */
export function intentTarget(query: URLSearchParams, locale: Locale): IntentTarget {
  const home = { kind: "redirect", to: href("index", {}, locale) } as const;
  const type = query.get("type");
  if (type === "session") {
    const token = query.get("token");
    return token ? { kind: "session", token } : home;
  }
  if (type === "login") return { kind: "redirect", to: href("login", {}, locale, remaining(query, ownKeys)) };
  if (type !== "goto") return home;
  const name = query.get("route");
  if (!name || !isBuiltRoute(name)) return home;
  const entry = getRouteEntry(name)!;
  const paramNames = fullPath(entry, "en")
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
  const params: Record<string, string> = {};
  for (const param of paramNames) {
    const value = query.get(param);
    if (!value) return home;
    params[param] = value;
  }
  const rest = remaining(query, [...ownKeys, ...paramNames]);
  return { kind: "redirect", to: href(name as RouteName, params, locale, rest.size > 0 ? rest : undefined) };
}
