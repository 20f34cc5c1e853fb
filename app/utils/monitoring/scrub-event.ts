import type { ErrorEvent, EventHint } from "@sentry/remix";
import { isReportable } from "../v2/errors";
import { maskMessage } from "./mask-message";

/** How one side reduces an address's path to what may leave it: its route pattern, never the values in it. */
export type PathMask = (path: string) => string;

/**
 * Error reporting's options shared by the server (error-reporting.server.ts) and the browser
 * (monitoring.client.ts): nothing of the visitor is collected (no user, IP address, cookies,
 * headers, bodies or query strings, no breadcrumbs: they quote addresses, console lines and
 * clicks), and every event is scrubbed once more before it leaves (`scrubEvent`).
 */
export function errorReportingOptions(maskPath: PathMask) {
  return {
    sendDefaultPii: false,
    maxBreadcrumbs: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
      const status = (hint.originalException as { status?: unknown } | null | undefined)?.status;
      // SPEC section 8: statuses 300 to 499 are not forwarded.
      return isReportable(typeof status === "number" ? status : undefined) ? scrubEvent(event, maskPath) : null;
    },
  };
}

/**
 * The event as it may leave: the request reduced to its method, its address's route pattern and
 * the browser's name; no user, breadcrumbs, extra data or frame variables; messages with e-mails,
 * tokens, long numbers and addresses masked (mask-message.ts).
 */
export function scrubEvent(event: ErrorEvent, maskPath: PathMask): ErrorEvent {
  const { request } = event;
  if (request) {
    const userAgent = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === "user-agent")?.[1];
    event.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: maskUrl(request.url, maskPath) } : {}),
      ...(userAgent ? { headers: { "User-Agent": userAgent } } : {}),
    };
  }
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  if (event.transaction) event.transaction = maskMessage(event.transaction, maskPath);
  if (event.message) event.message = maskMessage(event.message, maskPath);
  if (event.logentry?.message) event.logentry = { message: maskMessage(event.logentry.message, maskPath) };
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = maskMessage(exception.value, maskPath);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  return event;
}

function maskUrl(url: string, maskPath: PathMask): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${maskPath(parsed.pathname)}`;
  } catch {
    return maskPath(url.split(/[?#]/)[0] ?? "");
  }
}
