/**
 * How an IBAN is written back to its owner: capitals, no spaces inside,
 * then groups of 4 (FR76 3000 6000 0112 3456 7890 189), as on a bank's
 * own documents, whatever the site's language. The broker checks it (mod 97,
 * the country's length, SEPA countries).
 */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The IBAN check a form makes before the broker's (the KYC questionnaire's, in the browser and on the
 * server alike): ISO 13616, two letters, two check digits, then letters and digits; the rearranged number
 * mod 97 is 1. The broker checks the same and more (broker/domain/iban.ts) and has the last word.
 */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
