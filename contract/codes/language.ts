/**
 * Languages the broker writes text in (menu labels, PDFs, SMS, signing
 * pages). SPEC section 1: five languages, and the Spanish text set is
 * empty, so Spanish falls back to English like any missing translation.
 */
export const languages = ["fr", "en", "de", "it", "es"] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Picks the text for a language from a table that must at least have English. */
export function pick<T>(table: { en: T } & Partial<Record<Language, T>>, lang: Language): T {
  return table[lang] ?? table.en;
}

/** BCP 47 tags for Intl and `<html lang>`. */
export const languageTags: Record<Language, string> = {
  fr: "fr-FR",
  en: "en-GB",
  de: "de-DE",
  it: "it-IT",
  es: "es-ES",
};
