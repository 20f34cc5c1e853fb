/**
 * SPEC section 7: requests that are not idempotent are retried once on these
 * statuses. A retry is only ever sent with an Idempotency-Key, so the broker
 * recognises a request it already carried out instead of doing it twice.
 */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;

const idempotentMethods = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export function isIdempotentMethod(method: string): boolean {
  return idempotentMethods.has(method.toUpperCase());
}

export function shouldRetry(input: { method: string; status: number; attempt: number; idempotencyKey: string | null }): boolean {
  if (input.attempt >= 1) return false;
  if (isIdempotentMethod(input.method)) return false;
  if (!input.idempotencyKey) return false;
  return (retryStatuses as readonly number[]).includes(input.status);
}

/** Wait before the retry: Retry-After when given (capped), else a short pause. */
export function retryDelayMs(retryAfter: string | null, capMs = 2_000): number {
  if (retryAfter) {
    const seconds = Number.parseFloat(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, capMs);
  }
  return 250;
}
