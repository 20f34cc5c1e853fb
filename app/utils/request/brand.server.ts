import { partnerOfHost, resolveBrand } from "../../../brands/index";
import type { BrandTheme } from "../../../brands/types";
import { localeCookieName, readCookie } from "~/utils/request/cookies.server";
import { defaultLocale, detectLocale, homeLocaleOf, type Country, type Locale } from "~/utils/routing/locale";
import { brandStylesheet } from "~/utils/ui/brand-style";

/** Behind a proxy, the platform must pass the original host in Host. */
function hostOf(request: Request): string {
  return request.headers.get("host") ?? new URL(request.url).host;
}

/** The brand of a request: chosen from the Host header (SPEC section 1). */
export function brandForRequest(request: Request, country: Country): BrandTheme {
  return resolveBrand(hostOf(request), country);
}

/**
 * The locale of a request whose address names none (the bare root, a path outside any locale prefix): the
 * locale cookie, then Accept-Language, then fr-FR (SPEC section 9), except on a partner brand's host, where
 * the last is the partner's own country in its language (nordhafen: de-DE; decision 0265).
 */
export function visitorLocale(request: Request): Locale {
  const partner = partnerOfHost(hostOf(request));
  const fallback = partner ? homeLocaleOf(partner.country) : defaultLocale;
  return detectLocale(readCookie(request.headers.get("cookie"), localeCookieName), request.headers.get("accept-language"), fallback);
}

const publicBrands = new WeakMap<BrandTheme, ReturnType<typeof publicBrandOf>>();

/**
 * What the browser needs of a brand: no server configuration, no tokens. Its colours come as the
 * stylesheet the root renders (brand-style.ts), not as the twenty values it is made of. Made once
 * per brand: brand files are read once, at start.
 */
export function publicBrand(brand: BrandTheme) {
  let made = publicBrands.get(brand);
  if (!made) publicBrands.set(brand, (made = publicBrandOf(brand)));
  return made;
}

function publicBrandOf(brand: BrandTheme) {
  const asset = (file: string) => `/brands/${brand.code}/${file}`;
  return {
    code: brand.code,
    name: brand.brandName,
    stylesheet: brandStylesheet(brand),
    favicon: asset(brand.favicon),
    headerLogo: asset(brand.headerLogo),
    footerLogo: asset(brand.footerLogo),
    dashboardLogo: asset(brand.dashboardLogo),
    login: {
      imageType: brand.login.imageType,
      image: asset(brand.login.image),
      logo: asset(brand.login.logo),
      subscriptionHome: brand.login.subscriptionHome,
    },
  };
}

export type PublicBrand = ReturnType<typeof publicBrand>;
