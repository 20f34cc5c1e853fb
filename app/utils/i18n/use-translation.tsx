import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { i18nConfig, type Namespace } from "~/utils/i18n/config";
import type { InitialTranslations } from "~/utils/i18n/initial-translations";
import { translate, type Resources, type TranslateOptions } from "~/utils/i18n/translate";

/**
 * The translations components read (docs/decisions/0033): i18next's
 * `useTranslation` in a few lines, so the browser ships no i18next.
 * On the server the store reads the bundles of the render's i18next
 * instance and notes what the render reads (translations.server.ts,
 * docs/decisions/0031); in the browser it starts from the page's inline JSON
 * and fetches what is missing.
 */
export type TranslationStore = {
  readonly language: string;
  /** A namespace's strings, or undefined while not loaded. */
  bundle(ns: string): Record<string, unknown> | undefined;
  translate(namespaces: readonly string[], key: string, options?: TranslateOptions): string;
  /** The `i18n-initial` script's JSON: on the server what the render read of `namespaces`; in the browser what the page came with. */
  initialJson(namespaces: Iterable<string>): string;
  /** Resolves once every namespace is loaded (the browser fetches them). */
  load(namespaces: readonly string[]): Promise<void>;
  subscribe(listener: () => void): () => void;
  version(): number;
};

export type TFunction = (key: string, options?: TranslateOptions) => string;

export const defaultNs = typeof i18nConfig.defaultNS === "string" ? i18nConfig.defaultNS : "common";

/**
 * No fallback language on either side: the server and the browser then give
 * the same text by construction, and locales/locales.test.ts makes every
 * language carry every key.
 */
export function storeOver(language: string, resources: Resources, onRead?: (key: string, namespaces: readonly string[]) => void) {
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    language,
    bundle: (ns: string) => resources[language]?.[ns] as Record<string, unknown> | undefined,
    translate(namespaces: readonly string[], key: string, options?: TranslateOptions) {
      onRead?.(key, options?.ns ? (typeof options.ns === "string" ? [options.ns] : options.ns) : namespaces);
      return translate(resources, language, namespaces, key, options);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    changed() {
      version++;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The browser's store: the inline translations, then whole namespaces from
 * `/locales/{lng}/{ns}` (the ones inlined in part right after hydration,
 * `loadPartial`; a later page's when it first asks for them).
 */
export function browserTranslations(initialJson: string, fallbackLanguage: string) {
  const initial = JSON.parse(initialJson || "{}") as InitialTranslations;
  const language = initial.lng ?? fallbackLanguage;
  const bundles: Record<string, Record<string, unknown> | undefined> = {
    ...(initial.resources?.[language] as Record<string, Record<string, unknown>> | undefined),
  };
  const resources: Resources = { [language]: bundles };
  const store = storeOver(language, resources);
  const pending = new Map<string, Promise<void>>();

  function fetchWhole(ns: string): Promise<void> {
    let request = pending.get(ns);
    if (!request) {
      request = fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(ns)}`, { credentials: "same-origin" })
        .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : Promise.reject(new Error(String(response.status)))))
        .then(
          (data) => {
            bundles[ns] = data;
          },
          () => {
            // Unreachable: keep what the page had (or show keys rather than wait forever).
            bundles[ns] ??= {};
          },
        )
        .then(() => store.changed());
      pending.set(ns, request);
    }
    return request;
  }

  return {
    ...store,
    initialJson: () => initialJson,
    load: (namespaces: readonly string[]) => Promise.all(namespaces.filter((ns) => !bundles[ns]).map(fetchWhole)).then(() => undefined),
    /** Fetches whole the namespaces the page inlined in part. */
    loadPartial: () => Promise.all((initial.partial ?? []).map(fetchWhole)).then(() => undefined),
  } satisfies TranslationStore & { loadPartial(): Promise<void> };
}

const TranslationsContext = createContext<TranslationStore | null>(null);

export function TranslationsProvider({ value, children }: { value: TranslationStore; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

export function useTranslationStore(): TranslationStore {
  const store = useContext(TranslationsContext);
  if (!store) throw new Error("useTranslation outside TranslationsProvider (entry.server.tsx / entry.client.tsx)");
  return store;
}

/**
 * `const { t, i18n } = useTranslation("auth")`: `t("key")`, `t("ns:key")`,
 * `t("key", { name })`, `i18n.language`. A namespace not loaded yet
 * suspends the component until it is (as react-i18next did with
 * `useSuspense`), so no key ever shows in its place.
 */
export function useTranslation(ns: Namespace | readonly Namespace[] = defaultNs as Namespace): { t: TFunction; i18n: { language: string } } {
  const store = useTranslationStore();
  const version = useSyncExternalStore(store.subscribe, store.version, store.version);
  const names = typeof ns === "string" ? ns : ns.join(",");
  const t = useMemo<TFunction>(() => {
    const namespaces = names.split(",");
    // version: a new `t` once more strings arrived, so memoised children re-render.
    void version;
    return (key, options) => store.translate(namespaces, key, options);
  }, [store, names, version]);
  const missing = names.split(",").filter((name) => !store.bundle(name));
  if (missing.length > 0) throw store.load(missing);
  return { t, i18n: { language: store.language } };
}
