/**
 * One id per request, in every log line of that request and in the
 * `X-Request-Id` answer header, so an operator can follow a failing call
 * from the portal's logs into the broker's without any personal data.
 * The portal's own id is reused when it sends one that looks like an id;
 * anything else (too long, spaces, `@`…) is replaced, so the header cannot
 * smuggle text into the logs.
 */
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const idPattern = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && idPattern.test(header) ? header : randomUUID();
}
