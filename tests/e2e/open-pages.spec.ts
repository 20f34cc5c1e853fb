import { expect, test } from "@playwright/test";
import { localesUnderTest, openPages, pagePath } from "./fixtures";

// Runs in both projects: JavaScript enabled and disabled.
for (const locale of localesUnderTest) {
  for (const openPage of openPages) {
    test(`${locale} ${openPage.name} answers 200 with its content`, async ({ page }) => {
      const response = await page.goto(pagePath(locale, openPage));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale.slice(0, 2)}-`));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      // SPEC section 1: "customer space • brand name", after the page's own name.
      await expect(page).toHaveTitle(/ • Courtia/);
      // No translation key ever reaches the screen.
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/\b(?:nav|footer|login|errors|legal|callback)\.[a-z]+/);
    });
  }
}
