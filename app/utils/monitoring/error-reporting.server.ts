import { loggablePath } from "../request/loggable-path.server";
import { onProcessClose } from "../request/process-close.server";
import { errorReportingOptions } from "./scrub-event";

/**
 * The server's Sentry options, addresses reduced as the log reduces them. `instrument.server.mjs`
 * loads this module (compiled to `build/error-reporting.js`) only when SENTRY_DSN is set.
 */
export function serverErrorReporting(dsn: string, environment: string) {
  return { dsn, environment, ...errorReportingOptions(loggablePath) };
}

/** How long a stopping process waits for the reports still queued to be sent. */
export const reportsDrainMs = 2_000;

/**
 * The SDK sends its reports in the background: a process that exits right after an error loses
 * it. On graceful shutdown (server.ts), once no request is left, `close` (Sentry.close) sends what
 * is queued, within `reportsDrainMs`, and the process exits after (Sentry's "Shutdown and Draining").
 */
export function drainReportsOnProcessClose(close: (timeoutMs: number) => PromiseLike<boolean>): void {
  onProcessClose(async () => {
    await close(reportsDrainMs);
  });
}
