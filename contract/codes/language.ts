/**
 * Languages the broker writes text in (menu labels, PDFs, SMS, signing
 * pages). SPEC section 1: five languages, and the Spanish text set is
 * empty, so Spanish falls back to English like any missing translation.
 */
import type { CountryCode } from "../wire/brands";

export const languages = ["fr", "en", "de", "it", "es"] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Picks the text for a language from a table that must at least have English. */
export function pick<T>(table: { en: T } & Partial<Record<Language, T>>, lang: Language): T {
  return table[lang] ?? table.en;
}

/** The language each country's customers are written to in (FR → fr, …): SPEC section 9's four countries. */
const countryLanguages: Record<CountryCode, Language> = { FR: "fr", IT: "it", DE: "de", ES: "es" };

/** The language of a country code (any case), undefined for a code that is not one of the four. */
export function languageOfCountry(country: string): Language | undefined {
  const code = country.toUpperCase();
  return Object.hasOwn(countryLanguages, code) ? countryLanguages[code as CountryCode] : undefined;
}

/** BCP 47 tags for Intl and `<html lang>`. */
export const languageTags: Record<Language, string> = {
  fr: "fr-FR",
  en: "en-GB",
  de: "de-DE",
  it: "it-IT",
  es: "es-ES",
};

/**
 * A written date as French writes the first of a month, "1er janvier 2027" (the Imprimerie nationale's rule, as
 * insurers print it); Intl and date-fns both give "1 janvier". Other languages and other days are left as they are.
 */
export function withFrenchFirstOfMonth(date: string, lang: Language): string {
  return lang === "fr" ? date.replace(/^1(?=[ \u00a0])/, "1er") : date;
}

/**
 * A calendar day (`2026-12-31`) as the language writes it in full: "31 décembre 2026", "1er janvier 2027",
 * "31. Dezember 2026". The broker's one way for its PDFs and messages (the portal has its own, app/utils/i18n/date.ts).
 */
export function writtenDay(isoDay: string, lang: Language): string {
  const text = new Intl.DateTimeFormat(languageTags[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
  return withFrenchFirstOfMonth(text, lang);
}
