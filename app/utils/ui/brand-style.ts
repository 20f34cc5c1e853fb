import type { BrandTheme } from "../../../brands/types";

/**
 * The brand's CSS custom properties as a stylesheet body. Values come from
 * brand files we ship, and are still filtered to plain colour syntax so a
 * bad file can never inject CSS.
 */
const colourPattern = /^#[0-9a-fA-F]{3,8}$|^rgba?\([\d\s.,%]+\)$/;

export function brandStylesheet(brand: Pick<BrandTheme, "colors" | "mainIcon">): string {
  const declarations: string[] = [];
  const add = (name: string, value: string) => {
    if (colourPattern.test(value)) declarations.push(`--brand-${name}:${value}`);
  };
  for (const [shade, value] of Object.entries(brand.colors.primary)) {
    add(shade === "default" ? "primary" : `primary-${shade}`, value);
  }
  add("icon-left", brand.mainIcon.left);
  add("icon-right", brand.mainIcon.right);
  add("icon-background", brand.mainIcon.background);
  return `:root{${declarations.join(";")}}`;
}
