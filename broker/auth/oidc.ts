/**
 * Open-id login (POST clients/authentication/open-id): exchanges an
 * authorization code for the e-mail of the person.
 *
 * Issuer (docs/configuration.md "Broker"; settings `oidc` in config.ts):
 * - `BROKER_OIDC_ISSUER` unset or `dev` (default, refused in production): the
 *   built-in dev identity provider, `GET /dev/oidc/authorize` (dev/oidc.ts).
 *   Its codes are one-time rows of `magic_link`, stored as the hash of
 *   `oidc:<code>` so that a code can never be used as a magic-link token.
 * - Any other value: an external OpenID Connect issuer URL. The broker reads
 *   `<issuer>/.well-known/openid-configuration`, posts the code to its token
 *   endpoint (client `BROKER_OIDC_CLIENT_ID` / `BROKER_OIDC_CLIENT_SECRET`), and
 *   verifies the id_token against the issuer's JWKS (iss, aud, exp); the
 *   `email` claim (else `sub`) names the account.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { createRemoteJWKSet, customFetch, jwtVerify } from "jose";
import type { Database } from "../db/client";
import { accounts, magicLinks } from "../db/schema";
import type { OidcSettings } from "../config";
import { hashToken, newToken } from "../security/tokens";

export const OIDC_CODE_TTL_MS = 2 * 60 * 1000;

const devCodeHash = (code: string) => hashToken(`oidc:${code}`);

/** Dev identity provider: a one-time code for an account of the brand. */
export async function issueDevOidcCode(db: Database, brandId: string, accountId: string, now: Date): Promise<string> {
  const code = newToken();
  await db.insert(magicLinks).values({
    brandId,
    accountId,
    tokenHash: devCodeHash(code),
    expiresAt: new Date(now.getTime() + OIDC_CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}

/** Consumes a dev code (single use): the account id, or null. */
export async function redeemDevOidcCode(db: Database, brandId: string, code: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(magicLinks)
    .set({ usedAt: now })
    .where(and(eq(magicLinks.tokenHash, devCodeHash(code)), eq(magicLinks.brandId, brandId), isNull(magicLinks.usedAt), gt(magicLinks.expiresAt, now)))
    .returning({ accountId: magicLinks.accountId });
  if (!row) return null;
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, row.accountId), eq(accounts.brandId, brandId)));
  return account?.id ?? null;
}

/** External issuer: the e-mail behind a code, or null when the exchange or the id_token check fails. */
export async function exchangeExternalCode(
  settings: Exclude<OidcSettings, { issuer: "dev" }>,
  code: string,
  redirectUri: string | undefined,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const discovery = (await (await fetchImpl(`${settings.issuer}/.well-known/openid-configuration`)).json()) as {
      token_endpoint?: string;
      jwks_uri?: string;
      issuer?: string;
    };
    if (!discovery.token_endpoint || !discovery.jwks_uri) return null;
    const form = new URLSearchParams({ grant_type: "authorization_code", code, client_id: settings.clientId, client_secret: settings.clientSecret });
    if (redirectUri) form.set("redirect_uri", redirectUri);
    const res = await fetchImpl(discovery.token_endpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form,
    });
    if (!res.ok) return null;
    const tokens = (await res.json()) as { id_token?: string };
    if (!tokens.id_token) return null;
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(discovery.jwks_uri), { [customFetch]: fetchImpl }), {
      issuer: discovery.issuer ?? settings.issuer,
      audience: settings.clientId,
      requiredClaims: ["exp"],
      currentDate: now,
    });
    const email = typeof payload.email === "string" ? payload.email : typeof payload.sub === "string" ? payload.sub : null;
    return email && email.includes("@") ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
