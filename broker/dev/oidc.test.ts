import { describe, expect, it } from "vitest";
import { portalUrlFor } from "../auth/links";
import { isAllowedRedirect } from "./oidc";

describe("dev open-id redirect_uri check", () => {
  it("accepts loopback and *.localhost hosts, whatever PORTAL_URL", () => {
    const base = portalUrlFor({ portalUrl: "http://{brand}.localhost:3000" }, "azura");
    expect(isAllowedRedirect("http://azura.localhost:3100/fr-fr/login", base)).toBe(true);
    expect(isAllowedRedirect("http://courtia-fr.localhost:3000/fr-fr/login", base)).toBe(true);
    expect(isAllowedRedirect("http://127.0.0.1:3000/cb", base)).toBe(true);
    expect(isAllowedRedirect("http://localhost:3000/cb", "http://localhost:3000")).toBe(true);
  });

  it("otherwise accepts only the brand's portal origin (template substituted)", () => {
    const base = portalUrlFor({ portalUrl: "https://{brand}.portal.example" }, "azura");
    expect(isAllowedRedirect("https://azura.portal.example/fr-fr/login", base)).toBe(true);
    expect(isAllowedRedirect("https://mistral.portal.example/fr-fr/login", base)).toBe(false);
    expect(isAllowedRedirect("https://evil.example/cb", base)).toBe(false);
    expect(isAllowedRedirect("javascript:alert(1)", base)).toBe(false);
    expect(isAllowedRedirect("not a url", base)).toBe(false);
  });
});
