import { describe, expect, it } from "vitest";
import { brandPortalLink, portalLink, portalUrlFor } from "./links";

describe("portalUrlFor", () => {
  it("leaves a PORTAL_URL without placeholder as it is (trailing slash trimmed)", () => {
    expect(portalUrlFor({ portalUrl: "http://localhost:3000" }, "azura")).toBe("http://localhost:3000");
    expect(portalUrlFor({ portalUrl: "https://portal.example/" }, "courtia-fr")).toBe("https://portal.example");
  });

  it("replaces {brand} by the brand code", () => {
    const config = { portalUrl: "http://{brand}.localhost:3000" };
    expect(portalUrlFor(config, "azura")).toBe("http://azura.localhost:3000");
    expect(portalUrlFor(config, "courtia-fr")).toBe("http://courtia-fr.localhost:3000");
    expect(portalUrlFor({ portalUrl: "https://{brand}.portal.example/{brand}/" }, "solana")).toBe("https://solana.portal.example/solana");
  });

  it("builds brand links with the brand country's locale, or the requested one", () => {
    const config = { portalUrl: "http://{brand}.localhost:3000" };
    expect(brandPortalLink(config, { id: "azura", country: "FR" }, "login?magic=abc")).toBe("http://azura.localhost:3000/fr-fr/login?magic=abc");
    expect(brandPortalLink(config, { id: "castello", country: "IT" }, "/login")).toBe("http://castello.localhost:3000/it-it/login");
    expect(brandPortalLink(config, { id: "courtia-fr", country: "FR" }, "login", "en-fr")).toBe("http://courtia-fr.localhost:3000/en-fr/login");
    expect(brandPortalLink({ portalUrl: "http://localhost:3000" }, { id: "azura", country: "FR" }, "login")).toBe("http://localhost:3000/fr-fr/login");
    expect(portalLink("http://localhost:3000/", "de-de", "/login")).toBe("http://localhost:3000/de-de/login");
  });
});
