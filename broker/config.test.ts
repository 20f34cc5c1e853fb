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

  it("checks the other variables once at start: port, secrets, data folder, public URL, open-id", () => {
    const config = loadConfig({
      BROKER_PORT: "0",
      BROKER_DATA_DIR: "/tmp/broker",
      DATABASE_URL: "",
      BROKER_PUBLIC_URL: "http://127.0.0.1:3001",
      BROKER_SSO_SECRETS: JSON.stringify({ azura: "short", mistral: "a-long-enough-secret-value" }),
      BROKER_OIDC_ISSUER: "https://idp.example.com/",
    });
    expect(config).toMatchObject({ port: 0, dataDir: "/tmp/broker", databaseUrl: undefined, publicUrl: "http://127.0.0.1:3001" });
    expect(config.ssoSecrets).toEqual({ mistral: "a-long-enough-secret-value" });
    expect(config.oidc).toEqual({ issuer: "https://idp.example.com", clientId: "", clientSecret: "" });
    expect(loadConfig({ BROKER_SSO_SECRETS: "{not json" }).ssoSecrets).toEqual({});
    expect(loadConfig({})).toMatchObject({ port: 3001, dataDir: "./data", publicUrl: "" });
    for (const bad of ["abc", "-1", "70000", "1.5"]) expect(() => loadConfig({ BROKER_PORT: bad })).toThrow(/BROKER_PORT/);
  });

  it("reads BROKER_REDIRECT_ORIGINS as a list of origins, refusing paths and other schemes", () => {
    expect(loadConfig({}).redirectOrigins).toEqual([]);
    expect(loadConfig({ BROKER_REDIRECT_ORIGINS: "https://azura.example, http://localhost:3000/" }).redirectOrigins).toEqual([
      "https://azura.example",
      "http://localhost:3000",
    ]);
    for (const bad of ["https://azura.example/pay", "ftp://azura.example", "azura.example"]) {
      expect(() => loadConfig({ BROKER_REDIRECT_ORIGINS: bad })).toThrow(/BROKER_REDIRECT_ORIGINS/);
    }
  });
});
