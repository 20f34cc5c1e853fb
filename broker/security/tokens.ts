import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A fresh secret: 256 random bits, base64url (brand tokens, session tokens, links). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Short numeric code for SMS (reset, e-signature). Safe only with attempt limits. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, "0");
}

/** SHA-256 hex: the only form in which tokens and codes are stored or compared. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Hash of arbitrary bytes (request bodies for idempotency). */
export function hashBytes(...parts: (string | Uint8Array)[]): string {
  const h = createHash("sha256");
  for (const p of parts) {
    h.update(p);
    h.update("\0");
  }
  return h.digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
