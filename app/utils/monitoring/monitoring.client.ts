import * as Sentry from "@sentry/remix";
import { isReportable } from "~/utils/v2/errors";

/** Browser error reporting; this module is a lazy chunk, loaded only with a DSN. */
export function startMonitoring(dsn: string, environment: string) {
  Sentry.init({
    dsn,
    environment,
    sendDefaultPii: false,
    beforeSend(event, hint) {
      const status = (hint.originalException as { status?: number } | undefined)?.status;
      // SPEC section 8: statuses 300 to 499 are not forwarded.
      return isReportable(status) ? event : null;
    },
  });
}
