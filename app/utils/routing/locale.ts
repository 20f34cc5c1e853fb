/**
 * Locales of the portal: the `/{lang}-{country}/` prefix of every page
 * (SPEC sections 2 and 9). Isomorphic: no server-only imports.
 */
import { isLanguage, languageOfCountry, type Language } from "../../../contract/codes/language";

// The five languages, their BCP 47 tags (`<html lang>`, Intl, date-fns) and their check are the ones the broker
// writes in: one list, in contract/ (issue 42 §3).
export { isLanguage, languages, languageTags, type Language } from "../../../contract/codes/language";
export const countries = ["FR", "IT", "DE", "ES"] as const;

export type Country = (typeof countries)[number];
export type Locale = { lang: Language; country: Country };

export const defaultLocale: Locale = { lang: "fr", country: "FR" };

/** SPEC section 9: country by locale, en → FR, default FR. */
export const countryByLanguage: Record<Language, Country> = {
  fr: "FR",
  it: "IT",
  de: "DE",
  en: "FR",
  es: "ES",
};

export function isCountry(value: unknown): value is Country {
  return typeof value === "string" && (countries as readonly string[]).includes(value);
}

/** Parses a `fr-fr` path segment; null when it is not one of the 20 locales. */
export function parseLocaleSegment(segment: string | undefined): Locale | null {
  if (!segment) return null;
  const match = /^([a-z]{2})-([a-z]{2})$/.exec(segment);
  if (!match) return null;
  const lang = match[1];
  const country = match[2].toUpperCase();
  if (!isLanguage(lang) || !isCountry(country)) return null;
  return { lang, country };
}

export function localeSegment(locale: Locale): string {
  return `${locale.lang}-${locale.country.toLowerCase()}`;
}

/** French pages use French words; every other language the English ones. */
export function pathLanguage(lang: Language): "fr" | "en" {
  return lang === "fr" ? "fr" : "en";
}

/** Locale of a URL path, ignoring the single-fetch `.data` suffix. */
export function localeFromPathname(pathname: string): Locale | null {
  const first = stripDataSuffix(pathname).split("/")[1];
  return parseLocaleSegment(first);
}

/** Single-fetch data requests end in `.data` (`/fr-fr.data` for the index). */
export function stripDataSuffix(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * Picks the best language from an Accept-Language header (quality values
 * honoured, region ignored), or null when none is supported.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: tag.trim().slice(0, 2).toLowerCase(), quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? null;
}

/**
 * The locale for the bare root and for pages outside any locale prefix:
 * the locale cookie, then Accept-Language, then `fallback` (SPEC section 9:
 * fr-FR; a partner brand's own country, decision 0265).
 */
export function detectLocale(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined, fallback: Locale = defaultLocale): Locale {
  const fromCookie = parseLocaleSegment(cookieValue ?? undefined);
  if (fromCookie) return fromCookie;
  const lang = languageFromAcceptLanguage(acceptLanguage);
  if (lang) return { lang, country: countryByLanguage[lang] };
  return fallback;
}

/** The locale of a country in its own language (FR → fr-FR, DE → de-DE). */
export function homeLocaleOf(country: Country): Locale {
  return { lang: languageOfCountry(country)!, country };
}
