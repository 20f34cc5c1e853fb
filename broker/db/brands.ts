/**
 * The ten brands the broker serves: six partner brands and one default brand per country. `name` is the name the
 * customer knows, the brand registry's `brandName` (brands/<code>/brand.json; db/brands.test.ts keeps them equal):
 * e-mails, PDFs and the card page say it (issue 31: the card page said "Nordhafen Versicherungen").
 */
import { DEFAULT_BRAND_CODES, PARTNER_BRAND_CODES, type BrandCode, type CountryCode } from "../../contract/wire/brands";

export const BRANDS: { id: BrandCode; name: string; country: CountryCode; isDefault: boolean; hostKey: string | null }[] = [
  { id: "azura", name: "Azura Assurances", country: "FR", isDefault: false, hostKey: "azura" },
  { id: "mistral", name: "Mistral Protect", country: "FR", isDefault: false, hostKey: "mistral" },
  { id: "vigie", name: "La Vigie Courtage", country: "FR", isDefault: false, hostKey: "vigie" },
  { id: "castello", name: "Castello Coperture", country: "IT", isDefault: false, hostKey: "castello" },
  { id: "nordhafen", name: "Nordhafen Versicherungsmakler", country: "DE", isDefault: false, hostKey: "nordhafen" },
  { id: "solana", name: "Solana Seguros", country: "ES", isDefault: false, hostKey: "solana" },
  { id: "courtia-fr", name: "Courtia", country: "FR", isDefault: true, hostKey: null },
  { id: "courtia-it", name: "Courtia Italia", country: "IT", isDefault: true, hostKey: null },
  { id: "courtia-de", name: "Courtia Deutschland", country: "DE", isDefault: true, hostKey: null },
  { id: "courtia-es", name: "Courtia España", country: "ES", isDefault: true, hostKey: null },
];
// Keep the list in step with the fixed brand codes.
if (BRANDS.length !== PARTNER_BRAND_CODES.length + DEFAULT_BRAND_CODES.length) throw new Error("BRANDS out of sync with wire/brands.ts");

/**
 * SEPA creditor identifier of each brand (the creditor named on its clients'
 * mandates), in its country's format; fictitious but with valid check digits
 * (domain/creditor-id.ts; broker/domain/creditor-id.test.ts checks them all).
 * A setting rather than a column: it changes with a legal entity, not with
 * data the API edits.
 */
export const SEPA_CREDITOR_IDS: Readonly<Record<BrandCode, string>> = {
  azura: "FR62ZZZAZU001",
  mistral: "FR08ZZZMIS002",
  vigie: "FR60ZZZVIG003",
  "courtia-fr": "FR06ZZZCOU004",
  castello: "IT58ZZZ0000012345678901",
  "courtia-it": "IT86ZZZ0000098765432109",
  nordhafen: "DE32ZZZ00000123456",
  "courtia-de": "DE76ZZZ00000654321",
  solana: "ES11ZZZB12345674",
  "courtia-es": "ES17ZZZB87654329",
};

/** The creditor identifier of a brand by its id (the brand row's `id` is its code). */
export function sepaCreditorIdOf(brandId: string): string | null {
  return (SEPA_CREDITOR_IDS as Record<string, string | undefined>)[brandId] ?? null;
}

/**
 * The opt-ins each brand asks for on a quote (GET quotes/{quote}/optins, docs/decisions/0096):
 * codes the portal words. Every brand asks for its own news; the partner brands
 * also for offers of their partners. A setting, like the creditor ids.
 */
export const BRAND_OPTINS: Readonly<Record<BrandCode, readonly string[]>> = {
  azura: ["brand_news", "partner_offers"],
  mistral: ["brand_news", "partner_offers"],
  vigie: ["brand_news", "partner_offers"],
  castello: ["brand_news", "partner_offers"],
  nordhafen: ["brand_news", "partner_offers"],
  solana: ["brand_news", "partner_offers"],
  "courtia-fr": ["brand_news"],
  "courtia-it": ["brand_news"],
  "courtia-de": ["brand_news"],
  "courtia-es": ["brand_news"],
};

export function optinsOf(brandId: string): readonly string[] {
  return (BRAND_OPTINS as Record<string, readonly string[]>)[brandId] ?? [];
}
