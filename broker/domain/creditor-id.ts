/**
 * SEPA creditor identifier (ICS in France, "Gläubiger-ID", "codice
 * identificativo del creditore"): printed on every mandate next to the UMR,
 * so that the debtor's bank can tell who may debit the account.
 *
 * Structure (EPC262-08): country code, 2 check digits, a 3-character
 * business code the creditor picks freely (`ZZZ` by default), then the
 * national identifier. The check digits are ISO 7064 mod 97-10 like an
 * IBAN's, computed over the national identifier followed by the country
 * code and the check digits, WITHOUT the business code: the creditor may
 * change it and the identifier stays valid.
 */
import { mod97 } from "./iban";

/** Whole length in the countries of our brands (EPC262-08 country overview); other SEPA countries: up to 35. */
export const creditorIdLengths: Readonly<Record<string, number>> = { FR: 13, DE: 18, IT: 23, ES: 16 };

export type CreditorIdProblem = "creditor-id.format" | "creditor-id.length" | "creditor-id.checksum";

export type CreditorIdCheck = { ok: true; id: string; country: string } | { ok: false; problem: CreditorIdProblem };

export function normalizeCreditorId(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]+/g, "").toUpperCase();
}

const shape = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/;

/** The two check digits of a national identifier in a country (what an issuing bank computes). */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(`${normalizeCreditorId(nationalId)}${country.toUpperCase()}00`)).padStart(2, "0");
}

export function checkCreditorId(input: string): CreditorIdCheck {
  const id = normalizeCreditorId(input);
  const match = shape.exec(id);
  if (!match) return { ok: false, problem: "creditor-id.format" };
  const [, country, digits, national] = match;
  const length = creditorIdLengths[country];
  if (length !== undefined && id.length !== length) return { ok: false, problem: "creditor-id.length" };
  if (mod97(`${national}${country}${digits}`) !== 1) return { ok: false, problem: "creditor-id.checksum" };
  return { ok: true, id, country };
}

export function isValidCreditorId(input: string): boolean {
  return checkCreditorId(input).ok;
}
