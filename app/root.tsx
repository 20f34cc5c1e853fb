import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { loader } from "~/utils/routing/root-loader.server";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { errorScreens, PageErrorBoundary } from "~/components/error-screens";
import { ModalHost } from "~/components/modal-host";
import { ToastRegion } from "~/components/toast-region";
import { useFocusOnNavigation } from "~/utils/ui/use-focus-on-navigation";
import { shellNamespaces } from "~/utils/i18n/config";
import "~/styles/global.css";
import { languageTags } from "~/utils/routing/locale";
import { analyticsAdapter, identifyClient } from "~/utils/monitoring/analytics.client";
import { useNonce } from "~/utils/request/nonce";
import { rejectedRouteId } from "~/utils/routing/rejected-route";
import { useRouteHandles, type RouteHandle } from "~/utils/routing/handle";
import type { Shell } from "~/utils/request/scope.server";
import { rootErrorShell, useOptionalRootData } from "~/utils/routing/root-data";
import { refusedTitlePrefix } from "~/utils/routing/meta";
import { isFormlessPage } from "~/utils/routing/formless-page";
import { useInitialTranslationsJson } from "~/utils/i18n/initial-translations";
import { useChangeLanguage } from "remix-i18next/react";

export const handle = { i18n: [...shellNamespaces] } satisfies RouteHandle;

/** The frame every page needs (shell, visitor, CSRF token, toast): `app/utils/routing/root-loader.server.ts`. */
export { loader } from "~/utils/routing/root-loader.server";

/**
 * Remix's rule, and also on leaving a page given no CSRF token (a legal document, signed out: formless-page.ts):
 * the next page's forms need one.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || isFormlessPage(currentUrl.pathname);

// A page whose root loader failed still has a title (HTML requires a non-empty one): the error's own
// shell when it carries one, else its status.
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const shell = data?.shell ?? rootErrorShell(error);
  const status = isRouteErrorResponse(error) ? String(error.status) : "Error";
  return [{ title: `${refusedTitlePrefix(data)}${shell?.siteTitle || status}` }, { name: "description", content: shell?.description ?? "" }];
};

export const links: LinksFunction = () => [];

function useShell(): Shell | null {
  const data = useOptionalRootData();
  const error = useRouteError();
  return data?.shell ?? rootErrorShell(error);
}

/** Namespaces the matched routes declared, for the browser's i18next. */
function useDeclaredNamespaces(): Set<string> {
  const ns = new Set<string>(shellNamespaces);
  for (const handle of useRouteHandles()) for (const name of handle.i18n ?? []) ns.add(name);
  return ns;
}

/**
 * The translations the browser starts with. Rendered after the page, so on the
 * server it knows which keys the page read and inlines only those groups
 * (app/utils/i18n/initial-translations.tsx); the browser renders back what it got.
 */
function InitialTranslations({ nonce }: { nonce: string }) {
  const json = useInitialTranslationsJson(useDeclaredNamespaces());
  return <script id="i18n-initial" type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const nonce = useNonce();
  // A refusal drawn at the rejection route for another address (remix-handler.server.ts) is sent without scripts:
  // the browser's router, at the address the visitor asked for, would draw another page over it (React error 418,
  // decision 0259). It works as every page does without JavaScript.
  const scripted = !useMatches().some((match) => match.id === rejectedRouteId);
  const lang = shell?.locale.lang ?? "fr";
  return (
    <html lang={languageTags[lang]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {shell ? <link rel="icon" type="image/svg+xml" href={shell.brand.favicon} /> : null}
        <Links />
        {shell ? <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: shell.brand.stylesheet }} /> : null}
      </head>
      <body>
        {children}
        {scripted ? (
          <>
            <InitialTranslations nonce={nonce} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** SPEC section 6: once signed in, analytics labels the user with the type 'client' (adapter off by default). */
function useAnalyticsIdentity(data: ReturnType<typeof useOptionalRootData>) {
  const mode = data?.shell.env.ANALYTICS ?? "off";
  const id = data?.session.analyticsId ?? null;
  useEffect(() => {
    if (mode !== "off" && id) identifyClient(analyticsAdapter(mode), id);
  }, [mode, id]);
}

/**
 * Browser error reporting, started once hydrated and only with a DSN: without one, no Sentry code
 * is ever fetched. (The root's data is read here, as the browser has it only once hydrating.)
 */
function useErrorReporting(data: ReturnType<typeof useOptionalRootData>) {
  const dsn = data?.shell.env.SENTRY_DSN ?? null;
  const environment = data?.shell.env.APP_ENV ?? "local";
  useEffect(() => {
    if (dsn) void import("~/utils/monitoring/monitoring.client").then((monitoring) => monitoring.startMonitoring(dsn, environment));
  }, [dsn, environment]);
}

export default function App() {
  const data = useOptionalRootData();
  useAnalyticsIdentity(data);
  useErrorReporting(data);
  // After hydration: a client navigation that fails then draws its error screen without waiting for it.
  useEffect(() => void errorScreens.preload(), []);
  useFocusOnNavigation();
  useChangeLanguage(data?.shell.locale.lang ?? "fr");
  return (
    <ModalHost>
      <ToastRegion initial={data?.toast ?? null}>
        <Outlet />
      </ToastRegion>
    </ModalHost>
  );
}

export const ErrorBoundary = PageErrorBoundary;
