import type { TFunction } from "i18next";
import type { FormCheck } from "~/utils/forms/read-form.server";
import { checkSepaIban, isValidBic, normalizeBic } from "../../../broker/domain/iban";

/**
 * The bank details' own rules, the broker's very functions (IBAN: ISO 13616
 * mod 97, the country's length, the SEPA area; BIC: its format), run with the
 * SEPA schema on every post (parseForm): a missing consent box no longer hides
 * a wrong IBAN, which the broker alone used to find once the rest was right
 * (issue 45). Worded with the broker's codes (`codes:iban.*`, `codes:bic.*`),
 * which stay on the server. An empty IBAN is the schema's to say.
 */
export function sepaChecks(t: TFunction): FormCheck[] {
  return [
    (payload) => {
      const iban = typeof payload.iban === "string" ? payload.iban : "";
      if (!iban.trim()) return null;
      const checked = checkSepaIban(iban);
      return checked.ok ? null : { iban: [t(`codes:${checked.problem}`)] };
    },
    (payload) => {
      const bic = typeof payload.bic === "string" ? normalizeBic(payload.bic) : "";
      return bic && !isValidBic(bic) ? { bic: [t("codes:bic.format")] } : null;
    },
  ];
}
