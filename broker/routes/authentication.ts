/**
 * Logged-out authentication flows (SPEC section 7 "Authentication and session"):
 * password (and manager-space password), magic link, JWT single sign-on,
 * open-id code, password resets by e-mail link or SMS code, manager
 * forgot-password; and, with a session, logout and password change.
 *
 * Answers that could tell whether an account exists (magic link, reset,
 * manager reset) are the same 202 either way, and unknown logins still
 * count against the per-login rate limits.
 */
import * as endpoints from "../../contract/endpoints/authentication";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { findAccountByLogin, startSession } from "../auth/login";
import { brandPageLink } from "../auth/links";
import { magicLinkMessage, managerPasswordMessage, messageLanguage, resetLinkMessage, resetSmsText } from "../auth/messages";
import { exchangeExternalCode, redeemDevOidcCode } from "../auth/oidc";
import { revokeAccountSessions, revokeSession } from "../auth/sessions";
import { ssoSecretFor, verifySsoToken } from "../auth/sso";
import type { Database } from "../db/client";
import { accounts, magicLinks, passwordResets } from "../db/schema";
import { isProduction } from "../config";
import type { Account } from "../http/context";
import { ApiError, badCredentials, notFound, validationFailed } from "../http/errors";
import { clientIp, enforceRateLimit, rateLimit, refundRateLimit } from "../http/rate-limit";
import { implement } from "../http/registry";
import { enqueueEmail, enqueueSms } from "../outbox/outbox";
import { hashPassword, verifyPassword } from "../security/passwords";
import { hashToken, newNumericCode, newToken } from "../security/tokens";

/** Per login: slows password guessing on one account, whatever the source address. */
export const LOGIN_PER_ACCOUNT = { name: "login-account", limit: 10, windowMs: 15 * 60 * 1000 };
/** Per source address: slows credential stuffing across accounts. */
export const LOGIN_PER_IP = { name: "login-ip", limit: 60, windowMs: 60 * 1000 };
/** Messages sent to one login (magic links, resets): stops mail bombing. */
export const MESSAGES_PER_LOGIN = { name: "auth-messages-login", limit: 5, windowMs: 15 * 60 * 1000 };
/** Messages requested from one address, whatever the login. */
export const MESSAGES_PER_IP = { name: "auth-messages-ip", limit: 30, windowMs: 15 * 60 * 1000 };
/** Reset-code checks from one address (GET/PUT passwordresets/{code}). */
export const RESET_CHECKS_PER_IP = { name: "reset-check-ip", limit: 30, windowMs: 15 * 60 * 1000 };
/** Manager forgot-password: a new password each time, so tighter. */
export const MANAGER_RESETS_PER_LOGIN = { name: "manager-reset-login", limit: 3, windowMs: 60 * 60 * 1000 };

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

const ACCEPTED = { status: "accepted" as const };

/**
 * A new password must be new: the account's current one is refused on the field, as 422
 * `password.unchanged` (a forced change would otherwise clear must_change_password with the
 * password it was meant to replace). An account without a password has nothing to compare.
 */
async function refuseCurrentPassword(db: Database, brandId: string, accountId: string, password: string, field: string): Promise<void> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.brandId, brandId)));
  if (row?.passwordHash && (await verifyPassword(password, row.passwordHash)))
    throw validationFailed({ [field]: ["password.unchanged"] }, "The new password is the current one.");
}

const invalidLink = () =>
  new ApiError(401, "auth/bad_credentials", {
    title: "Bad credentials",
    details: "The link or code is invalid, expired or already used.",
  });

// ---------------------------------------------------------------- logins

export const passwordLogin = implement(endpoints.passwordLogin, {
  middleware: [rateLimit({ ...LOGIN_PER_IP, key: clientIp })],
  handler: async ({ c, db, deps, brand, body, now }) => {
    if (body.magic_token !== undefined) {
      // Tokens are base64url: anything else (e.g. an `oidc:` code) is refused before any lookup.
      if (!/^[A-Za-z0-9_-]+$/.test(body.magic_token)) throw invalidLink();
      const [link] = await db
        .update(magicLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(magicLinks.tokenHash, hashToken(body.magic_token)),
            eq(magicLinks.brandId, brand.id),
            isNull(magicLinks.usedAt),
            gt(magicLinks.expiresAt, now),
          ),
        )
        .returning({ accountId: magicLinks.accountId });
      if (!link) throw invalidLink();
      const [account] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, link.accountId), eq(accounts.brandId, brand.id)));
      if (!account) throw invalidLink();
      return startSession(db, deps, { brandId: brand.id, account, method: "magic_link", now, include: body.include });
    }
    const login = body.login!.trim().toLowerCase();
    await enforceRateLimit(db, LOGIN_PER_ACCOUNT, `${brand.id}:${login}`, now, deps.config);
    const account = await findAccountByLogin(db, brand.id, login);
    const manager = body.manager === true;
    const stored = manager ? account?.managerPasswordHash : account?.passwordHash;
    // verifyPassword also runs for unknown accounts: equal timing, no account enumeration.
    const current = await verifyPassword(body.password!, stored);
    const sent = manager && (await verifiesNewManagerPassword(body.password!, account, now));
    if (!(current || sent) || !account) throw badCredentials();
    if (sent) await adoptNewManagerPassword(db, account, now);
    // A login that goes through never counts toward the limits (issue 45): only refused attempts use them up.
    await Promise.all([
      refundRateLimit(db, LOGIN_PER_ACCOUNT, `${brand.id}:${login}`, now),
      refundRateLimit(db, LOGIN_PER_IP, `${brand.id}:${clientIp(c)}`, now),
    ]);
    return startSession(db, deps, {
      brandId: brand.id,
      account,
      method: manager ? "manager" : "password",
      now,
      include: body.include,
      data: manager ? { space: "manager" } : {},
    });
  },
});

export const jwtLogin = implement(endpoints.jwtLogin, {
  middleware: [rateLimit({ ...LOGIN_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const secret = ssoSecretFor(brand.id, deps.config.appEnv, deps.config.ssoSecrets);
    const email = secret ? await verifySsoToken(body.token, secret, now) : null;
    if (!email) throw badCredentials();
    const account = await findAccountByLogin(db, brand.id, email);
    if (!account) throw badCredentials();
    return startSession(db, deps, { brandId: brand.id, account, method: "jwt", now, include: body.include });
  },
});

export const openIdLogin = implement(endpoints.openIdLogin, {
  middleware: [rateLimit({ ...LOGIN_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const settings = deps.config.oidc;
    let account: Account | undefined;
    if (settings.issuer === "dev") {
      if (isProduction(deps.config)) throw badCredentials();
      const accountId = await redeemDevOidcCode(db, brand.id, body.code, now);
      if (accountId)
        [account] = await db
          .select()
          .from(accounts)
          .where(and(eq(accounts.id, accountId), eq(accounts.brandId, brand.id)));
    } else {
      const email = await exchangeExternalCode(settings as Exclude<typeof settings, { issuer: "dev" }>, body.code, body.redirect_uri, now);
      if (email) account = await findAccountByLogin(db, brand.id, email);
    }
    if (!account) throw badCredentials();
    return startSession(db, deps, { brandId: brand.id, account, method: "open_id", now, include: body.include });
  },
});

export const logout = implement(endpoints.logout, {
  handler: async ({ db, session, now, deps, brand }) => {
    await revokeSession(db, session.id, now);
    deps.log.info("logout", { brand: brand.id });
    return {};
  },
});

// ---------------------------------------------------------------- magic link

export const sendMagicLink = implement(endpoints.sendMagicLink, {
  middleware: [rateLimit({ ...MESSAGES_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const login = body.login.trim().toLowerCase();
    await enforceRateLimit(db, MESSAGES_PER_LOGIN, `${brand.id}:magic:${login}`, now, deps.config);
    const account = await findAccountByLogin(db, brand.id, login);
    if (!account) return ACCEPTED;
    const token = newToken();
    const link = brandPageLink(deps.config, brand, "login", { query: { magic: token }, locale: body.locale });
    await db.transaction(async (tx) => {
      await tx.insert(magicLinks).values({
        brandId: brand.id,
        accountId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + MAGIC_LINK_TTL_MS),
        createdAt: now,
      });
      const message = magicLinkMessage(messageLanguage(brand.country, body.locale), brand.name, account.firstname, link);
      await enqueueEmail(tx, { brandId: brand.id, to: account.email, ...message, template: "magic-link" });
    });
    return ACCEPTED;
  },
});

// ---------------------------------------------------------------- password resets

export const requestPasswordReset = implement(endpoints.requestPasswordReset, {
  middleware: [rateLimit({ ...MESSAGES_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const login = body.login.trim().toLowerCase();
    await enforceRateLimit(db, MESSAGES_PER_LOGIN, `${brand.id}:reset:${login}`, now, deps.config);
    const account = await findAccountByLogin(db, brand.id, login);
    if (!account) return ACCEPTED;
    const bySms = body.by === "sms";
    if (bySms && !account.phone) return ACCEPTED;
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    await db.transaction(async (tx) => {
      // One live reset per account: a new request voids the previous link or code.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.accountId, account.id), eq(passwordResets.brandId, brand.id), isNull(passwordResets.usedAt)));
      if (bySms) {
        const code = newNumericCode(6);
        await tx.insert(passwordResets).values({ brandId: brand.id, accountId: account.id, smsCodeHash: hashToken(code), expiresAt, createdAt: now });
        await enqueueSms(tx, {
          brandId: brand.id,
          to: account.phone!,
          text: resetSmsText(messageLanguage(brand.country, body.locale), brand.name, code),
          template: "password-reset-sms",
        });
      } else {
        const token = newToken();
        const link = brandPageLink(deps.config, brand, "login-reset-password-email", { params: { token }, locale: body.locale });
        await tx.insert(passwordResets).values({ brandId: brand.id, accountId: account.id, emailTokenHash: hashToken(token), expiresAt, createdAt: now });
        const message = resetLinkMessage(messageLanguage(brand.country, body.locale), brand.name, account.firstname, link);
        await enqueueEmail(tx, { brandId: brand.id, to: account.email, ...message, template: "password-reset" });
      }
    });
    return ACCEPTED;
  },
});

type ResetRow = typeof passwordResets.$inferSelect;

/**
 * The live reset behind `{code}`: an e-mailed token, or an SMS code together
 * with `?login=` (the code alone is too short to look up). Every wrong SMS
 * code counts on the account's live reset; the 5th voids it.
 */
async function liveReset(db: Database, brandId: string, code: string, login: string | undefined, now: Date): Promise<{ reset: ResetRow; account: Account }> {
  const live = and(eq(passwordResets.brandId, brandId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  let reset: ResetRow | undefined;
  if (/^\d{6}$/.test(code)) {
    if (!login) throw notFound();
    const account = await findAccountByLogin(db, brandId, login);
    if (!account) throw notFound();
    const [candidate] = await db
      .select()
      .from(passwordResets)
      .where(and(live, eq(passwordResets.accountId, account.id), sql`${passwordResets.smsCodeHash} is not null`))
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    if (!candidate || candidate.attempts >= SMS_CODE_MAX_ATTEMPTS) throw notFound();
    if (candidate.smsCodeHash !== hashToken(code)) {
      const attempts = candidate.attempts + 1;
      await db
        .update(passwordResets)
        .set({ attempts, ...(attempts >= SMS_CODE_MAX_ATTEMPTS ? { usedAt: now } : {}) })
        .where(eq(passwordResets.id, candidate.id));
      throw notFound();
    }
    reset = candidate;
  } else {
    [reset] = await db
      .select()
      .from(passwordResets)
      .where(and(live, eq(passwordResets.emailTokenHash, hashToken(code))))
      .limit(1);
  }
  if (!reset) throw notFound();
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, reset.accountId), eq(accounts.brandId, brandId)));
  if (!account) throw notFound();
  return { reset, account };
}

export const checkPasswordReset = implement(endpoints.checkPasswordReset, {
  middleware: [rateLimit({ ...RESET_CHECKS_PER_IP, key: clientIp })],
  handler: async ({ db, brand, params, query, now }) => {
    const { reset, account } = await liveReset(db, brand.id, params.code, query.login, now);
    return { email: account.email, expires_at: reset.expiresAt.toISOString() };
  },
});

export const savePasswordReset = implement(endpoints.savePasswordReset, {
  middleware: [rateLimit({ ...RESET_CHECKS_PER_IP, key: clientIp })],
  handler: async ({ db, brand, params, query, body, now }) => {
    const { reset, account } = await liveReset(db, brand.id, params.code, query.login, now);
    await refuseCurrentPassword(db, brand.id, account.id, body.password, "password");
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (used.length === 0) throw notFound(); // a concurrent request used it first
      await tx
        .update(accounts)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(and(eq(accounts.id, account.id), eq(accounts.brandId, brand.id)));
      await revokeAccountSessions(tx, brand.id, account.id, now);
    });
    return {};
  },
});

export const changePassword = implement(endpoints.changePassword, {
  handler: async ({ db, brand, session, body, now }) => {
    await refuseCurrentPassword(db, brand.id, session.account.id, body.newPassword, "newPassword");
    const passwordHash = await hashPassword(body.newPassword);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash, mustChangePassword: false, updatedAt: now })
        .where(and(eq(accounts.id, session.account.id), eq(accounts.brandId, brand.id)));
      await revokeAccountSessions(tx, brand.id, session.account.id, now, session.id);
    });
    return {};
  },
});

// ---------------------------------------------------------------- manager space

/** A readable random password that follows the SPEC rule (16 chars: upper, lower, digits). */
export function generatePassword(): string {
  const raw = newToken().replace(/[^A-Za-z0-9]/g, "");
  return `${raw.slice(0, 10)}Aa${newNumericCode(4)}`;
}

/** How long a sent manager password waits beside the current one (decision 0276): a day to read the e-mail. */
export const NEW_MANAGER_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the password is the manager password sent by e-mail and not yet expired. Runs the hash check every time
 * (a dummy one when there is none), so the answer's timing does not tell whether one was asked for.
 */
async function verifiesNewManagerPassword(password: string, account: Account | undefined, now: Date): Promise<boolean> {
  const live = account?.newManagerPasswordExpiresAt && account.newManagerPasswordExpiresAt > now;
  const matches = await verifyPassword(password, live ? account.newManagerPasswordHash : undefined);
  return Boolean(live && matches);
}

/** The sent password, once used, becomes the manager password: the former one stops working only then. */
async function adoptNewManagerPassword(db: Database, account: Account, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ managerPasswordHash: account.newManagerPasswordHash, newManagerPasswordHash: null, newManagerPasswordExpiresAt: null, updatedAt: now })
    .where(and(eq(accounts.id, account.id), eq(accounts.brandId, account.brandId), eq(accounts.newManagerPasswordHash, account.newManagerPasswordHash!)));
}

export const managerPasswordReset = implement(endpoints.managerPasswordReset, {
  middleware: [rateLimit({ ...MESSAGES_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const login = body.login.trim().toLowerCase();
    await enforceRateLimit(db, MANAGER_RESETS_PER_LOGIN, `${brand.id}:manager:${login}`, now, deps.config);
    const account = await findAccountByLogin(db, brand.id, login);
    // Only accounts that have a manager space get a manager password.
    if (!account?.managerPasswordHash) return ACCEPTED;
    const password = generatePassword();
    const managerPasswordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      // Beside the current password, not instead of it: whoever knows the address could otherwise lock the manager out.
      await tx
        .update(accounts)
        .set({
          newManagerPasswordHash: managerPasswordHash,
          newManagerPasswordExpiresAt: new Date(now.getTime() + NEW_MANAGER_PASSWORD_TTL_MS),
          updatedAt: now,
        })
        .where(and(eq(accounts.id, account.id), eq(accounts.brandId, brand.id)));
      const message = managerPasswordMessage(messageLanguage(brand.country, body.locale), brand.name, account.firstname, password);
      await enqueueEmail(tx, { brandId: brand.id, to: account.email, ...message, template: "manager-password" });
    });
    return ACCEPTED;
  },
});

export const authenticationRoutes = [
  passwordLogin,
  jwtLogin,
  openIdLogin,
  logout,
  sendMagicLink,
  requestPasswordReset,
  checkPasswordReset,
  savePasswordReset,
  changePassword,
  managerPasswordReset,
];
