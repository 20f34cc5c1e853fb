import { resolveBrand } from "../../../brands/index";
import type { BrandTheme } from "../../../brands/types";
import type { Country } from "~/utils/routing/locale";

/**
 * The brand of a request: chosen from the Host header (SPEC section 1).
 * Behind a proxy, the platform must pass the original host in Host.
 */
export function brandForRequest(request: Request, country: Country): BrandTheme {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return resolveBrand(host, country);
}

/** What the browser needs of a brand: no server configuration, no tokens. */
export function publicBrand(brand: BrandTheme) {
  const asset = (file: string) => `/brands/${brand.code}/${file}`;
  return {
    code: brand.code,
    name: brand.brandName,
    colors: brand.colors,
    mainIcon: brand.mainIcon,
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
