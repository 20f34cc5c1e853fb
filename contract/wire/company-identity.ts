/**
 * A client's company number and postal code follow the client's country, which is its brand's
 * (a brand serves one country; SPEC section 1). One module for the broker's check and the portal's
 * form, so both refuse the same values. No dependency: the browser bundle may import it.
 *
 * - FR: SIRET, 14 digits whose Luhn sum is a multiple of 10 (La Poste's establishments, SIREN
 *   356 000 000, have a digit sum that is a multiple of 5 instead).
 * - DE: a commercial register number (HRA/HRB/GnR/PR/VR and up to 6 digits, an optional court letter)
 *   or a Steuernummer (10 or 11 digits as the Länder write them, 12/345/67890, or the 13-digit ELSTER form).
 * - IT: partita IVA, 11 digits, the last one a Luhn check digit.
 * - ES: NIF: a DNI (8 digits and the mod-23 letter), an NIE (X/Y/Z, 7 digits, letter) or a company's
 *   CIF (a letter, 7 digits and a control digit or letter).
 */
export const companyCountries = ["FR", "DE", "IT", "ES"] as const;
export type CompanyCountry = (typeof companyCountries)[number];

export function isCompanyCountry(value: string): value is CompanyCountry {
  return (companyCountries as readonly string[]).includes(value);
}

/** The number as stored: upper case, single spaces; FR and IT digits without spaces or dots. */
export function normalizeCompanyIdentifier(country: CompanyCountry, value: string): string {
  const text = value.trim().toUpperCase().replace(/\s+/g, " ");
  if (country === "FR" || country === "IT") return text.replace(/[\s.]/g, "").replace(/^IT(?=\d{11}$)/, "");
  if (country === "ES") return text.replace(/[\s.-]/g, "").replace(/^ES(?=[0-9A-Z]{9}$)/, "");
  return text;
}

export function isCompanyIdentifier(country: CompanyCountry, value: string): boolean {
  const id = normalizeCompanyIdentifier(country, value);
  switch (country) {
    case "FR":
      return isSiret(id);
    case "DE":
      return isGermanRegisterNumber(id) || isSteuernummer(id);
    case "IT":
      return /^\d{11}$/.test(id) && luhnSum(id) % 10 === 0;
    case "ES":
      return isDni(id) || isNie(id) || isCif(id);
  }
}

export function isPostalCode(country: CompanyCountry, value: string): boolean {
  const code = value.trim();
  switch (country) {
    case "FR":
      // Metropolitan départements 01–95 (Corsica 20), overseas 97x and 98x.
      return /^(?:0[1-9]|[1-8]\d|9[0-5]|97[1-8]|98[046-9])\d{2,3}$/.test(code) && code.length === 5;
    case "DE":
      return /^(?!00)\d{5}$/.test(code);
    case "IT":
      return /^\d{5}$/.test(code);
    case "ES":
      // The first two digits are the province, 01–52.
      return /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(code);
  }
}

/** Sum of the Luhn algorithm (every second digit from the right doubled, 9 taken off past 9). */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum;
}

function isSiret(id: string): boolean {
  if (!/^\d{14}$/.test(id)) return false;
  if (id.startsWith("356000000")) return [...id].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  return luhnSum(id) % 10 === 0;
}

function isGermanRegisterNumber(id: string): boolean {
  return /^(?:HRA|HRB|GNR|PR|VR) ?\d{1,6}(?: ?[A-Z]{1,2})?$/.test(id);
}

function isSteuernummer(id: string): boolean {
  if (/^\d{13}$/.test(id)) return true;
  // 12/345/67890, 123/456/78901, 12345/67890, 123/4567/8901 (Hesse), 0123456789.
  if (!/^\d{2,5}(?:\/\d{3,5}){1,2}$|^\d{10,11}$/.test(id)) return false;
  const digits = id.replace(/\//g, "").length;
  return digits === 10 || digits === 11;
}

const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE";

function isDni(id: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(id);
  return match !== null && dniLetters[Number(match[1]) % 23] === match[2];
}

function isNie(id: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  return match !== null && dniLetters[Number(`${"XYZ".indexOf(match[1]!)}${match[2]}`) % 23] === match[3];
}

function isCif(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    // Positions 1, 3, 5, 7 (counted from 1) are doubled and their digits added.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const check = (10 - (sum % 10)) % 10;
  const letter = "JABCDEFGHI"[check]!;
  // Public bodies, foreign and non-resident entities write a letter; companies (A, B, E, H) a digit; the others either.
  if ("NPQRSW".includes(kind)) return control === letter;
  if ("ABEH".includes(kind)) return control === String(check);
  return control === String(check) || control === letter;
}
