/**
 * A request refused before any page code runs (server.ts guards, the body
 * limit, Express's own 4xx errors). It is answered with the translated error
 * page of the root error boundary, through Remix, with this status: never a
 * bare 500. The reason is a code for the log, never shown.
 */
export type RejectionStatus = 400 | 403 | 404 | 413;

export type RejectionReason = "bad-host" | "bad-path" | "cross-site" | "body-too-large" | "bad-body" | "bad-encoding" | "bad-return-to" | "bad-request";

export type Rejection = { status: RejectionStatus; reason: RejectionReason };

/** Passed to `next()` by the guards: Express skips to the error handler, which renders the page. */
export class RequestRejected extends Error {
  constructor(readonly rejection: Rejection) {
    super(`Request rejected: ${rejection.reason}`);
    this.name = "RequestRejected";
  }
}

const statuses: readonly number[] = [400, 403, 404, 413];

/**
 * The rejection an error stands for: ours, or a client error raised by
 * Express or a middleware (`status`/`statusCode` 4xx, as http-errors sets,
 * e.g. a path parameter that does not decode). Anything else is a fault.
 */
export function rejectionOf(error: unknown): Rejection | null {
  if (error instanceof RequestRejected) return error.rejection;
  if (!error || typeof error !== "object") return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : null;
  if (code === null || code < 400 || code > 499) return null;
  const mapped = (statuses.includes(code) ? code : 400) as RejectionStatus;
  return { status: mapped, reason: "bad-request" };
}

/**
 * The route (app/routes/_app/rejected.tsx, below the locale segment) a refusal
 * is rendered through: it matches nothing else, so no page loader or action
 * runs for a refused request.
 */
export const rejectionRouteSegment = "_rejected";
