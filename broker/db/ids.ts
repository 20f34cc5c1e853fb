import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base32, lower case: URL-safe, no ambiguous letters

/**
 * Opaque string id with a readable prefix (`ctr_…`, `inv_…`), for entities
 * whose ids the SPEC shows as strings and that appear in URLs.
 * 16 base32 characters = 80 random bits: unguessable enough that a leaked id
 * is useless without the brand token and session anyway.
 */
export function newId(prefix: string): string {
  const bytes = randomBytes(16);
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return `${prefix}_${out}`;
}
