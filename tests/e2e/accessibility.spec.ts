import { test } from "@playwright/test";
import { brandUrl, expectNoAxeViolations, openPages, pagePath } from "./fixtures";

// Two brands, each in its own language; axe with the WCAG 2.2 AA rule set.
// axe runs inside the page, so it needs JavaScript: the "scripts blocked"
// pass checks the page exactly as a browser without JavaScript shows it.
const brandsUnderTest = [
  { key: "azura", locale: "fr-fr" },
  { key: null, locale: "en-fr" },
] as const;
const modes = ["hydrated", "scripts blocked"] as const;

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page; the no-JS DOM is covered by the 'scripts blocked' pass");

  for (const mode of modes) {
    for (const brand of brandsUnderTest) {
      const paths = [...openPages.map((openPage) => ({ name: openPage.name, path: pagePath(brand.locale, openPage) })), { name: "not-found", path: `/${brand.locale}/missing-page` }];
      for (const target of paths) {
        test(`axe (${mode}): ${brand.key ?? "default"} ${target.name}`, async ({ page }) => {
          if (mode === "scripts blocked") await page.route(/\.js(\?|$)/, (route) => route.abort());
          await page.goto(brandUrl(brand.key, target.path));
          await expectNoAxeViolations(page);
        });
      }
    }
  }
});
