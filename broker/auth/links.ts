/** Links to portal pages in e-mails: `${PORTAL_URL}/{lang}-{country}/…`. */
import type { CountryCode } from "../contract/brands";

const LANG_OF_COUNTRY: Record<CountryCode, string> = { FR: "fr", IT: "it", DE: "de", ES: "es" };

/** `fr-fr`, `it-it`…: the caller's locale when given, else the brand country's language. */
export function portalLocale(brandCountry: string, requested?: string): string {
  if (requested) return requested.toLowerCase();
  const country = (brandCountry.toUpperCase() in LANG_OF_COUNTRY ? brandCountry.toUpperCase() : "FR") as CountryCode;
  return `${LANG_OF_COUNTRY[country]}-${country.toLowerCase()}`;
}

export function portalLink(portalUrl: string, locale: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, "")}/${locale}/${path.replace(/^\/+/, "")}`;
}
