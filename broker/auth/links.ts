/**
 * Links to portal pages in e-mails: `${portalUrlFor(config, brand)}/{lang}-{country}/…`.
 *
 * The portal picks the brand from the host name (`azura.localhost` is
 * azura), so PORTAL_URL may hold a `{brand}` placeholder that is replaced
 * by the brand code: `http://{brand}.localhost:3000` sends azura's users to
 * `http://azura.localhost:3000`. Every e-mailed link goes through
 * portalUrlFor(); without the placeholder the URL is used as it is.
 *
 * The path is in the words of the link's locale (SPEC section 2: French words for French, English
 * otherwise): an e-mailed link is built with brandPageLink() from `mailedPages`, never written by hand,
 * so a French e-mail opens `/fr-fr/connexion`, not `/fr-fr/login` and a redirect.
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

/**
 * The portal pages e-mails link to, with their paths as the portal's route table writes them
 * (`app/route-table.ts`, parents included): French words for French, English for every other language.
 * `app/utils/routing/mailed-pages.test.ts` checks each against the portal's own `href()`.
 */
export const mailedPages = {
  /** The login page; `?magic=` signs in with a magic link. */
  login: { en: "login", fr: "connexion" },
  /** A password reset's e-mailed link, and a delegate's set-your-password invitation. */
  "login-reset-password-email": { en: "login/reset-password/email/:token", fr: "login/reset-password/email/:token" },
  /** A public termination's withdrawal page (decision 0171). */
  "termination-withdrawal": { en: "termination-withdrawal/:token", fr: "retrait-resiliation/:token" },
} as const satisfies Record<string, { en: string; fr: string }>;

export type MailedPage = keyof typeof mailedPages;

/** A mailed page's path in a locale's words, its `:params` filled (encoded) from `params`. */
export function mailedPagePath(page: MailedPage, locale: string, params: Record<string, string> = {}): string {
  const words = locale.toLowerCase().startsWith("fr-") ? mailedPages[page].fr : mailedPages[page].en;
  return words.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`mailed page ${page}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The link an e-mail gives to a portal page of the brand, in the given (or the brand's) locale and in
 * that locale's path words: `brandPageLink(config, brand, "login", { query: { magic } })` is
 * `…/fr-fr/connexion?magic=…` for a French page, `…/en-fr/login?magic=…` for an English one.
 */
export function brandPageLink(
  config: Pick<BrokerConfig, "portalUrl">,
  brand: { id: string; country: string },
  page: MailedPage,
  options: { params?: Record<string, string>; query?: Record<string, string>; locale?: string } = {},
): string {
  const locale = portalLocale(brand.country, options.locale);
  const search = options.query ? new URLSearchParams(options.query).toString() : "";
  const path = mailedPagePath(page, locale, options.params);
  return portalLink(portalUrlFor(config, brand.id), locale, search ? `${path}?${search}` : path);
}
