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
  sessionTtlMs: number;
  idempotencyTtlMs: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): BrokerConfig {
  return {
    appEnv: env.APP_ENV ?? "local",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Courtia <no-reply@courtia.localhost>",
    portalUrl: env.PORTAL_URL ?? "http://localhost:3000",
    sessionTtlMs: 12 * 60 * 60 * 1000,
    idempotencyTtlMs: 24 * 60 * 60 * 1000,
  };
}

export const isProduction = (config: BrokerConfig) => config.appEnv === "production";
