import { describe, expect, it } from "vitest";
import { brandPageLink, portalLink, portalUrlFor } from "./links";

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

  it("builds brand links with the brand country's locale, or the requested one, in that locale's path words", () => {
    const config = { portalUrl: "http://{brand}.localhost:3000" };
    const azura = { id: "azura", country: "FR" };
    // A French page is /connexion (SPEC section 2), not /login and a redirect.
    expect(brandPageLink(config, azura, "login", { query: { magic: "abc" } })).toBe("http://azura.localhost:3000/fr-fr/connexion?magic=abc");
    expect(brandPageLink(config, { id: "castello", country: "IT" }, "login")).toBe("http://castello.localhost:3000/it-it/login");
    expect(brandPageLink(config, { id: "courtia-fr", country: "FR" }, "login", { locale: "en-fr" })).toBe("http://courtia-fr.localhost:3000/en-fr/login");
    expect(brandPageLink(config, azura, "login", { locale: "de-fr" })).toBe("http://azura.localhost:3000/de-fr/login");
    expect(brandPageLink({ portalUrl: "http://localhost:3000" }, azura, "login")).toBe("http://localhost:3000/fr-fr/connexion");
    expect(brandPageLink(config, azura, "login-reset-password-email", { params: { token: "t0k" } })).toBe(
      "http://azura.localhost:3000/fr-fr/login/reset-password/email/t0k",
    );
    expect(brandPageLink(config, azura, "termination-withdrawal", { params: { token: "t0k" } })).toBe(
      "http://azura.localhost:3000/fr-fr/retrait-resiliation/t0k",
    );
    expect(brandPageLink(config, azura, "termination-withdrawal", { params: { token: "t0k" }, locale: "it-fr" })).toBe(
      "http://azura.localhost:3000/it-fr/termination-withdrawal/t0k",
    );
    expect(() => brandPageLink(config, azura, "termination-withdrawal")).toThrow(/:token/);
    expect(portalLink("http://localhost:3000/", "de-de", "/login")).toBe("http://localhost:3000/de-de/login");
  });
});
