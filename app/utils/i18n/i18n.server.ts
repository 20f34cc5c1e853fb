import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, type Namespace } from "~/utils/i18n/config";
import { translate, type TranslateOptions } from "~/utils/i18n/translate";
import { detectLocale, localeFromPathname, type Language } from "~/utils/routing/locale";
import { localeCookieName, readCookie } from "~/utils/request/cookies.server";

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
      const cookieHeader = request.headers.get("cookie");
      return detectLocale(readCookie(cookieHeader, localeCookieName), request.headers.get("accept-language")).lang;
    },
  },
  i18next: { ...i18nConfig, resources },
});

/**
 * One initialised i18next instance per language, with every namespace,
 * made once. Nothing ever changes an instance's language, so requests can
 * share them; creating one per call cost most of a page's render time.
 */
const instances = new Map<Language, Promise<I18n>>();

function instanceFor(lng: Language): Promise<I18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created.init({ ...i18nConfig, lng, ns: Object.keys(resources[lng] ?? {}), resources }).then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

/** The i18next instance a server render of this language uses. */
export function createRenderInstance(lng: Language): Promise<I18n> {
  return instanceFor(lng);
}

/**
 * A `t` for loaders and actions. Texts go through the same pure `translate` the components use
 * (checked against i18next for every key, translate.test.ts): i18next's own `t` cost about 35 µs a
 * call, and every page makes a few before it renders. Whole objects (`returnObjects`, the legal
 * texts) are left to i18next, which interpolates inside them.
 */
export async function getFixedT(lng: Language, ns: Namespace | Namespace[] = "common"): Promise<TFunction> {
  const instance = await instanceFor(lng);
  const namespaces = typeof ns === "string" ? [ns] : ns;
  const t = (key: string, options?: TranslateOptions) =>
    options?.returnObjects
      ? instance.getFixedT(lng, ns)(key, options as Record<string, unknown>)
      : translate(resources, lng, namespaces, key, options, i18nConfig.fallbackLng);
  return t as unknown as TFunction;
}
