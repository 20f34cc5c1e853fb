import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig, type Namespace } from "~/i18n";
import { detectLocale, localeFromPathname, type Language } from "~/utils/locale";
import { localeCookieName, readCookie } from "~/utils/cookies.server";

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Bundled at build time: the server never reads locale files from disk.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

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

/** A fresh i18next instance for one server render. */
export async function createRenderInstance(lng: Language, ns: string[]): Promise<I18n> {
  const instance = createInstance();
  await instance.init({ ...i18nConfig, lng, ns, resources, react: { useSuspense: false } });
  return instance;
}

export async function getFixedT(lng: Language, ns: Namespace | Namespace[] = "common"): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({ ...i18nConfig, lng, ns: Array.isArray(ns) ? ns : [ns], resources });
  return instance.getFixedT(lng, ns);
}
