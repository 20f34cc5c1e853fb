import { randomUUID } from "node:crypto";

/**
 * One id per request, in the portal's log lines, in the answer's `X-Request-Id` and in the
 * `X-Request-Id` of every v2 call made for it: the broker keeps it and writes it in its own
 * lines, in the same `requestId` field (docs/operations-metrics.md). A proxy's id is kept when
 * it looks like an id, with the broker's rule (broker/http/request-id.ts), so both processes
 * log the same value; anything else is replaced and cannot smuggle text into the logs.
 */
export const requestIdHeader = "x-request-id";

const idPattern = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | undefined | null): string {
  return header != null && idPattern.test(header) ? header : randomUUID();
}

/** The id server.ts set on the request (overwriting what the visitor sent). */
export function requestIdOf(request: Request): string | null {
  return request.headers.get(requestIdHeader) || null;
}
