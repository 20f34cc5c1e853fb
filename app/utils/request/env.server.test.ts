import { describe, expect, it } from "vitest";
import { debugEnvironments, esignOrigins, parseEnv, remixServerMode } from "~/utils/request/env.server";

describe("environment", () => {
  it("has working defaults for a local run", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, APP_ENV: "local", BROKER_TIMEOUT_MS: 30_000, COOKIE_SECURE: true, BROKER_TOKENS: {} });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("names each bad variable in one message", () => {
    expect(() => parseEnv({ PORT: "http", BROKER_API_URL: "not a url", BROKER_TOKENS: "{oops" })).toThrow(
      /PORT[\s\S]*BROKER_API_URL[\s\S]*BROKER_TOKENS must be a JSON object/,
    );
  });

  it("requires a session secret in production", () => {
    expect(() => parseEnv({ APP_ENV: "production" })).toThrow(/SESSION_SECRET: required in production/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
  });

  it("reads per-brand tokens and allowed redirect hosts", () => {
    const env = parseEnv({ BROKER_TOKENS: '{"azura":"t1","azura:IT":"t2"}', ALLOWED_REDIRECT_HOSTS: " Pay.Example , sign.example" });
    expect(env.BROKER_TOKENS).toEqual({ azura: "t1", "azura:IT": "t2" });
    expect(env.ALLOWED_REDIRECT_HOSTS).toEqual(["pay.example", "sign.example"]);
  });

  it("reads the sign-in rate limits and an optional redis:// or rediss:// REDIS_URL", () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({ AUTH_RATE_LIMIT: 10, AUTH_RATE_LIMIT_WINDOW_MS: 60_000, AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS: 900_000 });
    expect(defaults.REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    const env = parseEnv({ REDIS_URL: "rediss://:secret@cache.internal:6380/2", AUTH_RATE_LIMIT: "5", AUTH_RATE_LIMIT_WINDOW_MS: "30000" });
    expect(env).toMatchObject({ REDIS_URL: "rediss://:secret@cache.internal:6380/2", AUTH_RATE_LIMIT: 5, AUTH_RATE_LIMIT_WINDOW_MS: 30_000 });
    expect(() => parseEnv({ REDIS_URL: "http://cache.internal" })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseEnv({ AUTH_RATE_LIMIT: "0", AUTH_RATE_LIMIT_WINDOW_MS: "soon" })).toThrow(/AUTH_RATE_LIMIT:[\s\S]*AUTH_RATE_LIMIT_WINDOW_MS:/);
  });

  it("trusts no proxy by default, and reads hop counts, addresses, ranges and names like Express", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7 ,fd00::/8, 172.16.0.0/255.240.0.0, uniquelocal" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "172.16.0.0/255.240.0.0",
      "uniquelocal",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true would trust every hop/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY must be[\s\S]*10\.0\.0\.0\/33/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY must be/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/255.0.255.0" })).toThrow(/TRUST_PROXY must be/);
  });

  it("is https-only in production, where the TLS proxy must be trusted", () => {
    const secret = "x".repeat(32);
    expect(parseEnv({}).HTTPS_ONLY).toBe(false);
    expect(parseEnv({ APP_ENV: "staging" }).HTTPS_ONLY).toBe(false);
    expect(() => parseEnv({ APP_ENV: "production", SESSION_SECRET: secret })).toThrow(/TRUST_PROXY: required with HTTPS_ONLY/);
    expect(parseEnv({ APP_ENV: "production", SESSION_SECRET: secret, TRUST_PROXY: "1" }).HTTPS_ONLY).toBe(true);
    expect(parseEnv({ APP_ENV: "production", SESSION_SECRET: secret, HTTPS_ONLY: "false" }).HTTPS_ONLY).toBe(false);
    expect(parseEnv({ APP_ENV: "staging", HTTPS_ONLY: "true", TRUST_PROXY: "loopback" }).HTTPS_ONLY).toBe(true);
  });

  it("sends a signer only to the signing origin of the brand: ESIGN_ORIGIN, else the brand's own v2 API", () => {
    const perBrand = parseEnv({ BROKER_API_URL: "https://api.broker.example/v2", BROKER_API_URLS: '{"azura":"https://api.azura.example/v2/"}' });
    expect(esignOrigins(perBrand, "azura")).toEqual(["https://api.azura.example"]);
    expect(esignOrigins(perBrand, "vigie")).toEqual(["https://api.broker.example"]);
    // The CSP's form-action: every origin a brand may be sent to.
    expect(esignOrigins(perBrand)).toEqual(["https://api.broker.example", "https://api.azura.example"]);
    const provider = parseEnv({ BROKER_API_URL: "https://api.broker.example/v2", ESIGN_ORIGIN: "https://sign.example/start" });
    expect(esignOrigins(provider, "azura")).toEqual(["https://sign.example"]);
    expect(esignOrigins(parseEnv({}))).toEqual([]);
  });
});

// Issue 45 §4: in production Remix gives the error boundary a bare "Unexpected Server Error"; the debug environments keep the error.
describe("Remix's server mode", () => {
  it("is production only for a production build in production; every other environment keeps the error for the debug tree", () => {
    expect(remixServerMode({ NODE_ENV: "production", APP_ENV: "production" })).toBe("production");
    for (const APP_ENV of ["staging", "uat", "demo", "dev", "local", "test"] as const) {
      expect(remixServerMode({ NODE_ENV: "production", APP_ENV }), APP_ENV).toBe("development");
      expect(debugEnvironments, APP_ENV).toContain(APP_ENV);
    }
    expect(debugEnvironments).not.toContain("production");
    expect(remixServerMode({ NODE_ENV: "development", APP_ENV: "production" })).toBe("development");
  });
});
