import type { TFunction } from "i18next";
import type { FormCheck } from "~/utils/forms/read-form.server";
import { companyIdentifierChange } from "~/routes/account/profile-schema";
import type { CompanyCountry } from "../../../contract/wire/company-identity";

/**
 * A changed company number must be valid in the client's country (a stored one is kept as it is, decision
 * 0140): it needs the stored number, so it is a server check run with the profile's schema (parseForm), and
 * an e-mail or postal code error no longer hides it (issue 45). Erased is a clearing (null, as v2Body sends
 * it), absent is no change.
 */
export function companyIdentifierCheck(t: TFunction, country: CompanyCountry, stored: string | null): FormCheck {
  return (payload) => {
    const posted = (payload.profile as Record<string, unknown> | undefined)?.company_identifier;
    const typed = typeof posted === "string" ? posted.trim() || null : undefined;
    if (!companyIdentifierChange(typed, stored, country).invalid) return null;
    return { "profile.company_identifier": [t(`account:profile.country.${country}.identifierError`)] };
  };
}
