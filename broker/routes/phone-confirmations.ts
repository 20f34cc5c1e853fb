/**
 * Phone confirmation (SPEC feature flag `must_confirm_phone`; SPEC does not
 * detail the flow, see docs/broker/authentication.md "Phone confirmation"):
 *
 *   POST clients/{client}/phone-confirmations { phone } → SMS with a 6-digit code
 *   PUT  clients/{client}/phone-confirmations { code }  → phone saved, flag cleared, SPEC Session
 *
 * Clients and prospects alike (`customer` auth): the phone belongs to the
 * account. Codes are stored hashed, live 10 minutes, are single use, and the
 * 5th wrong attempt voids them; a new request voids the previous code.
 */
import * as endpoints from "../../contract/endpoints/phone-confirmations";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { phoneConfirmationSmsText, messageLanguage } from "../auth/messages";
import { ERROR_CODES } from "../../contract/wire/errors";
import { accounts, phoneConfirmations } from "../db/schema";
import { normalizeMobilePhone, phoneCountryOf } from "../domain/phone";
import { ApiError, validationFailed } from "../http/errors";
import { rateLimit } from "../http/rate-limit";
import { implement } from "../http/registry";
import { found } from "../scope/ownership";
import { SESSION_HEADER } from "../http/session";
import { enqueueSms } from "../outbox/outbox";
import { hashToken, newNumericCode, safeEqual } from "../security/tokens";
import { buildSessionBody } from "../views/session";

export const PHONE_CONFIRMATION_TTL_MS = 10 * 60 * 1000;
export const PHONE_CONFIRMATION_MAX_ATTEMPTS = 5;
/** Codes sent for one account, like the reset SMS per login (routes/authentication.ts MESSAGES_PER_LOGIN). */
export const PHONE_CONFIRMATIONS_PER_ACCOUNT = { name: "phone-confirmation-account", limit: 5, windowMs: 15 * 60 * 1000 };
/** Code checks of one account, on top of the 5 attempts per code. */
export const PHONE_CONFIRMATION_CHECKS_PER_ACCOUNT = { name: "phone-confirmation-check-account", limit: 30, windowMs: 15 * 60 * 1000 };

/** Wrong, expired, used or voided code, or none pending: one answer for all. */
export const invalidConfirmationCode = () =>
  new ApiError(422, ERROR_CODES.phoneConfirmationInvalidCode, {
    title: "Invalid code",
    details: "The code is invalid, expired or already used. Ask for a new code.",
    message: "An error occurred, verify your information before trying again.",
    errors: { code: [ERROR_CODES.phoneConfirmationInvalidCode] },
  });

export const requestPhoneConfirmation = implement(endpoints.requestPhoneConfirmation, {
  middleware: [rateLimit({ ...PHONE_CONFIRMATIONS_PER_ACCOUNT, key: (c) => c.get("session").account.id })],
  handler: async ({ db, deps, brand, session, body, now }) => {
    const phone = normalizeMobilePhone(body.phone, phoneCountryOf(brand.country));
    if (!phone) throw validationFailed({ phone: ["phone.not-mobile"] }, "A mobile phone number is required.");
    const accountId = session.account.id;
    const code = newNumericCode(6);
    const expiresAt = new Date(now.getTime() + PHONE_CONFIRMATION_TTL_MS);
    await db.transaction(async (tx) => {
      // Serialises concurrent requests of one account (PostgreSQL), so only one code stays live.
      await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.brandId, brand.id)))
        .for("update");
      await tx
        .update(phoneConfirmations)
        .set({ usedAt: now })
        .where(and(eq(phoneConfirmations.brandId, brand.id), eq(phoneConfirmations.accountId, accountId), isNull(phoneConfirmations.usedAt)));
      await tx.insert(phoneConfirmations).values({ brandId: brand.id, accountId, phone, codeHash: hashToken(code), expiresAt, createdAt: now });
      await enqueueSms(tx, {
        brandId: brand.id,
        to: phone,
        text: phoneConfirmationSmsText(messageLanguage(brand.country, body.locale), brand.name, code),
        template: "phone-confirmation",
      });
    });
    deps.log.info("phone_confirmation_sent", { brand: brand.id });
    return { status: "accepted" as const, expires_at: expiresAt.toISOString() };
  },
});

export const confirmPhone = implement(endpoints.confirmPhone, {
  middleware: [rateLimit({ ...PHONE_CONFIRMATION_CHECKS_PER_ACCOUNT, key: (c) => c.get("session").account.id })],
  handler: async ({ c, db, deps, brand, session, query, body, now }) => {
    const t = phoneConfirmations;
    const live = and(eq(t.brandId, brand.id), eq(t.accountId, session.account.id), isNull(t.usedAt), gt(t.expiresAt, now));
    const [candidate] = await db.select({ id: t.id }).from(t).where(live).orderBy(desc(t.createdAt)).limit(1);
    if (!candidate) throw invalidConfirmationCode();
    // Takes one attempt before comparing: never more than 5 guesses per code, even concurrently.
    const [attempt] = await db
      .update(t)
      .set({ attempts: sql`${t.attempts} + 1` })
      .where(and(eq(t.id, candidate.id), live, lt(t.attempts, PHONE_CONFIRMATION_MAX_ATTEMPTS)))
      .returning();
    if (!attempt) throw invalidConfirmationCode();
    if (!safeEqual(attempt.codeHash, hashToken(body.code))) {
      if (attempt.attempts >= PHONE_CONFIRMATION_MAX_ATTEMPTS) {
        await db
          .update(t)
          .set({ usedAt: now })
          .where(and(eq(t.id, attempt.id), isNull(t.usedAt)));
      }
      deps.log.info("phone_confirmation_failed", { brand: brand.id, attempts: attempt.attempts });
      throw invalidConfirmationCode();
    }
    const account = await db.transaction(async (tx) => {
      const used = await tx
        .update(t)
        .set({ usedAt: now, confirmedAt: now })
        .where(and(eq(t.id, attempt.id), isNull(t.usedAt)))
        .returning({ id: t.id });
      if (used.length === 0) throw invalidConfirmationCode(); // a concurrent request used or voided it first
      return found(
        await tx
          .update(accounts)
          .set({ phone: attempt.phone, mustConfirmPhone: false, updatedAt: now })
          .where(and(eq(accounts.id, session.account.id), eq(accounts.brandId, brand.id)))
          .returning(),
      );
    });
    deps.log.info("phone_confirmed", { brand: brand.id });
    return buildSessionBody(
      db,
      {
        token: c.req.header(SESSION_HEADER)!,
        sessionId: session.id,
        brandId: brand.id,
        account,
        client: session.client,
        role: session.role,
        data: session.data,
      },
      { includeBestProductSheet: query.include?.includes("best_product_sheet") ?? false },
    );
  },
});

export const phoneConfirmationRoutes = [requestPhoneConfirmation, confirmPhone];
