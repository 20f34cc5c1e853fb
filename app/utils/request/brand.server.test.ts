import { describe, expect, it } from "vitest";
import { brandByCode, brands } from "../../../brands/index";
import { publicBrand } from "./brand.server";

describe("publicBrand", () => {
  it("gives the browser each brand's colours as its stylesheet, made once per brand", () => {
    for (const brand of brands) {
      const sent = publicBrand(brand);
      expect(publicBrand(brand)).toBe(sent);
      expect(sent.stylesheet).toContain(`--brand-primary:${brand.colors.primary.default}`);
      expect(sent.stylesheet).toContain(`--brand-icon-background:${brand.mainIcon.background}`);
      expect(Object.keys(sent)).not.toContain("colors");
    }
  });

  it("leaves out of the stylesheet a value that is not a plain colour", () => {
    const azura = brandByCode("azura")!;
    const tampered = { ...azura, mainIcon: { ...azura.mainIcon, left: "red;}body{display:none" } };
    const { stylesheet } = publicBrand(tampered);
    expect(stylesheet).not.toContain("display");
    expect(stylesheet).not.toContain("--brand-icon-left");
    expect(stylesheet).toMatch(/^:root\{[^{}]*\}$/);
  });
});
