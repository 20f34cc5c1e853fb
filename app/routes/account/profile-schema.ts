import type { SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { emailField, phoneField } from "~/utils/forms/contact-fields";
import { isCompanyIdentifier, isPostalCode, normalizeCompanyIdentifier, type CompanyCountry } from "../../../contract/wire/company-identity";

/**
 * The profile form (SPEC section 3 "Profile"), checked on the server with
 * messages in the page's language. SPEC gives no client-side rules for it
 * ("not shown"): these mirror what the broker accepts, so a user reads the
 * problem next to the field instead of a generic refusal.
 */
export const profileFieldNames = [
  "status",
  "firstname",
  "lastname",
  "email",
  "phone",
  "activity",
  "function",
  "company_name",
  "company_identifier",
  "address",
  "additional_address",
  "postal_code",
  "city",
] as const;

/**
 * `country` is the client's (its brand's): the postal code, and the words of the company number,
 * follow it (contract/wire/company-identity.ts, decision 0140).
 */
export function profileSchema(t: TFunction, country: CompanyCountry) {
  const required = { error: t("common:validation.required") };
  const max = (count: number) => t("common:validation.maxLength", { count });
  const optional = (limit: number) => z.string().trim().max(limit, max(limit)).optional();
  return z.object({
    profile: z.object({
      status: z.enum(["M", "F"], required).optional(),
      firstname: z.string(required).trim().min(1, required.error).max(100, max(100)),
      lastname: z.string(required).trim().min(1, required.error).max(100, max(100)),
      email: emailField(t),
      phone: phoneField(t, t(`account:profile.country.${country}.phoneError`)).optional(),
      activity: optional(200),
      function: optional(200),
      company_name: z.string(required).trim().min(1, required.error).max(200, max(200)),
      // Checked in the action: only a changed number must be valid in the client's country (a stored one is kept as it is).
      company_identifier: z.string().trim().max(40, max(40)).optional(),
      address: optional(300),
      additional_address: optional(300),
      postal_code: z
        .string()
        .trim()
        .refine((code) => isPostalCode(country, code), t(`account:profile.country.${country}.postalCodeError`))
        .optional(),
      city: optional(100),
    }),
  });
}

/**
 * A new company number must be valid in the client's country; the stored one is sent back only when it
 * changed. Erasing it (`null`) is a change too: the broker allows it only with can_update_siret.
 */
export function companyIdentifierChange(
  posted: string | null | undefined,
  stored: string | null,
  country: CompanyCountry,
): { send: string | null | undefined; invalid: boolean } {
  if (posted === undefined) return { send: undefined, invalid: false };
  if (posted === null) return stored === null || stored === "" ? { send: undefined, invalid: false } : { send: null, invalid: false };
  if (posted === (stored ?? "")) return { send: undefined, invalid: false };
  const send = normalizeCompanyIdentifier(country, posted);
  if (send === (stored ?? "")) return { send: undefined, invalid: false };
  return { send, invalid: !isCompanyIdentifier(country, send) };
}
