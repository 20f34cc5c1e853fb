/**
 * How the sandbox card page presents the merchant (issue 31; decision 0137):
 * a card provider's hosted page carries the merchant account's name, colour
 * and logo, set once in the provider's dashboard. The sandbox reads them from
 * the brand registry (`brands/<code>/`), the one place they are kept, so the
 * customer sees the brand they know, not the broker's legal name.
 */
import { readFileSync } from "node:fs";
import { brandByCode } from "../../brands/index";

export type CardPageBranding = {
  /** The name the customer knows (brands/<code>/brand.json `brandName`). */
  name: string;
  /** The brand's main colour (its `primary.default`, at least 4.5:1 on white: brands.test.ts). */
  color: string;
  /** The header logo's SVG markup, inlined (the page's CSP loads nothing), or null when the file cannot be read. */
  logoSvg: string | null;
};

const known = new Map<string, CardPageBranding | null>();

/** The branding of a brand by its code, read once; null for a code the registry does not know. */
export function cardPageBrandingOf(code: string): CardPageBranding | null {
  if (known.has(code)) return known.get(code)!;
  const brand = brandByCode(code);
  const branding = brand ? { name: brand.brandName, color: brand.colors.primary.default, logoSvg: logoOf(brand.code, brand.headerLogo) } : null;
  known.set(code, branding);
  return branding;
}

function logoOf(code: string, file: string): string | null {
  try {
    // The registry's SVGs are checked (brands.test.ts): no script, no event handler, no external reference.
    return readFileSync(new URL(`../../brands/${code}/${file}`, import.meta.url), "utf8").trim();
  } catch {
    return null;
  }
}
