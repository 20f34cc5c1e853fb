import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { isBuilt, routeTable, type Layout, type RouteEntry } from "./route-table";
import { rejectionRouteSegment } from "./utils/request/rejection.server";
import { rejectedRouteId } from "./utils/routing/rejected-route";

/**
 * Expands the route table into Remix routes: every built entry is mounted
 * under `:locale` once per distinct path (English words, French words),
 * inside its pathless layout. `:locale` is one segment split by the root
 * loader, because partial segments such as `:lang-:country` never match.
 *
 * The wrong-language mount exists so the root loader can answer it with a
 * 301 to the canonical path.
 */
const entries = routeTable as readonly RouteEntry[];

type PathLang = "en" | "fr";

/**
 * Mounts of one entry. A parent mounted in one path language nests only its
 * children's paths in that language, so no mixed-language URL exists.
 */
function mounts(entry: RouteEntry, parent?: { id: string; lang: PathLang | null }): RouteConfigEntry[] {
  const file = `routes/${entry.module}`;
  const variants: [PathLang | null, string][] = parent?.lang
    ? [[parent.lang, entry[parent.lang]]]
    : entry.en === entry.fr
      ? [[null, entry.en]]
      : [
          ["en", entry.en],
          ["fr", entry.fr],
        ];
  return variants.map(([lang, path]) => {
    const ownId = lang && !parent?.lang ? `${lang}:${entry.name}` : entry.name;
    const id = parent ? `${parent.id}/${ownId}` : ownId;
    if (parent && path === "") return index(file, { id });
    const children = entries
      .filter((child) => child.parent === entry.name && isBuilt(child))
      .flatMap((child) => mounts(child, { id, lang: lang ?? parent?.lang ?? null }));
    const routePath = parent ? path : [":locale", path].filter(Boolean).join("/");
    return route(routePath, file, { id }, children);
  });
}

const layouts: Layout[] = ["dashboard", "default", "fullscreen", "legals", "login"];

export default [
  index("routes/_app/root-redirect.tsx"),
  ...layouts.map((name) =>
    layout(
      `layouts/${name}.tsx`,
      entries.filter((entry) => entry.layout === name && !entry.parent && isBuilt(entry)).flatMap((entry) => mounts(entry)),
    ),
  ),
  route("locales/:lng/:ns", "routes/_app/locale-resources.ts"),
  route("monitoring-check", "routes/_app/monitoring-check.ts"),
  route(`:locale/${rejectionRouteSegment}`, "routes/_app/rejected.tsx", { id: rejectedRouteId }),
  route(":locale/*", "routes/_app/not-found.tsx", { id: "locale-not-found" }),
  route("*", "routes/_app/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
