/**
 * Mobile numbers for SMS codes (SPEC section 1: "a mobile phone is required
 * for signing"). Numbers are stored in E.164 (`+33612345678`).
 *
 * National formats are read for the four portal countries. A number is a
 * mobile when its prefix is one of that country's mobile ranges; numbers
 * of other countries are accepted on format alone, since we keep no
 * numbering plan for them.
 */
export type PhoneCountry = "FR" | "IT" | "DE" | "ES";

const callingCodes: Record<PhoneCountry, string> = { FR: "33", IT: "39", DE: "49", ES: "34" };

/** The national format to read numbers in for a brand country (`fr`, `IT`…); FR for any other. */
export function phoneCountryOf(country: string | null | undefined): PhoneCountry {
  const upper = (country ?? "").toUpperCase();
  return upper in callingCodes ? (upper as PhoneCountry) : "FR";
}

/** Mobile ranges after the country code. */
const mobilePrefixes: Record<string, RegExp> = {
  "33": /^[67]\d{8}$/,
  "39": /^3\d{8,9}$/,
  "49": /^1[567]\d{8,9}$/,
  "34": /^[67]\d{8}$/,
};

/** E.164 or null when the input is not a phone number at all. */
export function normalizePhone(input: string, defaultCountry: PhoneCountry = "FR"): string | null {
  const compact = input.replace(/[\s.()/-]/g, "");
  let international: string;
  if (/^\+\d+$/.test(compact)) international = compact.slice(1);
  else if (/^00\d+$/.test(compact)) international = compact.slice(2);
  else if (/^\d+$/.test(compact)) {
    const code = callingCodes[defaultCountry];
    // France and Germany dial a trunk 0 nationally; Italy and Spain do not.
    const national = defaultCountry === "FR" || defaultCountry === "DE" ? compact.replace(/^0/, "") : compact;
    international = code + national;
  } else return null;
  // "+33 (0)6 ..." written with the trunk zero kept.
  for (const code of Object.values(callingCodes)) {
    if ((code === "33" || code === "49") && international.startsWith(`${code}0`)) international = code + international.slice(code.length + 1);
  }
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}

export function isMobilePhone(e164: string): boolean {
  const digits = e164.replace(/^\+/, "");
  for (const [code, pattern] of Object.entries(mobilePrefixes)) {
    if (digits.startsWith(code)) return pattern.test(digits.slice(code.length));
  }
  return /^[1-9]\d{7,14}$/.test(digits);
}

/** Normalised mobile number, or null when it is not one. */
export function normalizeMobilePhone(input: string, defaultCountry: PhoneCountry = "FR"): string | null {
  const phone = normalizePhone(input, defaultCountry);
  return phone && isMobilePhone(phone) ? phone : null;
}

/** `+33612345678` → `•••• 56 78`: enough for the signer to recognise the phone. */
export function maskPhone(e164: string): string {
  const last4 = e164.replace(/\D/g, "").slice(-4);
  return `•••• ${last4.slice(0, 2)} ${last4.slice(2)}`;
}
