/**
 * Brand codes shared by the broker API and the portal's brands/ folder.
 * Fixed decision: changing a code breaks tokens files and brand folders.
 */
export const PARTNER_BRAND_CODES = ["azura", "mistral", "vigie", "castello", "nordhafen", "solana"] as const;
export const DEFAULT_BRAND_CODES = ["courtia-fr", "courtia-it", "courtia-de", "courtia-es"] as const;
export const BRAND_CODES = [...PARTNER_BRAND_CODES, ...DEFAULT_BRAND_CODES] as const;

export type PartnerBrandCode = (typeof PARTNER_BRAND_CODES)[number];
export type DefaultBrandCode = (typeof DEFAULT_BRAND_CODES)[number];
export type BrandCode = (typeof BRAND_CODES)[number];
export type CountryCode = "FR" | "IT" | "DE" | "ES";
