import { describe, expect, it } from "vitest";
import { requestIdFrom, requestIdOf } from "./request-id.server";

describe("requestIdFrom", () => {
  it("keeps an id a proxy sent when it looks like one", () => {
    expect(requestIdFrom("haproxy-0a1b2c3d:42")).toBe("haproxy-0a1b2c3d:42");
  });

  it("replaces anything else with a new uuid, as the broker would", () => {
    for (const header of [undefined, null, "", "short", "camille@example.com", "with space 12345", "x".repeat(65)]) {
      expect(requestIdFrom(header)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("requestIdOf", () => {
  it("reads the id server.ts set on the request", () => {
    expect(requestIdOf(new Request("http://portal.test/", { headers: { "x-request-id": "req-12345678" } }))).toBe("req-12345678");
    expect(requestIdOf(new Request("http://portal.test/"))).toBeNull();
  });
});
