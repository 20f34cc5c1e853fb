import { describe, expect, it } from "vitest";
import { retryDelayMs, retryStatuses, shouldRetry } from "~/utils/v2/retry-policy";

describe("retry policy", () => {
  it("retries a keyed POST once on each retry status", () => {
    for (const status of retryStatuses) {
      expect(shouldRetry({ method: "POST", status, attempt: 0, idempotencyKey: "k" }), String(status)).toBe(true);
      expect(shouldRetry({ method: "POST", status, attempt: 1, idempotencyKey: "k" })).toBe(false);
    }
  });

  it("never retries without an idempotency key, idempotent methods or other statuses", () => {
    expect(shouldRetry({ method: "POST", status: 503, attempt: 0, idempotencyKey: null })).toBe(false);
    expect(shouldRetry({ method: "GET", status: 503, attempt: 0, idempotencyKey: "k" })).toBe(false);
    expect(shouldRetry({ method: "PUT", status: 503, attempt: 0, idempotencyKey: "k" })).toBe(false);
    expect(shouldRetry({ method: "POST", status: 400, attempt: 0, idempotencyKey: "k" })).toBe(false);
    expect(shouldRetry({ method: "POST", status: 501, attempt: 0, idempotencyKey: "k" })).toBe(false);
  });

  it("honours Retry-After, capped", () => {
    expect(retryDelayMs("1")).toBe(1000);
    expect(retryDelayMs("60")).toBe(2000);
    expect(retryDelayMs(null)).toBe(250);
    expect(retryDelayMs("soon")).toBe(250);
  });
});
