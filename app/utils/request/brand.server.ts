import { resolveBrand } from "../../../brands/index";
import type { BrandTheme } from "../../../brands/types";
import type { Country } from "~/utils/routing/locale";
import { brandStylesheet } from "~/utils/ui/brand-style";

/**
 * The brand of a request: chosen from the Host header (SPEC section 1).
 * Behind a proxy, the platform must pass the original host in Host.
 */
export function brandForRequest(request: Request, country: Country): BrandTheme {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return resolveBrand(host, country);
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
