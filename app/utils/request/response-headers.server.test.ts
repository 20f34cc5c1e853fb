import { describe, expect, it } from "vitest";
import { setResponseHeader } from "~/utils/request/response-headers.server";

describe("response headers set by page code", () => {
  it("reach the request whose context they were set in, across awaits, and no other", async () => {
    const first = { responseHeaders: new Headers() };
    const second = { responseHeaders: new Headers() };
    await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        setResponseHeader(first, "Retry-After", "42");
      })(),
      (async () => setResponseHeader(second, "Content-Language", "fr"))(),
    ]);
    expect(first.responseHeaders.get("Retry-After")).toBe("42");
    expect(first.responseHeaders.get("Content-Language")).toBeNull();
    expect(second.responseHeaders.get("Retry-After")).toBeNull();
  });
});
