import { test } from "@playwright/test";
import { brandUrl, expectNoAxeViolations, openPages, pagePath } from "./fixtures";

// Two brands, each in its own language; axe with the WCAG 2.2 AA rule set.
const brandsUnderTest = [
  { key: "azura", locale: "fr-fr" },
  { key: null, locale: "en-fr" },
] as const;

for (const brand of brandsUnderTest) {
  for (const openPage of openPages) {
    test(`axe: ${brand.key ?? "default"} ${openPage.name}`, async ({ page }) => {
      await page.goto(brandUrl(brand.key, pagePath(brand.locale, openPage)));
      await expectNoAxeViolations(page);
    });
  }
  test(`axe: ${brand.key ?? "default"} not-found page`, async ({ page }) => {
    await page.goto(brandUrl(brand.key, `/${brand.locale}/missing-page`));
    await expectNoAxeViolations(page);
  });
}
