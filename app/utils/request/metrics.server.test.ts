import { describe, expect, it } from "vitest";
import { fixedRouteOf, v2FailureKind, v2Operation } from "./metrics.server";

describe("metric labels", () => {
  it("names non-page paths with fixed names, never the raw path", () => {
    expect(fixedRouteOf("/healthz")).toBe("healthz");
    expect(fixedRouteOf("/assets/entry.client-ABC123.js")).toBe("assets");
    expect(fixedRouteOf("/brands/azura/logo.svg")).toBe("brand-logo");
    expect(fixedRouteOf("/fr-fr/contrats/ctr_1")).toBeNull();
  });

  it("names a v2 operation by its method and masked path", () => {
    expect(v2Operation("GET", "clients/:id/contracts")).toBe("GET /clients/:id/contracts");
  });

  it("counts timeouts, unreachable brokers and 4xx/5xx answers as failures, not 2xx", () => {
    expect(v2FailureKind(200)).toBeNull();
    expect(v2FailureKind(404)).toBe("4xx");
    expect(v2FailureKind(503)).toBe("5xx");
    expect(v2FailureKind("timeout")).toBe("timeout");
  });
});
