import { createInstance } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { languageOf, rememberingT } from "./remembered-texts.server";

async function instance(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: "fr",
    defaultNS: "common",
    ns: ["common", "home"],
    interpolation: { escapeValue: false },
    resources: {
      fr: {
        common: { title: "Espace client", nav: { home: "Accueil" } },
        home: { title: "Bienvenue", count_one: "{{count}} contrat", count_other: "{{count}} contrats" },
      },
      en: {
        common: { title: "Customer space", nav: { home: "Home" } },
        home: { title: "Welcome", count_one: "{{count}} contract", count_other: "{{count}} contracts" },
      },
    },
  });
  return i18n;
}

describe("rememberingT", () => {
  it("asks i18next once for a key alone, and keeps texts apart by language, namespaces and key prefix", async () => {
    const fr = await instance("fr");
    const en = await instance("en");
    const spy = vi.fn(fr.getFixedT("fr", "home"));
    const home = rememberingT(Object.assign(spy, { ns: "home" }), "fr", "home", undefined);
    expect(home("title")).toBe("Bienvenue");
    expect(home("title")).toBe("Bienvenue");
    expect(spy).toHaveBeenCalledTimes(1);
    expect(rememberingT(fr.getFixedT("fr", "common"), "fr", "common", undefined)("title")).toBe("Espace client");
    expect(rememberingT(en.getFixedT("en", "home"), "en", "home", undefined)("title")).toBe("Welcome");
    expect(rememberingT(fr.getFixedT("fr", ["home", "common"]), "fr", ["home", "common"], undefined)("title")).toBe("Bienvenue");
    expect(rememberingT(fr.getFixedT("fr", ["common", "home"]), "fr", ["common", "home"], undefined)("title")).toBe("Espace client");
    expect(rememberingT(fr.getFixedT("fr", "common", "nav"), "fr", "common", "nav")("home")).toBe("Accueil");
    expect(rememberingT(en.getFixedT("en", "common", "nav"), "en", "common", "nav")("home")).toBe("Home");
  });

  it("leaves every call with options to i18next", async () => {
    const fr = await instance("fr");
    const spy = vi.fn(fr.getFixedT("fr", "home"));
    const home = rememberingT(spy, "fr", "home", undefined);
    expect(home("count", { count: 1 })).toBe("1 contrat");
    expect(home("count", { count: 3 })).toBe("3 contrats");
    expect(home("common:title", { ns: "common" })).toBe("Espace client");
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it("keeps the fixed t's language, namespaces and prefix, which react-i18next reads", async () => {
    const fr = await instance("fr");
    type Fields = { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
    const fixed = fr.getFixedT("fr", "common", "nav");
    const remembering = rememberingT(fixed, "fr", "common", "nav") as unknown as Fields;
    const { lng, ns, keyPrefix } = fixed as unknown as Fields;
    expect([remembering.lng, remembering.ns, remembering.keyPrefix]).toEqual([lng, ns, keyPrefix]);
    expect(keyPrefix).toBe("nav");
  });
});

describe("languageOf", () => {
  it("is the language asked, else the instance's", () => {
    expect(languageOf("en", "fr")).toBe("en");
    expect(languageOf(null, "fr")).toBe("fr");
    expect(languageOf(undefined, "de")).toBe("de");
  });
});
