import { loggablePath } from "../request/loggable-path.server";
import { errorReportingOptions } from "./scrub-event";

/**
 * The server's Sentry options, addresses reduced as the log reduces them. `instrument.server.mjs`
 * loads this module (compiled to `build/error-reporting.js`) only when SENTRY_DSN is set.
 */
export function serverErrorReporting(dsn: string, environment: string) {
  return { dsn, environment, ...errorReportingOptions(loggablePath) };
}
