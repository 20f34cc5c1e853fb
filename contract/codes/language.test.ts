import { describe, expect, it } from "vitest";
import { portalLocale } from "../../broker/auth/links";
import { messageLanguage } from "../../broker/auth/messages";
import { languageOfCountry } from "./language";

describe("languageOfCountry", () => {
  it("gives each of the four countries its language, in any case, and nothing for another code", () => {
    expect(["FR", "IT", "DE", "ES"].map(languageOfCountry)).toEqual(["fr", "it", "de", "es"]);
    expect(languageOfCountry("de")).toBe("de");
    expect(languageOfCountry("UK")).toBeUndefined();
    expect(languageOfCountry("constructor")).toBeUndefined();
  });

  it("keeps the broker's fallbacks: fr-fr for a portal link, English for a message", () => {
    expect(portalLocale("DE")).toBe("de-de");
    expect(portalLocale("es")).toBe("es-es");
    expect(portalLocale("UK")).toBe("fr-fr");
    expect(portalLocale("DE", "EN-FR")).toBe("en-fr");
    expect(messageLanguage("IT")).toBe("it");
    expect(messageLanguage("UK")).toBe("en");
  });
});
