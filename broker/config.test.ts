import { describe, expect, it } from "vitest";
import { loadConfig, parseRateLimitFactor } from "./config";

describe("broker config", () => {
  it("keeps PORTAL_URL as given, {brand} placeholder included", () => {
    expect(loadConfig({}).portalUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORTAL_URL: "http://{brand}.localhost:3000" }).portalUrl).toBe("http://{brand}.localhost:3000");
  });

  it("reads BROKER_RATE_LIMIT_FACTOR: default 1, a positive number, refuses anything else", () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ BROKER_RATE_LIMIT_FACTOR: "" }).rateLimitFactor).toBe(1);
    expect(loadConfig({ BROKER_RATE_LIMIT_FACTOR: "2" }).rateLimitFactor).toBe(2);
    expect(parseRateLimitFactor(" 0.5 ")).toBe(0.5);
    for (const bad of ["0", "-1", "abc", "Infinity"]) expect(() => parseRateLimitFactor(bad)).toThrow(/BROKER_RATE_LIMIT_FACTOR/);
  });
});
