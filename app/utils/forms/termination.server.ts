import type { TFunction } from "i18next";
import { tooLargeUploads } from "~/utils/forms/form-fields";
import type { FormCheck } from "~/utils/forms/read-form.server";
import { formatDate } from "~/utils/i18n/date";
import type { Language } from "~/utils/routing/locale";

/**
 * What both termination forms share on the server: the proof files the server left out as too large,
 * and the broker's refusal codes put next to the fields. The files themselves are the schema's
 * (termination-schema.ts: count and size, in the browser too).
 */

/**
 * The check only the server can make on the proof files (parseForm's `checks`): a file past the upload
 * limit never reaches the schema, the server left it out and named its input (tooLargeUploads).
 */
export function leftOutProofFiles(form: FormData, t: TFunction): FormCheck {
  return () => (tooLargeUploads(form).includes("file") ? { file: [t("termination:files.tooLarge")] } : null);
}

/** The termination forms' own words for the broker's file limits (refusalReply's `words`), whichever file they name. */
export const terminationFileWords = { "upload.too-many": "termination:files.tooMany", "upload.bad-type": "termination:files.badType" } as const;

export const reasonLabel = (t: TFunction, code: string) => t(`codes:termination.reason.${code}`, { defaultValue: code });

export const dayText = (day: string | null | undefined, lang: Language) => (day ? formatDate(day, lang) : null);

type PublicFiling = {
  name: string;
  company_name: string | null;
  email: string;
  matched_on_name?: "lastname" | "company_name" | null;
  matched_on_email?: "contact" | "sign_in" | null;
};

/**
 * Who filed a public request (the identity typed) and what matched it to
 * the contract, as rows of a summary list: the holder judges from them
 * whether they made it (decision 0173).
 */
export function publicFilingRows(t: TFunction, filing: PublicFiling, received?: { at: string | Date; lang: Language }) {
  const matchedOn = [
    t("termination:withdrawal.match.number"),
    ...(filing.matched_on_name ? [t(`termination:withdrawal.match.${filing.matched_on_name}`)] : []),
    ...(filing.matched_on_email ? [t(`termination:withdrawal.match.${filing.matched_on_email}`)] : []),
  ];
  return [
    ...(filing.name ? [{ term: t("termination:withdrawal.filedBy"), value: filing.name }] : []),
    ...(filing.company_name ? [{ term: t("termination:withdrawal.company"), value: filing.company_name }] : []),
    { term: t("termination:withdrawal.email"), value: filing.email },
    ...(filing.matched_on_name !== undefined ? [{ term: t("termination:withdrawal.matchedOn"), value: matchedOn.join(", ") }] : []),
    ...(received
      ? [
          {
            term: t("termination:withdrawal.receivedAt"),
            value: t("termination:withdrawal.receivedAtValue", {
              date: formatDate(received.at, received.lang),
              time: formatDate(received.at, received.lang, "time"),
            }),
          },
        ]
      : []),
  ];
}
