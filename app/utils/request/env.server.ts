import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.server";

/**
 * Environment, validated once at start. A bad value stops the server with a
 * message naming the variable, instead of failing on the first request.
 */
const appEnvironments = ["production", "staging", "uat", "demo", "dev", "local", "test"] as const;

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** An optional JSON object of brand code to value, given as one variable. */
function jsonRecord(value: z.ZodType<string>, message: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, string>;
      try {
        return z.record(z.string(), value).parse(JSON.parse(raw));
      } catch {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
    });
}

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
  APP_ENV: z.enum(appEnvironments).default("local"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  BROKER_API_URL: z.url("BROKER_API_URL must be an absolute http(s) URL").optional(),
  /**
   * Bearer tokens of the v2 API, per brand and optionally per country:
   * JSON `{ "azura": "…", "courtia-fr": "…", "azura:IT": "…" }`.
   */
  BROKER_TOKENS: jsonRecord(z.string().min(1), "BROKER_TOKENS must be a JSON object of brand code to token"),
  /** Per-brand base URLs when brands are served by different v2 hosts: JSON `{ "azura": "https://…" }`. */
  BROKER_API_URLS: jsonRecord(z.url(), "BROKER_API_URLS must be a JSON object of brand code to URL"),
  /** v2 request timeout; the SPEC's "no timeout" would hang pages forever (docs/decisions). */
  BROKER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Pages a process works on at once; the others wait their turn (docs/decisions/0154). */
  PAGES_AT_ONCE: z.coerce.number().int().positive().default(8),
  /**
   * Origin of the e-signature provider's signing pages (the broker's sandbox under `npm start`):
   * the only address outside the portal a signature page sends the browser to (CSP form-action).
   */
  ESIGN_ORIGIN: z.url("ESIGN_ORIGIN must be an absolute http(s) URL").optional(),
  /** Hosts outside the portal that redirects may go to, comma separated. */
  ALLOWED_REDIRECT_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Cookies are Secure by default; only a plain-http deployment outside localhost turns this off. */
  COOKIE_SECURE: booleanFlag.default(true),
  /** Session ends after this much inactivity (SPEC: not shown; docs/decisions). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  /** Session ends this long after sign-in, active or not. */
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  /** Open-id sign-in: the identity provider's authorize address (the broker's dev provider under `npm start`). */
  OIDC_AUTHORIZE_URL: z.url("OIDC_AUTHORIZE_URL must be an absolute http(s) URL").optional(),
  /** Client id at the identity provider; the brand code when unset (the dev provider's convention). */
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  SENTRY_DSN: z.url().optional(),
  ANALYTICS: z.enum(["off", "debug"]).default("off"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * Redis shared by every portal process for the sign-in forms' rate limits
   * (`redis://` or `rediss://`); without it, each process counts in memory.
   * Empty counts as unset.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, hostname: /^.+$/, message: "REDIS_URL must be a redis:// or rediss:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Posts a sign-in form accepts per client address, and per account, in one window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Length of the address's window. */
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Length of the account's window: the broker's own (10 refused sign-ins per login in 15 minutes), so the wait the
   * portal says when it refuses first is the wait the broker would say (issue 45 §4, decision 0019's amendment).
   */
  AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host are believed (trust-proxy.server.ts).
   * None by default: the socket address is the visitor's, so a visitor cannot
   * pick the address the rate limits count.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  /**
   * Plain-http requests are redirected to https and HSTS is sent
   * (docs/decisions/0023). On by default in production only, so a local
   * `npm start` keeps working over http://localhost.
   */
  HTTPS_ONLY: booleanFlag.optional(),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; HTTPS_ONLY: boolean };

let cached: Env | null = null;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (!env.SESSION_SECRET) {
    if (env.APP_ENV === "production") throw new Error("Invalid environment:\n  SESSION_SECRET: required in production");
    // Local and test runs get a per-process secret: sessions simply end on restart.
    env.SESSION_SECRET = crypto.randomUUID() + crypto.randomUUID();
  }
  env.HTTPS_ONLY ??= env.APP_ENV === "production";
  if (env.HTTPS_ONLY && env.TRUST_PROXY === false) {
    // TLS ends at a proxy in front (the portal only listens on http): without trusting it,
    // every request would look like plain http and be redirected again, forever.
    throw new Error("Invalid environment:\n  TRUST_PROXY: required with HTTPS_ONLY (the TLS proxy's hop count or addresses), or set HTTPS_ONLY=false");
  }
  return env as Env;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Reads the environment again on next use. For test helpers that start a broker and point the portal at it:
 * the portal's unit tests share their modules between files (vitest `isolate: false`), so settings read by one
 * file would otherwise be the next file's.
 */
export function rereadEnv(): void {
  cached = null;
}

/** Values the browser may see. Never put a secret here. */
export function publicEnv(env: Env) {
  return {
    APP_ENV: env.APP_ENV,
    SENTRY_DSN: env.SENTRY_DSN ?? null,
    ANALYTICS: env.ANALYTICS,
  };
}

export type PublicEnv = ReturnType<typeof publicEnv>;

/**
 * Environments that show the debug data tree on error pages: SPEC section 2's staging, dev, local, demo and
 * uat, and `test` (ours, the automated runs): every one but production (issue 45 §4, decision 0185).
 */
export const debugEnvironments = ["staging", "dev", "local", "demo", "uat", "test"] as const;

/**
 * Remix's server mode. In "production" Remix replaces an error a loader or an action throws by a bare
 * "Unexpected Server Error" before any error boundary sees it, so the debug tree had nothing to show; the
 * debug environments run it in "development", which keeps the error's message and stack (decision 0185).
 * Production never does: there the 500 screen carries no detail of the error.
 */
export function remixServerMode(env: Pick<Env, "NODE_ENV" | "APP_ENV">): "production" | "development" {
  return env.NODE_ENV === "production" && !(debugEnvironments as readonly string[]).includes(env.APP_ENV) ? "production" : "development";
}

/**
 * Where a signature page may send the browser: ESIGN_ORIGIN, else the v2
 * API's own origin (its sandbox pages), which a brand may have of its own
 * (BROKER_API_URLS). With a brand: that brand's origin; without: every one
 * (the CSP's form-action lists them all).
 */
export function esignOrigins(env: Pick<Env, "ESIGN_ORIGIN" | "BROKER_API_URL" | "BROKER_API_URLS">, brandCode?: string): string[] {
  if (env.ESIGN_ORIGIN) return [new URL(env.ESIGN_ORIGIN).origin];
  const addresses = brandCode ? [env.BROKER_API_URLS[brandCode] ?? env.BROKER_API_URL] : [env.BROKER_API_URL, ...Object.values(env.BROKER_API_URLS)];
  return [...new Set(addresses.filter((address): address is string => Boolean(address)).map((address) => new URL(address).origin))];
}
