import { describe, expect, it } from "vitest";
import { setResponseHeader, withResponseHeaders } from "~/utils/request/response-headers.server";

describe("response headers set by page code", () => {
  it("reach the request they were set in, across awaits, and no other", async () => {
    const first = new Headers();
    const second = new Headers();
    const results = await Promise.all([
      withResponseHeaders(first, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        setResponseHeader("Retry-After", "42");
        return "first";
      }),
      withResponseHeaders(second, async () => "second"),
    ]);
    expect(results).toEqual(["first", "second"]);
    expect(first.get("Retry-After")).toBe("42");
    expect(second.get("Retry-After")).toBeNull();
  });

  it("are kept when the page code throws, so an error answer carries them", async () => {
    const headers = new Headers();
    await withResponseHeaders(headers, async () => {
      setResponseHeader("Retry-After", "7");
      throw new Error("refused");
    }).catch(() => undefined);
    expect(headers.get("Retry-After")).toBe("7");
  });

  it("do nothing outside a request", () => {
    expect(() => setResponseHeader("Retry-After", "1")).not.toThrow();
  });
});
