/**
 * Single sign-on by JWT (POST clients/authentication/jwt): an HS256 token
 * signed by the partner with the brand's shared secret.
 *
 * Secrets: `BROKER_SSO_SECRETS` = JSON `{ "<brand>": "<secret>" }`, read by
 * config.ts (a malformed value counts as none). Outside
 * production a brand without a configured secret uses the documented dev
 * secret `dev-sso-secret-<brand>` (docs/broker/authentication.md). In production a
 * brand without a secret refuses every token.
 */
import { errors as joseErrors, jwtVerify } from "jose";

export const SSO_MAX_LIFETIME_S = 60 * 60;

export function devSsoSecret(brandId: string): string {
  return `dev-sso-secret-${brandId}`;
}

/** The brand's secret (settings `ssoSecrets`), else the dev secret outside production, else null: refuse every token. */
export function ssoSecretFor(brandId: string, appEnv: string, secrets: Readonly<Record<string, string>>): string | null {
  return secrets[brandId] ?? (appEnv === "production" ? null : devSsoSecret(brandId));
}

/** The e-mail (`sub`) of a valid token, or null (bad signature, expired, no exp, wrong algorithm, too long-lived). */
export async function verifySsoToken(token: string, secret: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
      currentDate: now,
      clockTolerance: 30,
    });
    const nowS = Math.floor(now.getTime() / 1000);
    if (typeof payload.exp !== "number" || payload.exp - nowS > SSO_MAX_LIFETIME_S) return null;
    if (typeof payload.sub !== "string" || !payload.sub.includes("@")) return null;
    return payload.sub.trim().toLowerCase();
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
