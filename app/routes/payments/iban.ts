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
