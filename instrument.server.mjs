// Loaded with `node --import` before anything else, as @sentry/remix requires.
// Without SENTRY_DSN nothing is initialised and nothing is sent.
import * as Sentry from "@sentry/remix";

if (process.env.SENTRY_DSN) {
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
