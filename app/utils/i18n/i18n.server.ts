import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, type Namespace } from "~/utils/i18n/config";
import { localeFromPathname, type Language } from "~/utils/routing/locale";
import { visitorLocale } from "~/utils/request/brand.server";

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Bundled at build time: the server never reads locale files from disk.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/*.json", { eager: true });

export const resources: Resources = {};
for (const [file, module] of Object.entries(modules)) {
  const [lng, nsFile] = file.split("/").slice(-2);
  const ns = nsFile.replace(/\.json$/, "");
  resources[lng] ??= {};
  resources[lng][ns] = module.default;
}

export function resourceBundle(lng: string, ns: string): Record<string, unknown> | null {
  return resources[lng]?.[ns] ?? null;
}

export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    async findLocale(request) {
      const pathname = new URL(request.url).pathname;
      const fromPath = localeFromPathname(pathname);
      if (fromPath) return fromPath.lang;
      return visitorLocale(request).lang;
    },
  },
  i18next: { ...i18nConfig, resources },
});

/**
 * One initialised i18next instance per language, with every namespace,
 * made once, for loaders, actions and the render (translations.server.ts).
 * Nothing ever changes an instance's language, so requests can share them;
 * creating one per request (remix-i18next's set-up) cost a fifth to a half of
 * the login's server CPU (docs/decisions/0092).
 */
const instances = new Map<Language, Promise<I18n>>();

export function instanceFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created.init({ ...i18nConfig, lng, ns: Object.keys(resources[lng] ?? {}), resources }).then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * Texts whose options say nothing of the person (none, a count, a default, a namespace), per language, namespaces,
 * key prefix, key and those options: i18next answers such a call the same every time (its bundles and instances
 * never change on the server), yet works it out anew on each `t`. Each is worked out once per language
 * (docs/decisions/0225); the render's `t` (translations.server.ts) and the loaders' share them. Texts interpolating
 * anything else (a name, an amount, a date) are asked of i18next each time. Bounded, as some keys hold a code the
 * broker sends (a notification's title, a product's) and counts vary: emptied when full.
 */
const keptTexts = new Map<string, string>();
const keptTextsLimit = 5000;

export function keptText(scope: string, key: unknown, options: unknown, translate: () => unknown): unknown {
  const kept = typeof key === "string" ? optionsId(options) : undefined;
  if (kept === undefined) return translate();
  const id = `${scope}\u0000${kept}\u0000${key as string}`;
  const known = keptTexts.get(id);
  if (known !== undefined) return known;
  const text = translate();
  if (typeof text === "string") {
    if (keptTexts.size >= keptTextsLimit) keptTexts.clear();
    keptTexts.set(id, text);
  }
  return text;
}

/** The options' part of a kept text's id: "" for none, else its count, default and namespace; undefined for any other option. */
function optionsId(options: unknown): string | undefined {
  if (options === undefined) return "";
  if (typeof options !== "object" || options === null) return undefined;
  let id = "";
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (name === "count" && Number.isSafeInteger(value)) id += `c${value as number}`;
    else if ((name === "defaultValue" || name === "ns") && typeof value === "string") id += `${name[0]}${value.length}:${value}`;
    else return undefined;
  }
  return id;
}

/** The loaders' fixed `t` per language and namespaces: made once, as its texts are. */
const loaderTs = new Map<string, TFunction>();

/**
 * A `t` for loaders and actions: i18next's own, its texts without options, counts and defaults (a catalogue's
 * name asked for whether the portal has words for it) kept per language as the render's are.
 * (Texts through the pure `translate` of the components were measured at no gain on the login page and the
 * signed-in home, and removed: docs/decisions/0055.)
 */
export async function getFixedT(lng: Language, ns: Namespace | Namespace[] = "common"): Promise<TFunction> {
  const scope = `loader|${lng}|${Array.isArray(ns) ? ns.join(",") : ns}`;
  const known = loaderTs.get(scope);
  if (known) return known;
  const fixed = (await instanceFor(lng)).getFixedT(lng, ns);
  const call = fixed as unknown as (key: unknown, options?: unknown) => unknown;
  const t = (key: unknown, options?: unknown) => keptText(scope, key, options, () => call(key, options));
  // i18next's fixed `t` carries its language, namespaces and prefix: so does the view.
  const { lng: fixedLng, ns: fixedNs, keyPrefix } = fixed as unknown as { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
  const view = Object.assign(t, { lng: fixedLng, ns: fixedNs, keyPrefix }) as unknown as TFunction;
  loaderTs.set(scope, view);
  return view;
}
