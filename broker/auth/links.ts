/**
 * Links to portal pages in e-mails: `${portalUrlFor(config, brand)}/{lang}-{country}/…`.
 *
 * The portal picks the brand from the host name (`azura.localhost` is
 * azura), so PORTAL_URL may hold a `{brand}` placeholder that is replaced
 * by the brand code: `http://{brand}.localhost:3000` sends azura's users to
 * `http://azura.localhost:3000`. Every e-mailed link goes through
 * portalUrlFor(); without the placeholder the URL is used as it is.
 */
import type { BrokerConfig } from "../config";
import { languageOfCountry } from "../../contract/codes/language";

/** Placeholder of PORTAL_URL replaced by the brand code. */
export const BRAND_PLACEHOLDER = "{brand}";

/**
 * The portal's base URL for one brand (no trailing slash): PORTAL_URL with
 * every `{brand}` replaced by the brand code (`azura`, `courtia-fr`…).
 */
export function portalUrlFor(config: Pick<BrokerConfig, "portalUrl">, brandCode: string): string {
  return config.portalUrl.replaceAll(BRAND_PLACEHOLDER, brandCode).replace(/\/+$/, "");
}

/** `fr-fr`, `it-it`…: the caller's locale when given, else the brand country's language. */
export function portalLocale(brandCountry: string, requested?: string): string {
  if (requested) return requested.toLowerCase();
  const lang = languageOfCountry(brandCountry);
  return lang ? `${lang}-${brandCountry.toLowerCase()}` : "fr-fr";
}

/** `${portalUrl}/{locale}/{path}`; `portalUrl` is a brand's base from portalUrlFor(). */
export function portalLink(portalUrl: string, locale: string, path: string): string {
  return `${portalUrl.replace(/\/+$/, "")}/${locale}/${path.replace(/^\/+/, "")}`;
}

/** A link to a portal page of the brand, in the given (or the brand's) locale. */
export function brandPortalLink(config: Pick<BrokerConfig, "portalUrl">, brand: { id: string; country: string }, path: string, locale?: string): string {
  return portalLink(portalUrlFor(config, brand.id), portalLocale(brand.country, locale), path);
}
