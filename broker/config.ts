/**
 * Broker settings: the environment is read here and nowhere else, checked by
 * zod once at start (docs/configuration.md "Broker"). A bad value stops the start with
 * the variable's name, instead of surfacing later as a strange request error.
 */
import { z } from "zod";

export type OidcSettings = { issuer: "dev" } | { issuer: string; clientId: string; clientSecret: string };

export type BrokerConfig = {
  /** `production` hides developer tools such as /dev/mailbox. */
  appEnv: string;
  /** nodemailer transport URL; without it e-mails are only stored in the outbox. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing e-mails. */
  mailFrom: string;
  /**
   * Public base URL of the portal, for links in e-mails. May hold a `{brand}`
   * placeholder (`http://{brand}.localhost:3000`): read it through
   * `portalUrlFor(config, brandCode)` (auth/links.ts), never directly.
   */
  portalUrl: string;
  /**
   * Multiplies the `limit` of every rate limit (BROKER_RATE_LIMIT_FACTOR,
   * default 1). Test runs that log in many times from one address raise it.
   */
  rateLimitFactor: number;
  /** Origin the signer's browser reaches the broker on; empty: signing URLs are broker paths. */
  publicUrl: string;
  /**
   * Origins the sandbox pages (signing, card) may send the browser back to
   * (BROKER_REDIRECT_ORIGINS, comma-separated). Empty: any http(s) address,
   * for development; production lists the portal's origins so the broker's
   * pages cannot be used as an open redirect.
   */
  redirectOrigins: readonly string[];
  /** `pglite/`, `brand-tokens.json`, `uploads/`. */
  dataDir: string;
  /** PostgreSQL; without it, PGlite in `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  /** 0 picks a free port. */
  port: number;
  /** JWT single sign-on secrets by brand code (only those of 16 characters or more). */
  ssoSecrets: Readonly<Record<string, string>>;
  oidc: OidcSettings;
  sessionTtlMs: number;
  idempotencyTtlMs: number;
};

export const DEFAULT_DATA_DIR = "./data";

const optional = z.string().optional();
/** Unset and empty are the same: `SMTP_URL=` in a .env file means "none". */
const optionalNonEmpty = optional.transform((value) => value || undefined);

const rateLimitFactor = optional.transform((raw, ctx) => {
  if (raw === undefined || raw.trim() === "") return 1;
  const factor = Number(raw);
  if (Number.isFinite(factor) && factor > 0) return factor;
  ctx.addIssue({ code: "custom", message: `must be a positive number, got ${JSON.stringify(raw)}` });
  return z.NEVER;
});

/**
 * A malformed BROKER_SSO_SECRETS counts as "no secrets": production then
 * refuses every token rather than falling back to a dev secret.
 */
const ssoSecrets = optional.transform((raw) => {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object") return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length >= 16));
});

const port = optional.transform((raw, ctx) => {
  if (raw === undefined || raw.trim() === "") return 3001;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0 && value <= 65535) return value;
  ctx.addIssue({ code: "custom", message: `must be a port number (0 to 65535), got ${JSON.stringify(raw)}` });
  return z.NEVER;
});

/** Each entry must be an origin (scheme, host, port), so it compares equal to `new URL(…).origin`. */
const redirectOrigins = optional.transform((raw, ctx) => {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.origin === entry.replace(/\/+$/, "")) origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin) {
      ctx.addIssue({ code: "custom", message: `must be http(s) origins separated by commas, got ${JSON.stringify(entry)}` });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

const EnvSchema = z.object({
  APP_ENV: z.string().default("local"),
  SMTP_URL: optionalNonEmpty,
  MAIL_FROM: z.string().default("Courtia <no-reply@courtia.localhost>"),
  PORTAL_URL: z.string().default("http://localhost:3000"),
  BROKER_RATE_LIMIT_FACTOR: rateLimitFactor,
  BROKER_PUBLIC_URL: z.string().default(""),
  BROKER_REDIRECT_ORIGINS: redirectOrigins,
  BROKER_DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: optionalNonEmpty,
  BROKER_PORT: port,
  BROKER_SSO_SECRETS: ssoSecrets,
  BROKER_OIDC_ISSUER: optional,
  BROKER_OIDC_CLIENT_ID: optional,
  BROKER_OIDC_CLIENT_SECRET: optional,
});

type Env = Record<string, string | undefined>;

function parseEnv(env: Env) {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid broker settings: ${problems.join("; ")}`);
}

/** BROKER_RATE_LIMIT_FACTOR: a positive number; unset or empty is 1. Anything else stops the start. */
export function parseRateLimitFactor(raw: string | undefined): number {
  return parseEnv({ BROKER_RATE_LIMIT_FACTOR: raw }).BROKER_RATE_LIMIT_FACTOR;
}

/** `dev` (or unset): the built-in dev identity provider; anything else is an external issuer URL. */
export function oidcSettings(env: { BROKER_OIDC_ISSUER?: string; BROKER_OIDC_CLIENT_ID?: string; BROKER_OIDC_CLIENT_SECRET?: string }): OidcSettings {
  const issuer = env.BROKER_OIDC_ISSUER?.trim();
  if (!issuer || issuer === "dev") return { issuer: "dev" };
  return { issuer: issuer.replace(/\/+$/, ""), clientId: env.BROKER_OIDC_CLIENT_ID ?? "", clientSecret: env.BROKER_OIDC_CLIENT_SECRET ?? "" };
}

export function loadConfig(env: Env = process.env): BrokerConfig {
  const e = parseEnv(env);
  return {
    appEnv: e.APP_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    portalUrl: e.PORTAL_URL,
    rateLimitFactor: e.BROKER_RATE_LIMIT_FACTOR,
    publicUrl: e.BROKER_PUBLIC_URL,
    redirectOrigins: e.BROKER_REDIRECT_ORIGINS,
    dataDir: e.BROKER_DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    port: e.BROKER_PORT,
    ssoSecrets: e.BROKER_SSO_SECRETS,
    oidc: oidcSettings(e),
    sessionTtlMs: 12 * 60 * 60 * 1000,
    idempotencyTtlMs: 24 * 60 * 60 * 1000,
  };
}

export const isProduction = (config: BrokerConfig) => config.appEnv === "production";
