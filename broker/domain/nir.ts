/**
 * The French social security number (NIR, "numéro de sécurité sociale"):
 * 13 characters then a 2-digit key, key = 97 − (number mod 97). Corsica's
 * departments 2A and 2B stand in the number as letters: for the key, 2A
 * reads 19 and 2B reads 18 (INSEE's rule). The portal checks the same way
 * (app/routes/account/kyc/nir.ts); the broker's check is the one that counts.
 */
export type NirProblem = "nir.format" | "nir.key";
export type NirCheck = { ok: true; nir: string } | { ok: false; problem: NirProblem };

/** Spaces, dots and dashes people type between the groups go; letters are upper-cased. */
export function normalizeNir(input: string): string {
  return input.replace(/[\s\u00a0\u202f.-]+/g, "").toUpperCase();
}

/** Sex (1, 2, or 3, 4, 7, 8 for temporary numbers), year, month, department (2A/2B), commune, order, key. */
const shape = /^[123478]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}\d{2}$/;

export function nirKey(first13: string): number {
  const digits = first13.replace("2A", "19").replace("2B", "18");
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 97 - remainder;
}

export function checkNir(input: string): NirCheck {
  const nir = normalizeNir(input);
  if (!shape.test(nir)) return { ok: false, problem: "nir.format" };
  if (nirKey(nir.slice(0, 13)) !== Number(nir.slice(13))) return { ok: false, problem: "nir.key" };
  return { ok: true, nir };
}
