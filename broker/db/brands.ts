/** The ten brands the broker serves: six partner brands and one default brand per country. */
import { DEFAULT_BRAND_CODES, PARTNER_BRAND_CODES, type BrandCode, type CountryCode } from "../wire/brands";

export const BRANDS: { id: BrandCode; name: string; country: CountryCode; isDefault: boolean; hostKey: string | null }[] = [
  { id: "azura", name: "Azura Assurances", country: "FR", isDefault: false, hostKey: "azura" },
  { id: "mistral", name: "Mistral Courtage", country: "FR", isDefault: false, hostKey: "mistral" },
  { id: "vigie", name: "Vigie Protection", country: "FR", isDefault: false, hostKey: "vigie" },
  { id: "castello", name: "Castello Assicurazioni", country: "IT", isDefault: false, hostKey: "castello" },
  { id: "nordhafen", name: "Nordhafen Versicherungen", country: "DE", isDefault: false, hostKey: "nordhafen" },
  { id: "solana", name: "Solana Seguros", country: "ES", isDefault: false, hostKey: "solana" },
  { id: "courtia-fr", name: "Courtia", country: "FR", isDefault: true, hostKey: null },
  { id: "courtia-it", name: "Courtia Italia", country: "IT", isDefault: true, hostKey: null },
  { id: "courtia-de", name: "Courtia Deutschland", country: "DE", isDefault: true, hostKey: null },
  { id: "courtia-es", name: "Courtia España", country: "ES", isDefault: true, hostKey: null },
];
// Keep the list in step with the fixed brand codes.
if (BRANDS.length !== PARTNER_BRAND_CODES.length + DEFAULT_BRAND_CODES.length) throw new Error("BRANDS out of sync with wire/brands.ts");
