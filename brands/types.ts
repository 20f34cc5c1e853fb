/**
 * A brand theme, as SPEC section 3 ("Brand theme") describes it.
 * Brand data lives in `brands/<code>/brand.json`; logos beside it.
 * Asset fields hold file names relative to the brand folder; the server
 * serves them under `/brands/<code>/<file>`.
 */
export type CountryCode = "FR" | "IT" | "DE" | "ES";

export type ShadeScale = {
  50: string;
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
  default: string;
};

/** A brand content page: the id of a document under `brands/content/<id>.<lang>.json`. */
export type ContentRef = string;

export type BrandContent = {
  /** Per language ("fr", ...): brand-specific legal pages that replace the generic text. */
  [lang: string]: { legals?: ContentRef; privacy?: ContentRef; eula?: ContentRef } | undefined;
};

export type BrandTheme = {
  /** Stable identifier, also the folder name. */
  code: string;
  brandName: string;
  /** Partner brands: the host name fragment that selects them. Default brands: null. */
  hostKey: string | null;
  /** Default brands: the country they serve by default. Partners: their home country. */
  country: CountryCode;
  isDefault: boolean;
  colors: {
    primary: ShadeScale;
  };
  /** Three colours of the main icon. */
  mainIcon: { left: string; right: string; background: string };
  favicon: string;
  footerLogo: string;
  dashboardLogo: string;
  headerLogo: string;
  login: {
    imageType: "img" | "icon";
    image: string;
    logo: string;
    /** Where "subscribe" on the login page points (an external, allow-listed address) or null. */
    subscriptionHome: string | null;
  };
  content: BrandContent;
};
