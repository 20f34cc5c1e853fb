/**
 * Bank details for SEPA mandates (SPEC section 5: "a valid IBAN").
 *
 * Checks, in order: characters, country, length for that country, then the
 * ISO 13616 mod-97 checksum. Each failure has its own code so the form can
 * say "wrong length for France" rather than just "invalid".
 */

/** IBAN length per country, from the SWIFT IBAN registry. */
export const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/**
 * Countries whose IBANs can be debited by a SEPA mandate: the EU, the EEA,
 * and the non-EEA SEPA members. Overseas territories (Réunion, Jersey,
 * Åland...) use their parent country's prefix, so they need no entry.
 */
export const sepaCountries: ReadonlySet<string> = new Set([
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "IS",
  "LI",
  "NO",
  "CH",
  "GB",
  "MC",
  "SM",
  "VA",
  "AD",
  "GI",
]);

export type IbanProblem = "iban.empty" | "iban.format" | "iban.country" | "iban.length" | "iban.checksum" | "iban.not-sepa";

export type IbanCheck = { ok: true; iban: string; country: string } | { ok: false; problem: IbanProblem };

/** Removes spaces (including the non-breaking ones pasted from bank PDFs) and dashes, upper-cases. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]+/g, "").toUpperCase();
}

/**
 * ISO 7064 mod 97-10 of upper-case letters and digits (A = 10 … Z = 35),
 * digit by digit so no big integers are needed. Shared with the SEPA
 * creditor identifier (creditor-id.ts), which uses the same check.
 */
export function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === "") return { ok: false, problem: "iban.empty" };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: "iban.format" };
  const country = iban.slice(0, 2);
  const length = ibanLengths[country];
  if (length === undefined) return { ok: false, problem: "iban.country" };
  if (iban.length !== length) return { ok: false, problem: "iban.length" };
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { ok: false, problem: "iban.checksum" };
  return { ok: true, iban, country };
}

export function isValidIban(input: string): boolean {
  return checkIban(input).ok;
}

/** A valid IBAN that a SEPA direct debit can reach (what a mandate needs). */
export function checkSepaIban(input: string): IbanCheck {
  const result = checkIban(input);
  if (result.ok && !sepaCountries.has(result.country)) return { ok: false, problem: "iban.not-sepa" };
  return result;
}

/** `FR7630006000011234567890189` → `FR76 3000 6000 0112 3456 7890 189`. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Only the last 4 characters stay readable, everywhere an IBAN is shown
 * back (API answers, PDFs, e-mails): enough for the client to recognise the
 * account, useless to anyone else.
 */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  if (iban.length <= 4) return "*".repeat(iban.length);
  // The visible end is kept as one block ("... *** 0189") so it reads like the end of the account number.
  return `${"*".repeat(iban.length - 4).replace(/(.{4})(?=.)/g, "$1 ")} ${iban.slice(-4)}`;
}

/** BIC (ISO 9362): bank code, country, location, optional branch. 8 or 11 characters. */
export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(input));
}
