import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, type Namespace } from "~/utils/i18n/config";
import { detectLocale, localeFromPathname, type Language } from "~/utils/routing/locale";
import { localeCookieName, readCookie } from "~/utils/request/cookies.server";
import { rememberingT } from "~/utils/i18n/remembered-texts.server";

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
 * A `t` for loaders and actions: i18next's own. (Texts through the pure `translate` of the
 * components were measured at no gain on the login page and the signed-in home, and removed:
 * docs/decisions/0055.)
 */
export async function getFixedT(lng: Language, ns: Namespace | Namespace[] = "common"): Promise<TFunction> {
  // Texts of a key alone remembered (docs/decisions/0154).
  return rememberingT((await instanceFor(lng)).getFixedT(lng, ns), lng, ns, undefined);
}
