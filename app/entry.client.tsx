import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/utils/i18n/config";
import type { InitialTranslations } from "~/utils/i18n/initial-translations";


/**
 * Namespaces a later page needs are fetched from the portal itself; the
 * first page's come inline in the HTML, so hydration never waits.
 */
const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((data: ResourceKey) => callback(null, data))
      .catch((error: Error) => callback(error, false));
  },
};

async function hydrate() {
  const initial = JSON.parse(document.getElementById("i18n-initial")?.textContent ?? "{}") as InitialTranslations;
  const lng = initial.lng ?? document.documentElement.lang.slice(0, 2);
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      ...i18nConfig,
      lng,
      ns: Object.keys(initial.resources?.[lng] ?? {}),
      resources: initial.resources as Record<string, Record<string, ResourceKey>>,
      partialBundledLanguages: true,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });

  // The HTML carried only the groups the page rendered: the rest of those namespaces
  // (validation messages, errors, other pages' strings) is fetched now and merged in.
  // Not reloadResources: that marks the namespaces pending, and a render meanwhile
  // would suspend the page.
  for (const namespace of initial.partial ?? []) {
    localeBackend.read(lng, namespace, (error, data) => {
      if (!error && data) i18next.addResourceBundle(lng, namespace, data, true, false);
    });
  }

  const remixContext = (window as unknown as { __remixContext?: { state?: { loaderData?: { root?: { shell?: { env?: { SENTRY_DSN: string | null; APP_ENV: string } } } } } } }).__remixContext;
  const env = remixContext?.state?.loaderData?.root?.shell?.env;
  if (env?.SENTRY_DSN) {
    // Loaded only when configured: pages without a DSN ship none of the SDK.
    void import("~/utils/monitoring/monitoring.client").then((monitoring) => monitoring.startMonitoring(env.SENTRY_DSN!, env.APP_ENV));
  }
}

void hydrate();
