import type { CompanyCountry } from "../../../contract/wire/company-identity";
import { z } from "zod";
import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";

/**
 * Fields that forms of several features ask alike (sign-in, profile, delegation, contact, a quote's
 * signing): an e-mail address, a phone number and the six-digit code sent to it, with messages in the
 * page's language. No server-only import: the browser checks with them too.
 */
function required(t: TFunction) {
  return { error: t("common:validation.required") };
}

export function emailField(t: TFunction) {
  return z
    .string(required(t))
    .trim()
    .max(254, t("common:validation.maxLength", { count: 254 }))
    .pipe(z.email(t("common:validation.email")));
}

export function smsCodeSchema(t: TFunction) {
  return z.object({
    code: z
      .string(required(t))
      .trim()
      .regex(/^\d{6}$/, t("auth:resetPassword.enterCode.format")),
  });
}

/**
 * A phone number as the broker takes one: 6 to 20 digits, spaces, dots, brackets or dashes, an optional leading +.
 * `format` is the form's own words for a number it refuses (a mobile to confirm, a delegate's phone); `missing`, where
 * the form words an empty field its own way (the contact form), else the common "required".
 */
export function phoneField(t: TFunction, format: string, missing?: string) {
  return z
    .string(missing === undefined ? required(t) : { error: missing })
    .trim()
    .regex(/^\+?[0-9 .()-]{6,20}$/, format);
}

/**
 * A mobile number to confirm. The broker reads a number without a country code in the brand country's format:
 * the message gives that country's example and names it, as the field's hint does (`confirmPhone.phoneHint`).
 */
export function phoneSchema(t: TFunction, country: CompanyCountry) {
  return z.object({ phone: phoneField(t, t(`auth:confirmPhone.phoneFormat.${country}`)) });
}
