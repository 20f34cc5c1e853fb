import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { documentWriter } from "~/utils/request/document-writer.server";
import { getEnv } from "~/utils/request/env.server";
import { I18nextProvider } from "react-i18next";
import { remixI18next } from "~/utils/i18n/i18n.server";
import { renderTranslations } from "~/utils/i18n/translations.server";
import { InitialTranslationsProvider } from "~/utils/i18n/initial-translations";
import { isLanguage } from "~/utils/routing/locale";
import { loggablePath } from "~/utils/request/loggable-path.server";
import { logger } from "~/utils/request/logger.server";
import { NonceProvider } from "~/utils/request/nonce";
import { responseWithWholeBody } from "~/utils/request/whole-body.server";
import { statusOfShownScreen } from "~/utils/request/shown-status.server";

const abortDelay = 5_000;
export const streamTimeout = abortDelay;

export default async function handleRequest(
  request: Request,
  actionOrLoaderStatus: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const responseStatusCode = statusOfShownScreen(actionOrLoaderStatus, remixContext);
  const detected = await remixI18next.getLocale(request);
  const lng = isLanguage(detected) ? detected : "fr";
  // Components translate with react-i18next over the language's i18next instance; the page
  // inlines only the translations this render reads (root.tsx, InitialTranslations).
  const translations = await renderTranslations(lng);
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once everything is rendered: a pending timer kept each finished render (its
    // whole tree and loader data) alive for six more seconds, old memory for the GC to sweep.
    const abortTimer = setTimeout(() => abort(), abortDelay + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={translations.i18n}>
          <InitialTranslationsProvider value={translations.initialJson}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={abortDelay} />
          </InitialTranslationsProvider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // The loaders have run before the render and no page waits on data while rendering, so
        // the document is sent whole, as one write: streaming it cost a chunk's trip through
        // web streams and the socket for every 2 KB of HTML.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(abortTimer);
          const document = documentWriter((html) => {
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(html.byteLength));
            responseHeaders.set("Cache-Control", "private, no-store");
            resolve(responseWithWholeBody(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        // A part that fails after the shell (a lazy part) is left to the browser to render, as React
        // does; the page keeps its status. A failing shell is Remix's to answer (onShellError).
        onError(error: unknown) {
          if (shellRendered) logger.error("render.error", { path: loggablePath(request.url), ...errorFields(error) });
        },
      },
    );
  });
}

/** What the log says of an error: its kind and code, and its message with addresses and personal data masked (logger). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === "string" || typeof code === "number" ? { code } : {}), message: error.message };
}

/**
 * Server errors go to the log and, when configured, to error reporting.
 * Aborted requests (the browser went away) are ignored (SPEC section 8).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A thrown page answer (a refusal's 404, the maintenance 503) reaching here comes from a resource route
  // (files, uploads, data requests): its status is what to log, and a 4xx is the visitor's, never an error of ours.
  if (isRouteErrorResponse(error)) {
    const fields = { path: loggablePath(request.url), status: error.status };
    if (error.status < 500) logger.info("server.refused", fields);
    else logger.warn("server.failure_answer", fields);
    return;
  }
  logger.error("server.error", { path: loggablePath(request.url), ...errorFields(error) });
  // Loaded only when configured: without a DSN no Sentry code is ever loaded on the server.
  if (getEnv().SENTRY_DSN) {
    void import("@sentry/remix").then((Sentry) => Sentry.captureException(error, { mechanism: { type: "auto.function.remix.server", handled: false } }));
  }
};
