import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../db/demo/logins";
import { accounts, idempotencyKeys, outbox, phoneConfirmations } from "../db/schema";
import { PHONE_CONFIRMATION_MAX_ATTEMPTS, PHONE_CONFIRMATION_TTL_MS, PHONE_CONFIRMATIONS_PER_ACCOUNT } from "../routes/phone-confirmations";
import { hashToken } from "../security/tokens";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

let t: TestBroker;
let ipCounter = 0;
const ip = () => ({ "x-forwarded-for": `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

/** Session of the demo account that must confirm its phone (no phone yet), on its own client. */
const phoneUser = (brand: string) => t.sessionForAccount(brand, DEMO_EMAILS.phone, { clientId: `cli_${brand}_phone` });
const ownerId = (s: TestSession) => (s.clientId ?? s.prospectId)!;

function requestCode(brand: string, s: TestSession, body: unknown, extra: { idempotencyKey?: string } = {}) {
  return t.request(`/v2/clients/${ownerId(s)}/phone-confirmations`, { brand, session: s.token, body, headers: ip(), ...extra });
}

function confirm(brand: string, s: TestSession, code: unknown, extra: { idempotencyKey?: string; query?: string } = {}) {
  return t.request(`/v2/clients/${ownerId(s)}/phone-confirmations${extra.query ?? ""}`, {
    method: "PUT",
    brand,
    session: s.token,
    body: { code },
    headers: ip(),
    idempotencyKey: extra.idempotencyKey,
  });
}

/** The 6-digit code of the last phone-confirmation SMS sent to `to` (read from the outbox, as a phone would). */
async function lastCode(brand: string, to: string) {
  const [sms] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, brand), eq(outbox.recipient, to), eq(outbox.template, "phone-confirmation")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(sms?.channel).toBe("sms");
  return { code: /\b(\d{6})\b/.exec(sms.textBody)![1], text: sms.textBody };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function expectInvalidCode(res: Response) {
  expect(res.status).toBe(422);
  const body = await res.json();
  expect(body).toMatchObject({ status_code: 422, code: "phone-confirmation.invalid-code", errors: { code: ["phone-confirmation.invalid-code"] } });
  expect(Object.keys(body.errors)).toEqual(["code"]);
}

describe("phone confirmation", () => {
  it("logs in with must_confirm_phone, sends a code, and the right code saves the phone and answers the fresh Session", async () => {
    const brand = "azura";
    const loginRes = await t.request("/v2/clients/authentication", { brand, body: { login: DEMO_EMAILS.phone, password: DEMO_PASSWORD }, headers: ip() });
    expect(loginRes.status).toBe(200);
    const session = await loginRes.json();
    expect(session.feature_flags.must_confirm_phone).toBe(true);
    expect(session.account.phone).toBeNull();
    const s = { token: session.session, clientId: session.client.id, prospectId: null } as TestSession;

    const before = t.clock.now().getTime();
    const sent = await requestCode(brand, s, { phone: "06 12 34 56 78" });
    expect(sent.status).toBe(202);
    const accepted = await sent.json();
    expect(accepted).toEqual({ status: "accepted", expires_at: expect.any(String) });
    const expiresIn = Date.parse(accepted.expires_at) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(PHONE_CONFIRMATION_TTL_MS - 1000);
    expect(expiresIn).toBeLessThanOrEqual(PHONE_CONFIRMATION_TTL_MS + 5000);

    // SMS to the number being confirmed (E.164), in the brand's language.
    const { code, text } = await lastCode(brand, "+33612345678");
    expect(text).toMatch(/^Azura Assurances : votre code de confirmation du téléphone est \d{6}\./);

    // Stored hashed only.
    const [row] = await t.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.accountId, session.account.uuid));
    expect(row.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.phone).toBe("+33612345678");

    const ok = await confirm(brand, s, code, { idempotencyKey: "phone-confirm-1" });
    expect(ok.status).toBe(200);
    const fresh = await ok.json();
    expect(fresh.session).toBe(s.token);
    expect(fresh.feature_flags.must_confirm_phone).toBe(false);
    expect(fresh.account.phone).toBe("+33612345678");
    expect(fresh.client.id).toBe(s.clientId);

    // Same body as GET session for this token.
    const get = await t.request(`/v2/clients/${s.clientId}/session`, { brand, session: s.token });
    expect(await get.json()).toEqual(fresh);
    // The answer holds the session token: never stored for Idempotency-Key replays.
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "phone-confirm-1"))).toHaveLength(0);

    // Single use.
    await expectInvalidCode(await confirm(brand, s, code));
  });

  it("refuses a wrong code with 422 phone-confirmation.invalid-code; the right one still works", async () => {
    const brand = "mistral";
    const s = await phoneUser(brand);
    expect((await requestCode(brand, s, { phone: "+33 7 11 22 33 44" })).status).toBe(202);
    const { code } = await lastCode(brand, "+33711223344");
    await expectInvalidCode(await confirm(brand, s, otherCode(code)));
    const ok = await confirm(brand, s, code);
    expect(ok.status).toBe(200);
    expect((await ok.json()).account.phone).toBe("+33711223344");
  });

  it("voids the code after 5 wrong attempts", async () => {
    const brand = "vigie";
    const s = await phoneUser(brand);
    expect((await requestCode(brand, s, { phone: "0611111111" })).status).toBe(202);
    const { code } = await lastCode(brand, "+33611111111");
    for (let i = 0; i < PHONE_CONFIRMATION_MAX_ATTEMPTS; i++) await expectInvalidCode(await confirm(brand, s, otherCode(code)));
    await expectInvalidCode(await confirm(brand, s, code));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, s.accountId));
    expect(account.phone).toBeNull();
    expect(account.mustConfirmPhone).toBe(true);
    const [row] = await t.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.accountId, s.accountId));
    expect(row.usedAt).not.toBeNull();
    expect(row.attempts).toBe(PHONE_CONFIRMATION_MAX_ATTEMPTS);
  });

  it("expires after 10 minutes (Italian brand: national number and Italian SMS)", async () => {
    const brand = "castello";
    const s = await phoneUser(brand);
    expect((await requestCode(brand, s, { phone: "345 123 4567" })).status).toBe(202);
    const { code, text } = await lastCode(brand, "+393451234567");
    expect(text).toContain("il codice di conferma del telefono è");
    t.clock.advance(PHONE_CONFIRMATION_TTL_MS + 1000);
    await expectInvalidCode(await confirm(brand, s, code));
  });

  it("a new request voids the previous code", async () => {
    const brand = "nordhafen";
    const s = await phoneUser(brand);
    expect((await requestCode(brand, s, { phone: "0151 23456789" })).status).toBe(202);
    const first = (await lastCode(brand, "+4915123456789")).code;
    expect((await requestCode(brand, s, { phone: "0160 1234567" })).status).toBe(202);
    const second = (await lastCode(brand, "+491601234567")).code;
    if (first !== second) await expectInvalidCode(await confirm(brand, s, first));
    const ok = await confirm(brand, s, second);
    expect(ok.status).toBe(200);
    expect((await ok.json()).account.phone).toBe("+491601234567");
  });

  it("answers the same 422 when no confirmation is pending", async () => {
    const s = await phoneUser("solana");
    await expectInvalidCode(await confirm("solana", s, "123456"));
  });

  it("works for prospects too (the phone belongs to the account)", async () => {
    const brand = "courtia-fr";
    const s = await t.sessionFor(brand, "prospect");
    expect((await requestCode(brand, s, { phone: "06 99 88 77 66" })).status).toBe(202);
    const { code } = await lastCode(brand, "+33699887766");
    const ok = await confirm(brand, s, code);
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.client).toBeNull();
    expect(body.account.phone).toBe("+33699887766");
  });

  it("answers 422 validation.failed on phone for what is not a mobile number, and on code for a malformed code", async () => {
    const brand = "courtia-de";
    const s = await phoneUser(brand);
    for (const phone of ["030 1234567", "call me", ""]) {
      const res = await requestCode(brand, s, { phone });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body).toMatchObject({ status_code: 422, code: "validation.failed", errors: { phone: [expect.any(String)] } });
      expect(Object.keys(body.errors)).toEqual(["phone"]);
    }
    const missing = await requestCode(brand, s, {});
    expect((await missing.json()).errors).toHaveProperty("phone");
    const malformed = await confirm(brand, s, "12ab");
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({ code: "validation.failed", errors: { code: [expect.any(String)] } });
    expect(await t.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.accountId, s.accountId))).toHaveLength(0);
  });

  it("is limited per account like the reset SMS", async () => {
    const brand = "courtia-it";
    const s = await t.sessionFor(brand, "client");
    for (let i = 0; i < PHONE_CONFIRMATIONS_PER_ACCOUNT.limit; i++) expect((await requestCode(brand, s, { phone: "345 000 0001" })).status).toBe(202);
    const limited = await requestCode(brand, s, { phone: "345 000 0001" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "rate-limited" });
  });
});

describe("phone confirmation isolation", () => {
  it("answers 404 for another client id, 401 without a session or with another brand's", async () => {
    const brand = "courtia-es";
    const s = await phoneUser(brand);
    const other = await t.sessionFor(brand, "client");
    for (const method of ["POST", "PUT"]) {
      const body = method === "POST" ? { phone: "612 345 678" } : { code: "123456" };
      const otherId = await t.request(`/v2/clients/${other.clientId}/phone-confirmations`, { method, brand, session: s.token, body });
      expect(otherId.status).toBe(404);
      expect((await otherId.json()).code).toBe("generic.not-found");
      const noSession = await t.request(`/v2/clients/${s.clientId}/phone-confirmations`, { method, brand, body });
      expect(noSession.status).toBe(401);
      expect((await noSession.json()).code).toBe("generic.invalid-auth-token");
      const otherBrand = await t.request(`/v2/clients/${s.clientId}/phone-confirmations`, { method, brand: "azura", session: s.token, body });
      expect(otherBrand.status).toBe(401);
    }
    expect(await t.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.accountId, s.accountId))).toHaveLength(0);
  });
});
