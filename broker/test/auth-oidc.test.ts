import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { exchangeExternalCode } from "../auth/oidc";
import { loadConfig, oidcSettings } from "../config";
import { ssoSecretFor, devSsoSecret } from "../auth/sso";

const issuer = "https://idp.example.com";
const settings = { issuer, clientId: "portal", clientSecret: "s3cret" };
const now = new Date("2026-11-01T10:00:00Z");

async function fakeIssuer(claims: Record<string, unknown>, opts: { audience?: string; tokenStatus?: number } = {}) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  const idToken = await new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "k1" })
    .setIssuer(issuer)
    .setAudience(opts.audience ?? "portal")
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 300)
    .sign(privateKey);
  const calls: { url: string; body?: string }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, body: init?.body ? String(init.body) : undefined });
    if (url.endsWith("/.well-known/openid-configuration")) return Response.json({ issuer, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    if (url === `${issuer}/token`) return Response.json({ id_token: idToken }, { status: opts.tokenStatus ?? 200 });
    if (url === `${issuer}/jwks`) return Response.json({ keys: [jwk] });
    return new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

describe("external open-id issuer", () => {
  it("exchanges the code and returns the verified e-mail", async () => {
    const idp = await fakeIssuer({ sub: "u-1", email: "Demo.Full@example.com" });
    const email = await exchangeExternalCode(settings, "code-1", "http://localhost:3000/fr-fr/login", now, idp.fetchImpl);
    expect(email).toBe("demo.full@example.com");
    const tokenCall = idp.calls.find((c) => c.url.endsWith("/token"))!;
    expect(tokenCall.body).toContain("grant_type=authorization_code");
    expect(tokenCall.body).toContain("code=code-1");
  });

  it("refuses a token for another audience, or a failed exchange", async () => {
    const wrongAud = await fakeIssuer({ email: "demo.full@example.com" }, { audience: "someone-else" });
    expect(await exchangeExternalCode(settings, "c", undefined, now, wrongAud.fetchImpl)).toBeNull();
    const failing = await fakeIssuer({ email: "demo.full@example.com" }, { tokenStatus: 400 });
    expect(await exchangeExternalCode(settings, "c", undefined, now, failing.fetchImpl)).toBeNull();
  });

  it("reads its settings from the environment", () => {
    expect(oidcSettings({})).toEqual({ issuer: "dev" });
    expect(oidcSettings({ BROKER_OIDC_ISSUER: "https://idp.example.com/", BROKER_OIDC_CLIENT_ID: "a", BROKER_OIDC_CLIENT_SECRET: "b" })).toEqual({
      issuer: "https://idp.example.com",
      clientId: "a",
      clientSecret: "b",
    });
  });
});

describe("SSO secrets", () => {
  it("come from BROKER_SSO_SECRETS, else the dev secret outside production, else none", () => {
    const env = loadConfig({ BROKER_SSO_SECRETS: JSON.stringify({ azura: "a-long-enough-secret-value" }) }).ssoSecrets;
    expect(ssoSecretFor("azura", "local", env)).toBe("a-long-enough-secret-value");
    expect(ssoSecretFor("mistral", "local", env)).toBe(devSsoSecret("mistral"));
    expect(ssoSecretFor("mistral", "production", env)).toBeNull();
    expect(ssoSecretFor("azura", "production", env)).toBe("a-long-enough-secret-value");
    expect(ssoSecretFor("azura", "production", {})).toBeNull();
  });
});
