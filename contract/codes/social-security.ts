/**
 * The social security number the KYC personal-data step asks (SPEC section
 * 3: "Personal data: birth date, social security number"), checked the way
 * each country builds it, and against the birth date typed beside it
 * (docs/decisions/0190). Pure and without imports: the broker checks with it
 * (domain/dynamic-form.ts) and the portal's form schema too, in the browser
 * and on its server (app/routes/account/kyc/step-schema.ts), so the same
 * number gets the same answer everywhere; the broker's has the last word.
 *
 * - FR: NIR, 15 characters: sex (1 or 2), year, month, department (2A/2B for
 *   Corsica), commune, order, then the key 97 − (first 13 mod 97).
 * - IT: codice fiscale, 16 characters: surname, name, year, month letter,
 *   day (+40 for women), place, then a check letter (odd/even tables).
 * - DE: Versicherungsnummer, 12 characters: area number, birth date
 *   DDMMYY in positions 3-8, initial of the birth name, serial, check digit
 *   (weights 2 1 2 5 7 1 2 1 2 1 2 1, cross sums, mod 10).
 * - ES: número de afiliación (NUSS), 12 digits: province, number, and two
 *   control digits, (province and number) mod 97.
 *
 * A number's sex digit or day is never turned into words about the person.
 */
export const socialSecurityCountries = ["FR", "IT", "DE", "ES"] as const;
export type SocialSecurityCountry = (typeof socialSecurityCountries)[number];

export const socialSecurityCodes = {
  /** Not the country's length or characters. */
  format: "social-security.format",
  /** The key, check letter, check digit or control digits do not match. */
  check: "social-security.check",
  /** The birth date the number carries is not the one given. */
  birthDate: "social-security.birth-date",
} as const;
export type SocialSecurityProblem = (typeof socialSecurityCodes)[keyof typeof socialSecurityCodes];

export type SocialSecurityCheck = { ok: true; number: string } | { ok: false; problem: SocialSecurityProblem };

export function isSocialSecurityCountry(value: unknown): value is SocialSecurityCountry {
  return typeof value === "string" && (socialSecurityCountries as readonly string[]).includes(value);
}

/** Spaces, dots, dashes and slashes people type between the groups go; letters are upper-cased. */
export function normalizeSocialSecurityNumber(input: string): string {
  return input.replace(/[\s\u00a0\u202f./-]+/g, "").toUpperCase();
}

/** What is shown of a stored number: only its last three characters (docs/decisions/0190). */
export function maskSocialSecurityNumber(number: string): string {
  const normalized = normalizeSocialSecurityNumber(number);
  return `${"•".repeat(Math.max(0, normalized.length - 3))}${normalized.slice(-3)}`;
}

type Birth = { year: number; month: number; day: number };

function birthOf(iso: string | null | undefined): Birth | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const mod97 = (digits: string) => [...digits].reduce((remainder, digit) => (remainder * 10 + Number(digit)) % 97, 0);

// FR ─────────────────────────────────────────────────────────────────────────
/** Sex 1 or 2, year, month (01-12, or 20-42 and 50-99 when the month is unknown), department (2A/2B), commune, order, key. */
const nirShape = /^[12]\d{2}(0[1-9]|1[0-2]|[23]\d|4[0-2]|[5-9]\d)(\d{2}|2A|2B)\d{6}\d{2}$/;

/** The NIR key of the first 13 characters: 97 − (number mod 97), Corsica's 2A read as 19 and 2B as 18 (INSEE). */
export function nirKey(first13: string): number {
  return 97 - mod97(first13.replace("2A", "19").replace("2B", "18"));
}

function checkFrance(nir: string, birth: Birth | null): SocialSecurityProblem | null {
  if (!nirShape.test(nir)) return socialSecurityCodes.format;
  if (nirKey(nir.slice(0, 13)) !== Number(nir.slice(13))) return socialSecurityCodes.check;
  if (!birth) return null;
  const month = Number(nir.slice(3, 5));
  if (Number(nir.slice(1, 3)) !== birth.year % 100 || (month <= 12 && month !== birth.month)) return socialSecurityCodes.birthDate;
  return null;
}

// IT ─────────────────────────────────────────────────────────────────────────
/** Positions (0-based) where a digit may be replaced by a letter (omocodia), and the letters standing for 0-9. */
const omocodia = "LMNPQRSTUV";
const cfShape = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const cfMonths = "ABCDEHLMPRST";
/** Values of the characters in odd positions (1st, 3rd…), digits then letters A-Z. */
const cfOdd: Record<string, number> = Object.fromEntries(
  [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((char, i) => [
    char,
    [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i],
  ]),
);
const cfEven = (char: string) => (char >= "A" ? char.charCodeAt(0) - 65 : Number(char));

export function codiceFiscaleCheck(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? cfOdd[first15[i]] : cfEven(first15[i]);
  return String.fromCharCode(65 + (sum % 26));
}

const cfDigits = (chars: string) => Number([...chars].map((c) => (c >= "A" ? String(omocodia.indexOf(c)) : c)).join(""));

function checkItaly(cf: string, birth: Birth | null): SocialSecurityProblem | null {
  if (!cfShape.test(cf)) return socialSecurityCodes.format;
  const day = cfDigits(cf.slice(9, 11));
  if (day < 1 || (day > 31 && day < 41) || day > 71) return socialSecurityCodes.format;
  if (codiceFiscaleCheck(cf.slice(0, 15)) !== cf[15]) return socialSecurityCodes.check;
  if (!birth) return null;
  const sameDay = day === birth.day || day === birth.day + 40;
  if (cfDigits(cf.slice(6, 8)) !== birth.year % 100 || cfMonths.indexOf(cf[8]) + 1 !== birth.month || !sameDay) return socialSecurityCodes.birthDate;
  return null;
}

// DE ─────────────────────────────────────────────────────────────────────────
const rvnrShape = /^\d{8}[A-Z]\d{3}$/;
const rvnrWeights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];

/** The check digit of the first 11 characters: the letter as its 2-digit place in the alphabet, weighted, cross sums, mod 10. */
export function rvnrCheckDigit(first11: string): number {
  const digits = first11.slice(0, 8) + String(first11.charCodeAt(8) - 64).padStart(2, "0") + first11.slice(9, 11);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const product = Number(digits[i]) * rvnrWeights[i];
    sum += Math.floor(product / 10) + (product % 10);
  }
  return sum % 10;
}

function checkGermany(rvnr: string, birth: Birth | null): SocialSecurityProblem | null {
  if (!rvnrShape.test(rvnr)) return socialSecurityCodes.format;
  if (rvnrCheckDigit(rvnr.slice(0, 11)) !== Number(rvnr[11])) return socialSecurityCodes.check;
  if (!birth) return null;
  const carried = rvnr.slice(2, 8);
  const expected = [birth.day, birth.month, birth.year % 100].map((n) => String(n).padStart(2, "0")).join("");
  return carried === expected ? null : socialSecurityCodes.birthDate;
}

// ES ─────────────────────────────────────────────────────────────────────────
/** The control digits of province (2) and number (8): the Seguridad Social drops the number's leading zero below 10,000,000. */
export function nussControl(first10: string): number {
  const province = Number(first10.slice(0, 2));
  const number = Number(first10.slice(2));
  const base = number < 10_000_000 ? province * 10_000_000 + number : province * 100_000_000 + number;
  return mod97(String(base));
}

function checkSpain(nuss: string): SocialSecurityProblem | null {
  if (!/^\d{12}$/.test(nuss) || nuss.startsWith("00")) return socialSecurityCodes.format;
  return nussControl(nuss.slice(0, 10)) === Number(nuss.slice(10)) ? null : socialSecurityCodes.check;
}

/**
 * Checks a number for a country and, when a birth date is given (`YYYY-MM-DD`),
 * that the number carries it (FR year and month, IT and DE the whole date; a
 * Spanish number carries none). The number comes back normalized.
 */
export function checkSocialSecurityNumber(country: SocialSecurityCountry, input: string, birthDate?: string | null): SocialSecurityCheck {
  const number = normalizeSocialSecurityNumber(input);
  const birth = birthOf(birthDate);
  const problem =
    country === "FR"
      ? checkFrance(number, birth)
      : country === "IT"
        ? checkItaly(number, birth)
        : country === "DE"
          ? checkGermany(number, birth)
          : checkSpain(number);
  return problem ? { ok: false, problem } : { ok: true, number };
}
