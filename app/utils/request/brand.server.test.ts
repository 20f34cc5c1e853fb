import { describe, expect, it } from "vitest";
import { brandByCode, brands } from "../../../brands/index";
import { publicBrand, visitorLocale } from "./brand.server";

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

describe("visitorLocale", () => {
  const asked = (host: string, headers: Record<string, string> = {}) => new Request(`http://${host}/`, { headers });

  it("on a partner's host with nothing else to go by, is the partner's country in its language (decision 0265)", () => {
    expect(visitorLocale(asked("nordhafen.localhost:3000"))).toEqual({ lang: "de", country: "DE" });
    expect(visitorLocale(asked("espace.solana-seguros.example", { "accept-language": "nl-NL" }))).toEqual({ lang: "es", country: "ES" });
    expect(visitorLocale(asked("castello.localhost"))).toEqual({ lang: "it", country: "IT" });
  });

  it("still takes the locale cookie, then Accept-Language, first; a default brand's host ends on fr-FR", () => {
    expect(visitorLocale(asked("nordhafen.localhost", { cookie: "lng=it-it", "accept-language": "de" }))).toEqual({ lang: "it", country: "IT" });
    expect(visitorLocale(asked("nordhafen.localhost", { "accept-language": "en-US" }))).toEqual({ lang: "en", country: "FR" });
    expect(visitorLocale(asked("portal.example.com"))).toEqual({ lang: "fr", country: "FR" });
  });
});
