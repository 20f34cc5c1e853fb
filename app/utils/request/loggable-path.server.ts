import { fullPath, routeTable, type RouteEntry } from "../../route-table";
import { maskMessage } from "../monitoring/mask-message";
import { parseLocaleSegment } from "../routing/locale";

/**
 * What the logs may say of an address: its route pattern, never the values
 * in it. A path names reset tokens (`login/reset-password/email/:token`),
 * single sign-on JWTs, contract ids, and, mistyped, e-mail addresses: the
 * logs carry `/fr-fr/login/reset-password/email/:token` instead.
 *
 * - A path below a locale that matches a page of the route table (built or
 *   not) is logged as that page's pattern.
 * - The application's own paths (assets, brand logos, translations, health)
 *   keep their fixed words, their variable parts masked.
 * - Anything else keeps only the words some route uses; every other segment
 *   becomes `:param`.
 * The query string is always dropped; a `.data` suffix is kept.
 */
type Pattern = readonly string[];

const pagePatterns: Pattern[] = [];
const words = new Set<string>();
for (const entry of routeTable as readonly RouteEntry[]) {
  for (const lang of ["en", "fr"] as const) {
    const segments = fullPath(entry, lang).split("/").filter(Boolean);
    if (!pagePatterns.some((known) => known.join("/") === segments.join("/"))) pagePatterns.push(segments);
    for (const segment of segments) if (!segment.startsWith(":")) words.add(segment);
  }
}

/** Paths outside the locale prefix that server.ts and routes.ts serve. */
const appPatterns: Pattern[] = [
  ["healthz"],
  ["readyz"],
  ["assets", ":file"],
  ["brands", ":brand", ":file"],
  ["locales", ":lng", ":ns"],
  ["favicon.ico"],
  ["robots.txt"],
  // The deliberate server error of the error-reporting test (APP_ENV=test only).
  ["monitoring-check"],
];
for (const pattern of appPatterns) for (const segment of pattern) if (!segment.startsWith(":")) words.add(segment);

function matches(pattern: Pattern, segments: readonly string[]): number {
  if (pattern.length !== segments.length) return -1;
  let literal = 0;
  for (let index = 0; index < pattern.length; index++) {
    if (pattern[index].startsWith(":")) continue;
    if (pattern[index] !== segments[index]) return -1;
    literal++;
  }
  return literal;
}

/** The pattern with the most fixed words (`contracts/new` before `contracts/:id`), or none. */
function bestPattern(patterns: readonly Pattern[], segments: readonly string[]): Pattern | null {
  let best: Pattern | null = null;
  let bestScore = -1;
  for (const pattern of patterns) {
    const score = matches(pattern, segments);
    if (score > bestScore) {
      best = pattern;
      bestScore = score;
    }
  }
  return best;
}

export function loggablePath(url: string): string {
  let pathname = url.split(/[?#]/)[0] || "/";
  if (!pathname.startsWith("/")) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      return ":param";
    }
  }
  const suffix = pathname.endsWith(".data") ? ".data" : "";
  if (suffix) pathname = pathname.slice(0, -suffix.length);
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return `/${suffix}`;

  const [first, ...rest] = segments;
  if (parseLocaleSegment(first)) {
    const page = bestPattern(pagePatterns, rest);
    if (page) return `/${[first, ...page].join("/")}${suffix}`;
    return `/${[first, ...rest.map(mask)].join("/")}${suffix}`;
  }
  const own = bestPattern(appPatterns, segments);
  if (own) return `/${own.join("/")}${suffix}`;
  return `/${segments.map(mask).join("/")}${suffix}`;
}

function mask(segment: string): string {
  return words.has(segment) ? segment : ":param";
}

/**
 * An error message for the log: addresses reduced to their pattern, and
 * anything that looks like a person or a secret masked (`maskMessage`).
 */
export function loggableMessage(message: string): string {
  return maskMessage(message, loggablePath);
}
