import { createContext, useContext, type ReactNode } from "react";

/**
 * What of each namespace the first page's HTML carries (docs/decisions/0031).
 *
 * The server render notes every key it translates (see `renderTranslations` in
 * translations.server.ts); the page inlines, of each namespace its routes declare,
 * only the top-level groups those keys belong to (`auth` → `login`, not the
 * reset-password, profile... groups). Hydration renders the same keys, so it
 * finds them all; right after it, the browser fetches the whole of every
 * namespace that was cut (`partial`) for what only the browser shows later
 * (validation messages, errors, other pages).
 */
export type InitialTranslations = {
  lng: string;
  resources: Record<string, Record<string, unknown>>;
  /** Namespaces inlined in part: the browser loads them whole after hydration. */
  partial?: string[];
};

/** Top-level groups read per namespace, filled while the server renders. */
export type ReadGroups = Map<string, Set<string>>;

/**
 * Notes the group a `t` call reads: `key` as i18next takes it (`ns:a.b` or
 * `a.b` with `ns` from the options or the default), its first segment is the group.
 */
export function noteRead(read: ReadGroups, key: unknown, ns: unknown, defaultNs: string) {
  // Called for every `t` of the render: no arrays built for the common one-key, one-namespace call.
  if (Array.isArray(key)) {
    for (const k of key) noteRead(read, k, ns, defaultNs);
    return;
  }
  if (typeof key !== "string") return;
  const colon = key.indexOf(":");
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const dot = path.indexOf(".");
  // Plural and context forms (`item_one`, `item_male`) live next to their key: same group.
  const group = dot < 0 ? path : path.slice(0, dot);
  if (colon > 0) noteGroup(read, key.slice(0, colon), group);
  else if (Array.isArray(ns)) {
    for (const n of ns) if (typeof n === "string") noteGroup(read, n, group);
  } else if (!ns) noteGroup(read, defaultNs, group);
  else if (typeof ns === "string") noteGroup(read, ns, group);
}

function noteGroup(read: ReadGroups, ns: string, group: string) {
  const groups = read.get(ns);
  if (groups) groups.add(group);
  else read.set(ns, new Set([group]));
}

/**
 * The inline JSON: of each declared namespace, the groups read, or all of it
 * when `read` is null (nothing recorded). "<" escaped so no text can close the
 * script element. Results are kept per language and set of groups (bundles
 * never change on the server).
 */
export function serializeInitialTranslations(
  lng: string,
  namespaces: Iterable<string>,
  bundle: (ns: string) => Record<string, unknown> | null | undefined,
  read: ReadGroups | null,
  cache?: Map<string, string>,
): string {
  const names = [...namespaces];
  const signature = `${lng}|${names.map((ns) => `${ns}=${read ? [...(read.get(ns) ?? [])].sort().join(",") : "*"}`).join("|")}`;
  const cached = cache?.get(signature);
  if (cached) return cached;
  const resources: Record<string, unknown> = {};
  const partial: string[] = [];
  for (const ns of names) {
    const whole = bundle(ns);
    if (!whole) continue;
    if (!read) {
      resources[ns] = whole;
      continue;
    }
    const groups = read.get(ns) ?? new Set<string>();
    const kept: Record<string, unknown> = {};
    for (const group of Object.keys(whole)) {
      if (groups.has(group) || [...groups].some((g) => group.startsWith(`${g}_`))) kept[group] = whole[group];
    }
    resources[ns] = kept;
    if (Object.keys(kept).length < Object.keys(whole).length) partial.push(ns);
  }
  const value: InitialTranslations = {
    lng,
    resources: { [lng]: resources as Record<string, Record<string, unknown>> },
    ...(partial.length ? { partial } : {}),
  };
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  if (cache && cache.size < 500) cache.set(signature, json);
  return json;
}

/** The `i18n-initial` script's JSON for the declared namespaces: on the server what the render read; in the browser what the page came with. */
type InitialJson = (namespaces: Iterable<string>) => string;

const InitialTranslationsContext = createContext<InitialJson | null>(null);

export function InitialTranslationsProvider({ value, children }: { value: InitialJson; children: ReactNode }) {
  return <InitialTranslationsContext.Provider value={value}>{children}</InitialTranslationsContext.Provider>;
}

export function useInitialTranslationsJson(namespaces: Iterable<string>): string {
  const json = useContext(InitialTranslationsContext);
  if (!json) throw new Error("useInitialTranslationsJson outside InitialTranslationsProvider (entry.server.tsx / entry.client.tsx)");
  return json(namespaces);
}
