import { Field } from "~/components/ui/field";
import type { FieldState } from "~/components/ui/form-parts";

/**
 * The 6-digit code sent by SMS (phone confirmation, password reset): digits
 * on a phone's keypad, offered by the phone from the SMS it just received.
 * The format is the schema's (smsCodeSchema); the page gives the words.
 */
export function CodeField({ field, label, hint }: { field: FieldState; label: string; hint: string }) {
  return <Field field={field} label={label} hint={hint} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />;
}
