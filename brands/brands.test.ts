import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brandByCode, brandCodes, brands, resolveBrand, validateBrandTheme, type BrandTheme } from "./index";
import { loadBrandContent } from "./content.server";
import { contentDocuments, getBrandContent, withBrandName } from "./content/index";

const here = dirname(fileURLToPath(import.meta.url));

// ---- WCAG 2.2 relative luminance and contrast ratio -------------------------
function channel(c8: number): number {
  const c = c8 / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const WHITE = "#ffffff";
const DARK_TEXT = "#1a1a1a";
const AA = 4.5;

const SHADES = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"] as const;
const shade = (b: BrandTheme, k: (typeof SHADES)[number] | "default") => (b.colors.primary as unknown as Record<string, string>)[k];

// ---- a tiny XML well-formedness check (tags balanced, attributes quoted) ----
function assertWellFormed(svg: string): void {
  const body = svg.replace(/<!--[\s\S]*?-->/g, "");
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
  const stack: string[] = [];
  let last = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    const between = body.slice(last, m.index);
    if (between.includes("<")) throw new Error(`malformed markup near "${between.slice(between.indexOf("<"), between.indexOf("<") + 40)}"`);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? "nothing"}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (body.slice(last).includes("<")) throw new Error("malformed markup at the end");
  if (stack.length) throw new Error(`unclosed <${stack.join(">, <")}>`);
  const text = body.replace(tag, "");
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error("bare & in text");
}

const ASSET_FIELDS = (b: BrandTheme) => ({
  favicon: b.favicon,
  footerLogo: b.footerLogo,
  dashboardLogo: b.dashboardLogo,
  headerLogo: b.headerLogo,
  "login.image": b.login.image,
  "login.logo": b.login.logo,
});

describe("brand registry", () => {
  it("has ten brands: six partners and four country defaults", () => {
    expect(brands).toHaveLength(10);
    expect(
      brands
        .filter((b) => !b.isDefault)
        .map((b) => b.code)
        .sort(),
    ).toEqual(["azura", "castello", "mistral", "nordhafen", "solana", "vigie"]);
  });

  it("every brand has every field (validator passes on the raw JSON)", () => {
    for (const code of brandCodes) {
      const json = JSON.parse(readFileSync(join(here, code, "brand.json"), "utf8"));
      expect(() => validateBrandTheme(json, code)).not.toThrow();
      const keys = [
        "code",
        "brandName",
        "hostKey",
        "country",
        "isDefault",
        "colors",
        "mainIcon",
        "favicon",
        "footerLogo",
        "dashboardLogo",
        "headerLogo",
        "login",
        "content",
      ];
      for (const k of keys) expect(json, `${code}.${k}`).toHaveProperty(k);
      for (const k of [...SHADES, "default"]) expect(json.colors.primary, `${code} shade ${k}`).toHaveProperty(k);
      for (const k of ["left", "right", "background"]) expect(json.mainIcon, `${code} mainIcon.${k}`).toHaveProperty(k);
      for (const k of ["imageType", "image", "logo", "subscriptionHome"]) expect(json.login, `${code} login.${k}`).toHaveProperty(k);
      expect(json.code).toBe(code);
    }
  });

  it("validator rejects a brand with a missing or bad field", () => {
    const good = JSON.parse(JSON.stringify(brandByCode("azura")));
    const noIcon = { ...good };
    delete noIcon.mainIcon;
    expect(() => validateBrandTheme(noIcon)).toThrow(/mainIcon/);
    expect(() => validateBrandTheme({ ...good, colors: { primary: { ...good.colors.primary, 700: "teal" } } })).toThrow(/700/);
    expect(() => validateBrandTheme({ ...good, headerLogo: "../../etc/passwd" })).toThrow(/headerLogo/);
    expect(() => validateBrandTheme({ ...good, login: { ...good.login, subscriptionHome: "javascript:alert(1)" } })).toThrow(/subscriptionHome/);
    expect(() => validateBrandTheme({ ...good, country: "UK" })).toThrow(/country/);
  });

  it("codes are unique and brandByCode finds each", () => {
    expect(new Set(brandCodes).size).toBe(brandCodes.length);
    for (const code of brandCodes) expect(brandByCode(code)?.code).toBe(code);
    expect(brandByCode("nope")).toBeUndefined();
  });

  it("hostKeys are unique, partners only, and none is a substring of another", () => {
    const keys = brands.filter((b) => !b.isDefault).map((b) => b.hostKey as string);
    expect(keys.every((k) => typeof k === "string" && k.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of keys) for (const b of keys) if (a !== b) expect(b.includes(a), `${a} in ${b}`).toBe(false);
    for (const b of brands.filter((x) => x.isDefault)) expect(b.hostKey).toBeNull();
  });

  it("has exactly one default brand per country FR, IT, DE, ES", () => {
    for (const c of ["FR", "IT", "DE", "ES"] as const) {
      expect(
        brands.filter((b) => b.isDefault && b.country === c),
        c,
      ).toHaveLength(1);
    }
    expect(brands.filter((b) => b.isDefault)).toHaveLength(4);
  });

  it("subscriptionHome is an https URL on the brand's own site for partners, null for defaults", () => {
    for (const b of brands) {
      if (b.isDefault) {
        expect(b.login.subscriptionHome, b.code).toBeNull();
      } else {
        const url = new URL(b.login.subscriptionHome as string);
        expect(url.protocol, b.code).toBe("https:");
        expect(url.hostname, b.code).toMatch(/\.example$/);
      }
    }
  });
});

describe("brand colours (WCAG 2.2 AA)", () => {
  it("contrast helper matches known values", () => {
    expect(contrast("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBeCloseTo(1, 5);
    expect(contrast("#767676", WHITE)).toBeGreaterThan(4.5);
    expect(contrast("#777777", WHITE)).toBeLessThan(4.5);
  });

  for (const b of brands) {
    describe(b.code, () => {
      it("default colour has >= 4.5:1 against white (button background, link colour)", () => {
        expect(contrast(shade(b, "default"), WHITE)).toBeGreaterThanOrEqual(AA);
      });
      it("default colour is one of the shades", () => {
        expect(SHADES.map((k) => shade(b, k))).toContain(shade(b, "default"));
      });
      it("shades 700, 800, 900 have >= 4.5:1 against white", () => {
        for (const k of ["700", "800", "900"] as const) {
          expect(contrast(shade(b, k), WHITE), k).toBeGreaterThanOrEqual(AA);
        }
      });
      it("shades 50 and 100 take dark text #1a1a1a at >= 4.5:1", () => {
        for (const k of ["50", "100"] as const) {
          expect(contrast(shade(b, k), DARK_TEXT), k).toBeGreaterThanOrEqual(AA);
        }
      });
      it("the scale gets darker from 50 to 900", () => {
        const lum = SHADES.map((k) => luminance(shade(b, k)));
        for (let i = 1; i < lum.length; i++) expect(lum[i], SHADES[i]).toBeLessThan(lum[i - 1]);
      });
      it("the main icon's left colour (white marks on it) has >= 3:1 against white", () => {
        expect(contrast(b.mainIcon.left, WHITE)).toBeGreaterThanOrEqual(3);
      });
    });
  }
});

describe("brand SVG assets", () => {
  for (const b of brands) {
    for (const [field, file] of Object.entries(ASSET_FIELDS(b))) {
      it(`${b.code} ${field} (${file}) exists and is a clean, accessible SVG`, () => {
        const path = join(here, b.code, file);
        expect(existsSync(path), path).toBe(true);
        // Outlined wordmarks weigh more than text: 4.4 KB for Nordhafen's two lines.
        expect(statSync(path).size).toBeLessThan(5 * 1024);
        const svg = readFileSync(path, "utf8");
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg).toMatch(/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toMatch(/^<svg[^>]*\sviewBox="[\d.\s-]+"/);
        const title = svg.match(/<title[^>]*>([^<]*)<\/title>/);
        expect(title?.[1]).toBe(b.brandName);
        expect(() => assertWellFormed(svg)).not.toThrow();
        // no script, no event handlers, no external references
        expect(svg).not.toMatch(/<script/i);
        // No text to render in whatever font the visitor has: wordmarks are outlined (scripts/outline-wordmarks.py).
        expect(svg).not.toMatch(/<text\b/);
        expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
        expect(svg).not.toMatch(/<(image|foreignObject|iframe|use|a)\b/i);
        expect(svg).not.toMatch(/@import/i);
        expect(svg).not.toMatch(/url\(\s*['"]?(?!#)/i);
        expect(svg).not.toMatch(/href\s*=/i);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|\/\//i);
      });
    }
    it(`${b.code} favicon has a 32x32 viewBox and the dashboard logo is square`, () => {
      const box = (file: string) =>
        readFileSync(join(here, b.code, file), "utf8")
          .match(/viewBox="([^"]+)"/)?.[1]
          .split(/\s+/)
          .map(Number) ?? [];
      expect(box(b.favicon)).toEqual([0, 0, 32, 32]);
      const [, , w, h] = box(b.dashboardLogo);
      expect(w).toBe(h);
      const [, , lw, lh] = box(b.headerLogo);
      expect(lw / lh).toBeCloseTo(4, 1);
    });
  }

  it("the well-formedness check catches broken markup", () => {
    expect(() => assertWellFormed("<svg><g></svg>")).toThrow();
    expect(() => assertWellFormed("<svg><rect width=1/></svg>")).toThrow();
    expect(() => assertWellFormed("<svg><title>A & B</title></svg>")).toThrow();
    expect(() => assertWellFormed('<svg viewBox="0 0 1 1"><g><rect/></g></svg>')).not.toThrow();
  });
});

describe("resolveBrand", () => {
  it("picks a partner by subdomain, ignoring the port", () => {
    expect(resolveBrand("azura.localhost:3000", "FR").code).toBe("azura");
  });
  it("is case-insensitive", () => {
    expect(resolveBrand("ESPACE-CLIENT.MISTRAL-PROTECT.EXAMPLE", "FR").code).toBe("mistral");
    expect(resolveBrand("Nordhafen.Example:8443", "FR").code).toBe("nordhafen");
  });
  it("a partner wins whatever the route country", () => {
    expect(resolveBrand("castello.localhost", "DE").code).toBe("castello");
    expect(resolveBrand("portal.solana-seguros.example", "FR").code).toBe("solana");
  });
  it("does not match a hostKey that only appears in the port", () => {
    expect(resolveBrand("localhost:3000", "IT").code).toBe("courtia-it");
  });
  it("no match gives the default brand of the country", () => {
    expect(resolveBrand("portal.example.com", "FR").code).toBe("courtia-fr");
    expect(resolveBrand("portal.example.com", "IT").code).toBe("courtia-it");
    expect(resolveBrand("127.0.0.1:3000", "DE").code).toBe("courtia-de");
    expect(resolveBrand("[::1]:3000", "ES").code).toBe("courtia-es");
  });
  it("an empty or missing host gives the default brand of the country", () => {
    expect(resolveBrand("", "FR").code).toBe("courtia-fr");
    expect(resolveBrand(null, "DE").code).toBe("courtia-de");
    expect(resolveBrand(undefined, "ES").code).toBe("courtia-es");
    expect(resolveBrand("   ", "IT").code).toBe("courtia-it");
  });
});

describe("brand content pages", () => {
  it("five partners share the French privacy page, one has its own legals and EULA, defaults have none", () => {
    const sharedPrivacy = brands.filter((b) => b.content.fr?.privacy === "partners-privacy").map((b) => b.code);
    expect(sharedPrivacy.sort()).toEqual(["azura", "castello", "mistral", "nordhafen", "solana"]);
    expect(brandByCode("vigie")?.content).toEqual({ fr: { legals: "vigie-legals", eula: "vigie-eula" } });
    for (const b of brands.filter((x) => x.isDefault)) expect(b.content, b.code).toEqual({});
  });

  it("every referenced document exists, with 6 to 10 sections and the {{brand}} placeholder", () => {
    for (const b of brands) {
      for (const [lang, pages] of Object.entries(b.content)) {
        for (const id of Object.values(pages ?? {})) {
          const doc = getBrandContent(id as string, lang);
          expect(doc, `${b.code}: ${id}.${lang}`).not.toBeNull();
          expect(doc?.updated).toBe("2026-09-01");
          expect(doc?.sections.length).toBeGreaterThanOrEqual(6);
          expect(doc?.sections.length).toBeLessThanOrEqual(10);
          expect(JSON.stringify(doc)).toContain("{{brand}}");
          expect(existsSync(join(here, "content", `${id}.${lang}.json`))).toBe(true);
        }
      }
    }
    expect(Object.keys(contentDocuments).sort()).toEqual(["partners-privacy.fr", "vigie-eula.fr", "vigie-legals.fr"]);
  });

  it("returns null for an unknown document or language, and loadBrandContent agrees", () => {
    expect(getBrandContent("partners-privacy", "de")).toBeNull();
    expect(getBrandContent("nope", "fr")).toBeNull();
    expect(getBrandContent("toString", "fr")).toBeNull();
    expect(loadBrandContent("vigie-legals", "fr")).toBe(getBrandContent("vigie-legals", "fr"));
  });

  it("withBrandName fills in the brand name everywhere", () => {
    const source = getBrandContent("vigie-legals", "fr");
    if (!source) throw new Error("vigie-legals.fr is missing");
    const doc = withBrandName(source, "La Vigie Courtage");
    const text = JSON.stringify(doc);
    expect(text).not.toContain("{{brand}}");
    expect(text).toContain("La Vigie Courtage");
    expect(text).toMatch(/ORIAS/);
  });
});
