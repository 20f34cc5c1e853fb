import type { Page } from "@playwright/test";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

/* Headers, cookies and refused requests are checked over plain HTTP in security.http.spec.ts (docs/decisions/0221). */

test.describe("security headers and cookies", () => {
  test("the health page reports the portal and the broker", async ({ page }) => {
    await page.goto("/en-fr/health");
    await expect(page.locator('[data-testid="health"] dd').first()).toHaveAttribute("data-state", "ok");
    await expect(page.locator('[data-testid="health"] dd').nth(1)).toHaveAttribute("data-state", "ok");
  });
});

test.describe("no CSP violation on pages with forms", () => {
  test.use({ session: { brand: "azura", login: "demo.full@example.com" } });
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "violations come from scripts: the js project checks them");

  test("the claim declaration and the login page load without any securitypolicyviolation (zod's eval probe)", async ({ page, browser }) => {
    const watch = async (target: Page, url: string) => {
      await target.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await target.goto(url);
      await target.waitForLoadState("networkidle");
      // The page's forms are hydrated (their module arrived) before the violations are read.
      await expect(target.locator("main form").first()).toBeVisible();
      return target.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    };
    expect(await watch(page, brandUrl("azura", "/fr-fr/sinistres/declarer"))).toEqual([]);
    const signedOut = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      expect(await watch(await signedOut.newPage(), brandUrl("azura", "/fr-fr/connexion"))).toEqual([]);
    } finally {
      await signedOut.close();
    }
  });
});
