import { expect, test } from "@playwright/test";
import { port } from "./fixtures";

test.describe("security headers and cookies", () => {
  test("pages carry a nonce-based CSP and the strict headers", async ({ request }) => {
    const response = await request.get("/fr-fr/connexion");
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    // The nonce is per request and every inline script carries it.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await request.get("/fr-fr/connexion");
    expect(again.headers()["content-security-policy"]).not.toBe(csp);
  });

  test("the CSRF cookie is HttpOnly, Secure and SameSite=Lax", async ({ playwright }) => {
    const context = await playwright.request.newContext();
    const response = await context.get(`http://localhost:${port}/fr-fr/connexion`);
    const csrf = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("csrf="));
    expect(csrf?.value).toMatch(/HttpOnly/i);
    expect(csrf?.value).toMatch(/Secure/i);
    expect(csrf?.value).toMatch(/SameSite=Lax/i);
    await context.dispose();
  });

  test("hashed assets are cached as immutable", async ({ request }) => {
    const html = await (await request.get("/fr-fr/connexion")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toContain("immutable");
  });

  test("the health page reports the portal and the broker", async ({ page }) => {
    await page.goto("/en-fr/health");
    await expect(page.locator('[data-testid="health"] dd').first()).toHaveAttribute("data-state", "ok");
    await expect(page.locator('[data-testid="health"] dd').nth(1)).toHaveAttribute("data-state", "ok");
  });
});
