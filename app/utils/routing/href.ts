/**
 * Builds every internal URL from the route table, and reads URLs back into
 * route names. Isomorphic, used by loaders, actions and links.
 */
import { fullPath, getRouteEntry, isBuilt, routeTable, type RouteEntry, type RouteName } from "~/route-table";
import { localeSegment, pathLanguage, type Locale } from "~/utils/routing/locale";

export type RouteParams = Record<string, string | number>;

export class UnknownRouteError extends Error {
  constructor(name: string) {
    super(`Unknown or unbuilt route "${name}"`);
    this.name = "UnknownRouteError";
  }
}

function fillParams(pattern: string, params: RouteParams): string {
  return pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === "") throw new Error(`Missing route parameter ${segment}`);
      return encodeURIComponent(String(value));
    })
    .join("/");
}

/**
 * `href("contracts", {}, locale)` → `/fr-fr/contrats`. Throws for a name that
 * is not in the table or whose page is not built, so a link can never point
 * at a page that does not exist.
 */
export function href(name: RouteName, params: RouteParams = {}, locale: Locale, query?: URLSearchParams | Record<string, string>): string {
  const entry = getRouteEntry(name);
  if (!entry || !isBuilt(entry)) throw new UnknownRouteError(name);
  const path = fillParams(fullPath(entry, pathLanguage(locale.lang)), params);
  const base = `/${localeSegment(locale)}/${path}`;
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${base}?${search}` : base;
}

export function isBuiltRoute(name: string): name is RouteName {
  const entry = getRouteEntry(name);
  return Boolean(entry && isBuilt(entry));
}

export type RouteMatch = { entry: RouteEntry; params: Record<string, string> };

type CompiledPattern = { entry: RouteEntry; segments: string[]; score: number };

/**
 * The parameters of a path that matches the pattern, or null. The static segments are compared
 * first and the parameters read only for a match: a request matches its path against every built
 * page several times (canonical address, access, forms), and a params object per same-length
 * pattern was most of what that allocated (issue 43, fifth pass).
 */
function matchPattern(patternSegments: string[], pathSegments: string[]): Record<string, string> | null {
  if (patternSegments.length !== pathSegments.length) return null;
  for (let i = 0; i < patternSegments.length; i++) {
    const expected = patternSegments[i];
    if (!expected.startsWith(":") && expected !== pathSegments[i]) return null;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < patternSegments.length; i++) {
    const expected = patternSegments[i];
    if (expected.startsWith(":")) params[expected.slice(1)] = decodeURIComponent(pathSegments[i]);
  }
  return params;
}

function specificity(segments: string[]): number {
  // Static segments beat parameters, as in Remix's own ranking.
  return segments.reduce((score, segment) => score + (segment.startsWith(":") ? 1 : 3), 0);
}

/** The built entries' full paths split once per path language (the table never changes). */
const compiledPatterns = new Map<"en" | "fr", CompiledPattern[]>();

function patternsFor(pathLang: "en" | "fr"): CompiledPattern[] {
  let patterns = compiledPatterns.get(pathLang);
  if (!patterns) {
    patterns = (routeTable as readonly RouteEntry[]).filter(isBuilt).map((entry) => {
      const segments = fullPath(entry, pathLang).split("/").filter(Boolean);
      return { entry, segments, score: specificity(segments) };
    });
    compiledPatterns.set(pathLang, patterns);
  }
  return patterns;
}

/** The built route a path (below the locale prefix) names in one path language. */
export function matchRoute(path: string, pathLang: "en" | "fr"): RouteMatch | null {
  const best = scoredMatch(path, pathLang);
  return best ? { entry: best.entry, params: best.params } : null;
}

type ScoredMatch = RouteMatch & { score: number };

function scoredMatch(path: string, pathLang: "en" | "fr"): ScoredMatch | null {
  let best: ScoredMatch | null = null;
  const pathSegments = path.split("/").filter(Boolean);
  for (const { entry, segments, score } of patternsFor(pathLang)) {
    const params = matchPattern(segments, pathSegments);
    if (!params) continue;
    if (!best || score > best.score) best = { entry, params, score };
  }
  return best;
}

/** The table entry a locale-prefixed path shows, if any. */
export function entryForPath(pathname: string, locale: Locale): RouteEntry | null {
  const rest = pathname.split("/").slice(2).join("/");
  return matchRoute(rest, pathLanguage(locale.lang))?.entry ?? null;
}

/**
 * Where a locale-prefixed path should live: null when it is already
 * canonical or names no page; otherwise the same page in the words of the
 * locale's language (`/fr-fr/contracts` → `/fr-fr/contrats`).
 */
export function canonicalPath(pathname: string, locale: Locale): string | null {
  const rest = pathname.split("/").slice(2).join("/");
  const wanted = pathLanguage(locale.lang);
  const own = scoredMatch(rest, wanted);
  // A mixed path can also match a page with a parameter in the locale's words
  // (`contrats/X/payments` as the tab slug `payments`): the more specific page wins.
  const mixed = matchMixedRoute(rest);
  if (own && !(mixed && mixed.score > own.score)) {
    // Canonical already, apart from a trailing slash on non-index pages.
    return pathname.endsWith("/") && rest !== "" ? pathname.replace(/\/+$/, "") : null;
  }
  const other = own ? mixed : (scoredMatch(rest, wanted === "fr" ? "en" : "fr") ?? mixed);
  if (!other) return null;
  return href(other.entry.name as RouteName, other.params, locale);
}

/**
 * A path whose segments mix the two path languages (`contrats/X/payments`,
 * `contracts/X/justificatifs`): each static segment may be in either
 * language. Only used to redirect to the canonical path.
 */
function matchMixedRoute(path: string): ScoredMatch | null {
  const pathSegments = path.split("/").filter(Boolean);
  const english = patternsFor("en");
  const french = patternsFor("fr");
  let best: ScoredMatch | null = null;
  // Both lists come from the same filtered table in the same order.
  for (let i = 0; i < english.length; i++) {
    const en = english[i].segments;
    const fr = french[i].segments;
    if (en.length !== pathSegments.length || fr.length !== pathSegments.length) continue;
    if (best && english[i].score <= best.score) continue;
    let matched = true;
    for (let j = 0; j < pathSegments.length && matched; j++) {
      const actual = pathSegments[j];
      if (!(en[j].startsWith(":") && fr[j] === en[j])) matched = actual === en[j] || actual === fr[j];
    }
    if (!matched) continue;
    // Parameters read only for a match (as matchPattern does).
    const params: Record<string, string> = {};
    for (let j = 0; j < pathSegments.length; j++) if (en[j].startsWith(":") && fr[j] === en[j]) params[en[j].slice(1)] = decodeURIComponent(pathSegments[j]);
    best = { entry: english[i].entry, params, score: english[i].score };
  }
  return best;
}

/**
 * The same page in other locales (the language switcher): same route name
 * and parameters, each language's words. Unknown pages go to that locale's
 * home. The page is matched once; the function gives its address in a locale.
 */
export function localeSwitch(pathname: string, from: Locale): (to: Locale) => string {
  const rest = pathname.split("/").slice(2).join("/");
  const match = matchRoute(rest, pathLanguage(from.lang)) ?? matchRoute(rest, pathLanguage(from.lang) === "fr" ? "en" : "fr");
  if (!match) return (to) => href("index", {}, to);
  return (to) => href(match.entry.name as RouteName, match.params, to);
}
