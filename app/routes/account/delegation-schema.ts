import { builtOnFirstUse, type SchemaWords as TFunction } from "~/utils/forms/schema-words";
import { z } from "zod";
import { emailField, phoneField } from "~/utils/forms/contact-fields";
import { delegateFunctions } from "../../../contract/codes/delegate-access";
import type { CompanyCountry } from "../../../contract/wire/company-identity";

/** The new delegation form (SPEC section 3 "Delegation"), the rules the broker applies, in the page's words. */
// In the form's order: the error summary lists the refused fields in the order of the schema's keys.
export const delegationFieldNames = ["gender", "firstname", "lastname", "email", "phone", "function"] as const;
export const genders = ["M", "F"] as const;

/** `country`: the brand's, whose format the broker reads a number without a country code in: the phone's example is its. */
export function delegationSchema(t: TFunction, country: CompanyCountry) {
  const required = { error: t("common:validation.required") };
  const max = (count: number) => t("common:validation.maxLength", { count });
  return z.object({
    gender: z.enum(genders, required),
    firstname: z.string(required).trim().min(1, required.error).max(100, max(100)),
    lastname: z.string(required).trim().min(1, required.error).max(100, max(100)),
    email: emailField(t),
    phone: phoneField(t, t(`delegation:errors.phone.${country}`)),
    function: z.enum(delegateFunctions, required),
  });
}

/** The revocation (dialog or confirmation page): which delegation, and the name the confirmation's toast says. */
export const revokeSchema = builtOnFirstUse(() =>
  z.object({ intent: z.literal("revoke"), id: z.string().min(1).max(100), name: z.string().trim().max(210).optional() }),
);
