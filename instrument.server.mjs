// Loaded with `node --import` before anything else, as @sentry/remix requires.
// Without SENTRY_DSN nothing is loaded: no Sentry code in the process at all.
// `npm start` runs the production build: default NODE_ENV here, before @sentry/remix loads
// React, which picks its development or production build from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
if (process.env.SENTRY_DSN) {
  // What is collected and scrubbed: app/utils/monitoring/scrub-event.ts, compiled with the server.
  const [Sentry, { serverErrorReporting, drainReportsOnProcessClose }] = await Promise.all([import("@sentry/remix"), import("./build/error-reporting.js")]);
  Sentry.init(serverErrorReporting(process.env.SENTRY_DSN, process.env.APP_ENV ?? "local"));
  // The reports still queued are sent on graceful shutdown, before the process exits.
  drainReportsOnProcessClose(Sentry.close);
}
