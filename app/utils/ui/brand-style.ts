import type { PublicBrand } from "~/utils/request/brand.server";

/**
 * The brand's CSS custom properties as a stylesheet body. Values come from
 * brand files we ship, and are still filtered to plain colour syntax so a
 * bad file can never inject CSS.
 */
const colourPattern = /^#[0-9a-fA-F]{3,8}$|^rgba?\([\d\s.,%]+\)$/;

const stylesheets = new Map<string, string>();

/** Made once per brand: brand files are read once, at start. */
export function brandStylesheet(brand: Pick<PublicBrand, "code" | "colors" | "mainIcon">): string {
  let stylesheet = stylesheets.get(brand.code);
  if (stylesheet === undefined) stylesheets.set(brand.code, (stylesheet = stylesheetOf(brand)));
  return stylesheet;
}

function stylesheetOf(brand: Pick<PublicBrand, "colors" | "mainIcon">): string {
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
