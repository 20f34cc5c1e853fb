// Loaded with `node --import` before anything else, as @sentry/remix requires.
// Without SENTRY_DSN nothing is loaded: no Sentry code in the process at all.
// `npm start` runs the production build: default NODE_ENV here, before @sentry/remix loads
// React, which picks its development or production build from NODE_ENV when first loaded.
process.env.NODE_ENV ??= "production";
if (process.env.SENTRY_DSN) {
  const Sentry = await import("@sentry/remix");
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.APP_ENV ?? "local",
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend(event, hint) {
      const status = hint?.originalException?.status;
      // SPEC section 8: client errors (300 to 499) are not forwarded.
      if (typeof status === "number" && status >= 300 && status <= 499) return null;
      return event;
    },
  });
}
