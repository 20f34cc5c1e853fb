/**
 * The checks the questionnaire's description names, in the browser and on
 * the portal's server alike (no server import): the French social security
 * number (NIR) with its key, and the IBAN with its mod-97 check digits. The
 * broker checks the same (broker/domain/nir.ts, iban.ts) and has the last word.
 */

/** Spaces, dots and dashes between the groups go; letters are upper-cased. */
export function normalizeNir(value: string): string {
  return value.replace(/[\s\u00a0\u202f.-]+/g, "").toUpperCase();
}

/** Sex (1, 2; 3, 4, 7, 8 for temporary numbers), year, month, department (2A/2B for Corsica), commune, order, key. */
const nirShape = /^[123478]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}\d{2}$/;

/** The key of the first 13 characters: 97 − (number mod 97), Corsica's 2A read as 19 and 2B as 18. */
export function nirKey(first13: string): number {
  let remainder = 0;
  for (const digit of first13.replace("2A", "19").replace("2B", "18")) remainder = (remainder * 10 + Number(digit)) % 97;
  return 97 - remainder;
}

export function nirProblem(value: string): "format" | "key" | null {
  const nir = normalizeNir(value);
  if (!nirShape.test(nir)) return "format";
  return nirKey(nir.slice(0, 13)) === Number(nir.slice(13)) ? null : "key";
}

/** ISO 13616: two letters, two check digits, then letters and digits; the rearranged number mod 97 is 1. */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
