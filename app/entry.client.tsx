import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type Resource, type ResourceKey } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "~/utils/i18n/config";
import { InitialTranslationsProvider, type InitialTranslations } from "~/utils/i18n/initial-translations";
import { completingTranslations } from "~/utils/i18n/translations-complete";

/** A later page's namespaces, whole, from the portal (`/locales/{lng}/{ns}`, cached 5 minutes). */
const localesBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<ResourceKey>) : Promise.reject(new Error(String(response.status)))))
      // Unreachable: i18next marks the namespace failed and shows keys rather than wait forever.
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

async function hydrate() {
  // The first page's strings come inline in the HTML, so hydration never waits (docs/decisions/0031).
  const json = document.getElementById("i18n-initial")?.textContent ?? "";
  const initial = JSON.parse(json || "{}") as Partial<InitialTranslations>;
  const lng = initial.lng ?? (document.documentElement.lang.slice(0, 2) || i18nConfig.fallbackLng);
  const inlined = Object.keys(initial.resources?.[lng] ?? {});
  await i18next
    .use(initReactI18next)
    .use(localesBackend)
    .init({
      ...i18nConfig,
      // As on the server: no fallback language (its bundles would be fetched for nothing).
      fallbackLng: false,
      lng,
      ns: [...new Set([...getInitialNamespaces(), ...inlined])],
      resources: (initial.resources ?? {}) as Resource,
      partialBundledLanguages: true,
      // Strings arriving later (the rest of a namespace inlined in part) give users a new `t`, so what
      // they built from it (forms' validation schemas, `useMemo(() => schema(t), [t])`) is built again.
      react: { bindI18nStore: "added" },
    });

  // The HTML carried only the groups the page rendered: the rest of those namespaces
  // (validation messages, errors, other pages' strings) is fetched now and merged in. The parts drawn
  // on demand hydrate once it has arrived (translations-complete.ts).
  if (initial.partial?.length) completingTranslations(i18next.reloadResources(lng, initial.partial));

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <InitialTranslationsProvider value={() => json}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </InitialTranslationsProvider>
      </I18nextProvider>,
    );
  });
}

void hydrate();
