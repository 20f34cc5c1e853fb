/** Broker settings, read once from the environment (see README "Environment"). */
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
  sessionTtlMs: number;
  idempotencyTtlMs: number;
};

/** BROKER_RATE_LIMIT_FACTOR: a positive number; unset or empty is 1. Anything else stops the start. */
export function parseRateLimitFactor(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 1;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(`BROKER_RATE_LIMIT_FACTOR must be a positive number, got ${JSON.stringify(raw)}`);
  }
  return factor;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): BrokerConfig {
  return {
    appEnv: env.APP_ENV ?? "local",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Courtia <no-reply@courtia.localhost>",
    portalUrl: env.PORTAL_URL ?? "http://localhost:3000",
    rateLimitFactor: parseRateLimitFactor(env.BROKER_RATE_LIMIT_FACTOR),
    sessionTtlMs: 12 * 60 * 60 * 1000,
    idempotencyTtlMs: 24 * 60 * 60 * 1000,
  };
}

export const isProduction = (config: BrokerConfig) => config.appEnv === "production";
