import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { i18nConfig } from "~/utils/i18n/config";
import { browserTranslations, TranslationsProvider } from "~/utils/i18n/use-translation";

function hydrate() {
  // The first page's strings come inline in the HTML, so hydration never waits
  // (docs/decisions/0031); no i18next in the browser (docs/decisions/0033).
  const translations = browserTranslations(
    document.getElementById("i18n-initial")?.textContent ?? "",
    document.documentElement.lang.slice(0, 2) || i18nConfig.fallbackLng,
  );

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider value={translations}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationsProvider>,
    );
  });

  // The HTML carried only the groups the page rendered: the rest of those namespaces
  // (validation messages, errors, other pages' strings) is fetched now and merged in.
  void translations.loadPartial();

  const remixContext = (
    window as unknown as { __remixContext?: { state?: { loaderData?: { root?: { shell?: { env?: { SENTRY_DSN: string | null; APP_ENV: string } } } } } } }
  ).__remixContext;
  const env = remixContext?.state?.loaderData?.root?.shell?.env;
  if (env?.SENTRY_DSN) {
    // Loaded only when configured: pages without a DSN ship none of the SDK.
    void import("~/utils/monitoring/monitoring.client").then((monitoring) => monitoring.startMonitoring(env.SENTRY_DSN!, env.APP_ENV));
  }
}

hydrate();
