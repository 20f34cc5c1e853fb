/**
 * Sandbox e-signature provider. The real product hands signing to a
 * provider that texts a code to the signer's mobile (SPEC section 1); the
 * reference broker does the same with its own pages under
 * `/sandbox/sign/{id}` (signature-pages.ts) behind `ESignatureProvider`
 * (signature-provider.ts),
 * so the endpoints never know which provider they talk to.
 *
 * Rules (decided here):
 * - A session lives 7 days, then expires.
 * - A code has 6 random digits, is stored only as a salted SHA-256, and
 *   expires after 10 minutes. A new code replaces the previous one.
 * - At most one code every 30 seconds and 5 codes per session (SMS cost,
 *   and no flooding the signer's phone).
 * - 5 wrong codes per session (not per code) lock the session for good:
 *   sending new codes must not reset the guessing budget. The signer then
 *   starts again from the portal.
 * - Across sessions, a budget per document and signer (`budget`,
 *   signing-budget.ts) caps codes sent and codes tried per hour: starting a
 *   new session brings no fresh allowance. Over it, the page says when the
 *   signer may try again.
 * - Verifying a signed session answers `signed` again (a double submit
 *   must not show an error); a canceled or locked one answers `locked`.
 * - Redirect addresses must be absolute http(s) URLs without credentials,
 *   and on an allowed origin when a list is configured. The pages append
 *   `session_id` and `event` (signed | error | cancel) to them.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { isLanguage, type Language } from "../../contract/codes/language";
import { maskPhone, normalizeMobilePhone } from "../domain/phone";
import {
  SignatureError,
  type CreateSigningSessionInput,
  type ESignatureProvider,
  type SendCodeResult,
  type SigningBudget,
  type SigningBudgetKind,
  type SigningRedirects,
  type SigningSession,
  type SigningSessionStore,
  type SigningSessionView,
  type SigningStatus,
  type VerifyResult,
} from "./signature-provider";

export {
  InMemorySigningSessionStore,
  SignatureError,
  type CreateSigningSessionInput,
  type ESignatureProvider,
  type SigningSessionStore,
  type SigningSessionView,
} from "./signature-provider";

export const signingRules = {
  sessionLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  codeLifetimeMs: 10 * 60 * 1000,
  resendAfterMs: 30 * 1000,
  maxCodesPerSession: 5,
  maxFailedAttempts: 5,
} as const;

/** Absolute http(s), no user:password@, and on an allowed origin when a list is given. */
export function checkRedirectUrl(value: string, allowedOrigins: readonly string[] = []): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  if (allowedOrigins.length > 0 && !allowedOrigins.includes(url.origin)) return null;
  return url.href;
}

function checkDocumentUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//") && !value.includes("\\")) return true;
  return checkRedirectUrl(value) !== null;
}

const smsTexts: Record<Language, (brand: string, code: string) => string> = {
  en: (brand: string, code: string) => `${brand}: your signing code is ${code}. It expires in 10 minutes. Never share it with anyone.`,
  fr: (brand: string, code: string) => `${brand} : votre code de signature est ${code}. Il expire dans 10 minutes. Ne le communiquez à personne.`,
  de: (brand: string, code: string) => `${brand}: Ihr Unterschriftscode lautet ${code}. Er läuft in 10 Minuten ab. Geben Sie ihn niemals weiter.`,
  it: (brand: string, code: string) => `${brand}: il Suo codice di firma è ${code}. Scade tra 10 minuti. Non lo comunichi a nessuno.`,
  es: (brand: string, code: string) => `${brand}: su código de firma es ${code}. Caduca en 10 minutos. No lo comparta con nadie.`,
};

export function signingSmsText(lang: Language, brandName: string, code: string): string {
  return smsTexts[lang](brandName, code);
}

function hashCode(salt: string, code: string): string {
  return createHash("sha256").update(`${salt}:${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export type SandboxSignatureDeps = {
  store: SigningSessionStore;
  /** Origin the signer's browser reaches the broker on (`http://localhost:4000`); empty gives a relative URL. */
  publicBaseUrl?: string;
  /** Where the pages are mounted. */
  basePath?: string;
  /** Brand used when a session does not name one. */
  brandName: string;
  allowedRedirectOrigins?: readonly string[];
  now?: () => Date;
  /** Random 6-digit code; injectable so tests can know it. */
  generateCode?: () => string;
  /** Codes and guesses across sessions; none in unit tests of the session rules alone. */
  budget?: SigningBudget;
  /** Told about every final status (signed, canceled, locked, expired), to update the broker's signature record. */
  onStatusChange?: (session: SigningSessionView) => Promise<void> | void;
};

export class SandboxSignatureProvider implements ESignatureProvider {
  private readonly now: () => Date;
  private readonly generateCode: () => string;

  constructor(private readonly deps: SandboxSignatureDeps) {
    this.now = deps.now ?? (() => new Date());
    this.generateCode = deps.generateCode ?? (() => String(randomInt(0, 1_000_000)).padStart(6, "0"));
  }

  async createSigningSession(input: CreateSigningSessionInput): Promise<{ id: string; url: string }> {
    if (input.documents.length === 0) throw new SignatureError("signature.no-documents", "documents");
    for (const [index, document] of input.documents.entries()) {
      if (document.url && !checkDocumentUrl(document.url)) throw new SignatureError("signature.bad-document-url", `documents/${index}/url`);
    }
    const phone = normalizeMobilePhone(input.signerPhone);
    if (!phone) throw new SignatureError("signature.bad-phone", "signerPhone");
    const redirects = {} as SigningRedirects;
    for (const key of ["success", "error", "cancel"] as const) {
      const checked = checkRedirectUrl(input.redirects[key], this.deps.allowedRedirectOrigins);
      if (!checked) throw new SignatureError("signature.bad-redirect", `redirects/${key}`);
      redirects[key] = checked;
    }

    const now = this.now();
    const session: SigningSession = {
      id: randomBytes(24).toString("base64url"),
      status: "pending",
      reference: input.reference ?? null,
      brandName: input.brandName ?? this.deps.brandName,
      lang: isLanguage(input.lang) ? input.lang : "fr",
      documents: input.documents.map((document) => ({ id: document.id, name: document.name, url: document.url ?? null })),
      signerPhone: phone,
      signerName: input.signerName ?? null,
      redirects,
      nonce: randomBytes(24).toString("base64url"),
      codeHash: null,
      codeSalt: null,
      codeSentAt: null,
      codeExpiresAt: null,
      codesSent: 0,
      failedAttempts: 0,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + signingRules.sessionLifetimeMs).toISOString(),
      signedAt: null,
      canceledAt: null,
      version: 1,
    };
    await this.deps.store.insert(session);
    const base = this.deps.publicBaseUrl?.replace(/\/+$/, "") ?? "";
    const path = (this.deps.basePath ?? "/sandbox/sign").replace(/\/+$/, "");
    return { id: session.id, url: `${base}${path}/${session.id}` };
  }

  async getSession(id: string): Promise<SigningSessionView | null> {
    const session = await this.load(id);
    if (!session) return null;
    const pending = session.status === "pending";
    const [codesAllowedAt, guessesAllowedAt] = pending
      ? await Promise.all([this.spentUntil("codes", session), this.spentUntil("guesses", session)])
      : [null, null];
    return this.view(session, { codesAllowedAt, guessesAllowedAt });
  }

  private budgetSubject(session: SigningSession) {
    return { signerPhone: session.signerPhone, documentIds: session.documents.map((document) => document.id) };
  }

  private spentUntil(kind: SigningBudgetKind, session: SigningSession): Promise<Date | null> {
    return this.deps.budget?.spentUntil(kind, this.budgetSubject(session)) ?? Promise.resolve(null);
  }

  private spend(kind: SigningBudgetKind, session: SigningSession): Promise<Date | null> {
    return this.deps.budget?.spend(kind, this.budgetSubject(session)) ?? Promise.resolve(null);
  }

  async sendCode(id: string): Promise<SendCodeResult> {
    const session = await this.require(id);
    if (session.status !== "pending") return { ok: false, reason: "not-pending" };
    const now = this.now();
    if (session.codeSentAt) {
      const retryAt = new Date(Date.parse(session.codeSentAt) + signingRules.resendAfterMs);
      if (now < retryAt) return { ok: false, reason: "too-soon", retryAt };
    }
    if (session.codesSent >= signingRules.maxCodesPerSession) return { ok: false, reason: "too-many-codes" };
    const codesAllowedAt = await this.spend("codes", session);
    if (codesAllowedAt) return { ok: false, reason: "over-budget", retryAt: codesAllowedAt };

    const code = this.generateCode();
    const salt = randomBytes(16).toString("hex");
    const expiresAt = new Date(now.getTime() + signingRules.codeLifetimeMs);
    await this.save(session, {
      codeHash: hashCode(salt, code),
      codeSalt: salt,
      codeSentAt: now.toISOString(),
      codeExpiresAt: expiresAt.toISOString(),
      codesSent: session.codesSent + 1,
    });
    return { ok: true, phone: session.signerPhone, smsText: signingSmsText(session.lang, session.brandName, code), expiresAt };
  }

  async verify(id: string, code: string): Promise<VerifyResult> {
    const session = await this.require(id);
    if (session.status === "signed") return "signed";
    if (session.status === "canceled" || session.status === "locked") return "locked";
    if (session.status === "expired") return "expired";
    const now = this.now();
    if (!session.codeHash || !session.codeSalt || !session.codeExpiresAt || now.getTime() > Date.parse(session.codeExpiresAt)) return "expired";
    // Every code tried counts, before it is checked: guesses sent at once from many sessions cannot all slip under the budget.
    if (await this.spend("guesses", session)) return "over-budget";

    const candidate = code.replace(/\s+/g, "");
    if (/^\d{6}$/.test(candidate) && sameHash(hashCode(session.codeSalt, candidate), session.codeHash)) {
      await this.save(session, { status: "signed", signedAt: now.toISOString(), codeHash: null, codeSalt: null, codeExpiresAt: null });
      return "signed";
    }
    const failedAttempts = session.failedAttempts + 1;
    if (failedAttempts >= signingRules.maxFailedAttempts) {
      await this.save(session, { status: "locked", failedAttempts, codeHash: null, codeSalt: null, codeExpiresAt: null });
      return "locked";
    }
    await this.save(session, { failedAttempts });
    return "wrong-code";
  }

  async cancel(id: string): Promise<SigningStatus> {
    const session = await this.require(id);
    if (session.status !== "pending") return session.status;
    await this.save(session, { status: "canceled", canceledAt: this.now().toISOString(), codeHash: null, codeSalt: null, codeExpiresAt: null });
    return "canceled";
  }

  /** Loads a session, expiring it on the way when its lifetime is over. */
  private async load(id: string): Promise<SigningSession | null> {
    const session = await this.deps.store.get(id);
    if (!session) return null;
    if (session.status === "pending" && this.now().getTime() > Date.parse(session.expiresAt)) {
      return this.save(session, { status: "expired", codeHash: null, codeSalt: null, codeExpiresAt: null });
    }
    return session;
  }

  private async require(id: string): Promise<SigningSession> {
    const session = await this.load(id);
    if (!session) throw new SignatureError("signature.not-found");
    return session;
  }

  /**
   * Compare-and-set on the version: two tabs verifying at once cannot both
   * spend the same attempt or sign twice. The loser gets a conflict.
   */
  private async save(session: SigningSession, changes: Partial<SigningSession>): Promise<SigningSession> {
    const next = { ...session, ...changes, version: session.version + 1 };
    if (!(await this.deps.store.update(next, session.version))) throw new SignatureError("signature.conflict");
    if (next.status !== session.status) await this.deps.onStatusChange?.(this.view(next, { codesAllowedAt: null, guessesAllowedAt: null }));
    return next;
  }

  private view(session: SigningSession, budget: Pick<SigningSessionView, "codesAllowedAt" | "guessesAllowedAt">): SigningSessionView {
    const { codeHash, codeSalt: _salt, signerPhone, version: _version, ...rest } = session;
    const codeActive = codeHash !== null && session.codeExpiresAt !== null && this.now().getTime() <= Date.parse(session.codeExpiresAt);
    return {
      ...rest,
      maskedPhone: maskPhone(signerPhone),
      attemptsLeft: Math.max(0, signingRules.maxFailedAttempts - session.failedAttempts),
      codeActive,
      ...budget,
    };
  }
}
