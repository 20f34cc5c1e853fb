/**
 * The IBAN check the questionnaire's description names, in the browser and on
 * the portal's server alike (no server import): its mod-97 check digits. The
 * broker checks the same (broker/domain/iban.ts) and has the last word. The
 * social security number's checks are the broker's own module
 * (contract/codes/social-security.ts, pure), used as is.
 */

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
