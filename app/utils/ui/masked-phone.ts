/** The end of the account's phone number, enough to recognise it: the SMS goes there. */
export function maskedPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 4 ? `•• ${digits.slice(-4, -2)} ${digits.slice(-2)}` : null;
}
