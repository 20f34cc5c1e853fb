import { describe, expect, it } from "vitest";
import { detectLocale, homeLocaleOf, languageFromAcceptLanguage, localeFromPathname, parseLocaleSegment, stripDataSuffix } from "~/utils/routing/locale";

describe("locale segment", () => {
  it("accepts the 20 lang-country pairs only", () => {
    expect(parseLocaleSegment("fr-fr")).toEqual({ lang: "fr", country: "FR" });
    expect(parseLocaleSegment("es-it")).toEqual({ lang: "es", country: "IT" });
    expect(parseLocaleSegment("en-gb")).toBeNull();
    expect(parseLocaleSegment("nl-fr")).toBeNull();
    expect(parseLocaleSegment("FR-FR")).toBeNull();
    expect(parseLocaleSegment("fr")).toBeNull();
    expect(parseLocaleSegment(undefined)).toBeNull();
  });

  it("reads single-fetch data paths like page paths", () => {
    expect(stripDataSuffix("/de-de/legals.data")).toBe("/de-de/legals");
    expect(localeFromPathname("/de-de/legals.data")).toEqual({ lang: "de", country: "DE" });
    expect(localeFromPathname("/it-it.data")).toEqual({ lang: "it", country: "IT" });
    expect(stripDataSuffix("/_root.data")).toBe("/");
  });
});

describe("language detection", () => {
  it("ranks Accept-Language by quality", () => {
    expect(languageFromAcceptLanguage("nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7")).toBe("de");
    expect(languageFromAcceptLanguage("en;q=0.2, it;q=0.9")).toBe("it");
    expect(languageFromAcceptLanguage("pt-BR")).toBeNull();
    expect(languageFromAcceptLanguage("de;q=0")).toBeNull();
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it("takes the cookie, then Accept-Language (country by SPEC section 9), then fr-FR", () => {
    expect(detectLocale("it-it", "de")).toEqual({ lang: "it", country: "IT" });
    expect(detectLocale("bogus", "de")).toEqual({ lang: "de", country: "DE" });
    expect(detectLocale(null, "en-US")).toEqual({ lang: "en", country: "FR" });
    expect(detectLocale(null, "es")).toEqual({ lang: "es", country: "ES" });
    expect(detectLocale(null, null)).toEqual({ lang: "fr", country: "FR" });
  });

  it("ends on the fallback it is given, a partner brand's country in its language (decision 0265)", () => {
    expect(detectLocale(null, "pl", homeLocaleOf("DE"))).toEqual({ lang: "de", country: "DE" });
    expect(detectLocale(null, "en", homeLocaleOf("DE"))).toEqual({ lang: "en", country: "FR" });
    expect(detectLocale("es-es", null, homeLocaleOf("IT"))).toEqual({ lang: "es", country: "ES" });
    expect(homeLocaleOf("IT")).toEqual({ lang: "it", country: "IT" });
    expect(homeLocaleOf("FR")).toEqual({ lang: "fr", country: "FR" });
  });
});
