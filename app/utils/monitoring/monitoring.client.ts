import * as Sentry from "@sentry/remix";
import { errorReportingOptions } from "./scrub-event";

type RemixRouterWindow = {
  __remixRouter?: { state: { location: { pathname: string }; matches: { route: { path?: string } }[] } };
};

let started = false;

/** Browser error reporting; this module is a lazy chunk, loaded only with a DSN (root.tsx). */
export function startMonitoring(dsn: string, environment: string) {
  if (started) return;
  started = true;
  Sentry.init({
    dsn,
    environment,
    ...errorReportingOptions(routePattern),
    // Errors only: release health would send a session from every page view.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "BrowserSession"),
  });
}

/**
 * The current page's route pattern (`/:locale/contrats/:contractId/details`) from the router's
 * matches; any other path keeps nothing of itself.
 */
function routePattern(path: string): string {
  const state = (window as RemixRouterWindow).__remixRouter?.state;
  if (!state || state.location.pathname !== path) return "/:path";
  return `/${state.matches.flatMap((match) => (match.route.path ?? "").split("/").filter(Boolean)).join("/")}`;
}
