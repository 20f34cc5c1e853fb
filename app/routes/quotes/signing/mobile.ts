/**
 * A French-style or international mobile number, loosely: what the broker
 * accepts for an SMS is its business (it answers `phone.not-mobile`); the page
 * only decides whether to ask for one before signing.
 */
export function normalisedMobile(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "");
  return /^(\+33[67]\d{8}|0[67]\d{8}|\+39 ?3\d{8,9}|\+491[5-7]\d{8,9}|\+34[67]\d{8}|\+\d{10,14})$/.test(digits) ? digits : null;
}
