/**
 * What the broker asks of an e-signature provider: a signing session for
 * some documents and a signer's mobile, then the signer's pages do the rest
 * (SPEC section 1: the provider texts a code). Routes and the signature
 * records only see this interface; `signature.ts` is the sandbox behind it.
 */
import type { Language } from "../../contract/codes/language";
import { InMemoryVersionedStore, type VersionedStore } from "./versioned-store";

export type SigningDocument = { id: string; name: string; /** Absolute http(s) URL or a path on the broker. */ url?: string | null };

export type SigningRedirects = { success: string; error: string; cancel: string };

export type SigningStatus = "pending" | "signed" | "canceled" | "locked" | "expired";

export type SigningSession = {
  id: string;
  status: SigningStatus;
  /** Opaque link to the caller's record (the broker's signature id). */
  reference: string | null;
  brandName: string;
  lang: Language;
  documents: SigningDocument[];
  signerPhone: string;
  signerName: string | null;
  redirects: SigningRedirects;
  /** Per-session form token: every POST must echo it. */
  nonce: string;
  codeHash: string | null;
  codeSalt: string | null;
  codeSentAt: string | null;
  codeExpiresAt: string | null;
  codesSent: number;
  failedAttempts: number;
  createdAt: string;
  expiresAt: string;
  signedAt: string | null;
  canceledAt: string | null;
  version: number;
};

/** What the pages may see: no code hash or salt, a masked phone. */
export type SigningSessionView = Omit<SigningSession, "codeHash" | "codeSalt" | "signerPhone" | "version"> & {
  maskedPhone: string;
  attemptsLeft: number;
  codeActive: boolean;
  /** While a budget across sessions (SigningBudget) is spent: when codes, or guesses, are allowed again. */
  codesAllowedAt: Date | null;
  guessesAllowedAt: Date | null;
};

/** What a budget counts: codes sent, or codes tried. */
export type SigningBudgetKind = "codes" | "guesses";

/**
 * Budgets that hold across signing sessions (issue 41): a new session must
 * not bring a fresh allowance of SMS codes or of guesses. Counted for each
 * document of the session and its signer; the broker keeps the counts in
 * the database (providers/signing-budget.ts).
 */
export interface SigningBudget {
  /** Counts one code sent (or one code tried); when it is over budget, the time it is allowed again, else null. */
  spend(kind: SigningBudgetKind, who: SigningBudgetSubject): Promise<Date | null>;
  /** Without counting: when the next one is allowed again while the budget is spent, else null. */
  spentUntil(kind: SigningBudgetKind, who: SigningBudgetSubject): Promise<Date | null>;
}

export type SigningBudgetSubject = { signerPhone: string; documentIds: readonly string[] };

export type CreateSigningSessionInput = {
  documents: SigningDocument[];
  signerPhone: string;
  signerName?: string | null;
  redirects: SigningRedirects;
  lang?: string;
  brandName?: string;
  reference?: string | null;
};

export type SendCodeResult =
  | { ok: true; phone: string; smsText: string; expiresAt: Date }
  | { ok: false; reason: "not-pending" }
  | { ok: false; reason: "too-soon"; retryAt: Date }
  | { ok: false; reason: "too-many-codes" }
  | { ok: false; reason: "over-budget"; retryAt: Date };

/** `over-budget`: too many codes tried on these documents across sessions; the code was not checked. */
export type VerifyResult = "signed" | "wrong-code" | "locked" | "expired" | "over-budget";

export interface ESignatureProvider {
  createSigningSession(input: CreateSigningSessionInput): Promise<{ id: string; url: string }>;
  getSession(id: string): Promise<SigningSessionView | null>;
  /** Makes a new code; the caller puts `smsText` in the SMS outbox for `phone`. */
  sendCode(id: string): Promise<SendCodeResult>;
  verify(id: string, code: string): Promise<VerifyResult>;
  /** The status after the call: `canceled`, or the final status it already had. */
  cancel(id: string): Promise<SigningStatus>;
}

export type SigningSessionStore = VersionedStore<SigningSession>;

export class InMemorySigningSessionStore extends InMemoryVersionedStore<SigningSession> {
  constructor() {
    super((session) => session.id, "signing session id");
  }
}

export type SignatureErrorCode =
  "signature.not-found" | "signature.no-documents" | "signature.bad-document-url" | "signature.bad-phone" | "signature.bad-redirect" | "signature.conflict";

export class SignatureError extends Error {
  constructor(
    readonly code: SignatureErrorCode,
    /** Field of the create input at fault, for 422 answers. */
    readonly field?: string,
  ) {
    super(field ? `${code} (${field})` : code);
    this.name = "SignatureError";
  }
}
