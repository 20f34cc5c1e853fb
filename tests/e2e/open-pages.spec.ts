import { brandUrl, expect, expectNoAxeViolations, localesUnderTest, openPages, pagePath, test } from "./fixtures";

/**
 * Open pages (SPEC section 1): login, legal texts, contact, health, not-found,
 * in every language, with JavaScript (without it: open-pages.http.spec.ts); axe once per page and brand.
 */
test.describe("open pages in every language", () => {
  // One test per language walks its nine pages in one browser page: a new page costs
  // more here than reading one (docs/decisions/0042); each page is a step of its own.
  // Without JavaScript: open-pages.http.spec.ts.
  for (const locale of localesUnderTest) {
    test(`${locale}: every open page answers 200 with its content`, { tag: "@js-only" }, async ({ page }) => {
      for (const openPage of openPages) {
        await test.step(openPage.name, async () => {
          const response = await page.goto(pagePath(locale, openPage));
          expect(response?.status(), openPage.name).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${locale.slice(0, 2)}-`));
          await expect(page.locator("h1")).toHaveCount(1);
          await expect(page.locator("h1")).not.toBeEmpty();
          // SPEC section 1: "customer space • brand name", after the page's own name.
          await expect(page).toHaveTitle(/ • Courtia/);
          // No translation key ever reaches the screen.
          const text = await page.locator("body").innerText();
          expect(text, openPage.name).not.toMatch(/\b(?:nav|footer|login|errors|legal|callback)\.[a-z]+/);
        });
      }
    });
  }
});

// Two brands, each in its own language; axe with the WCAG 2.2 AA rule set.
// axe runs inside the page, so it needs JavaScript: the "scripts blocked"
// pass checks the page exactly as a browser without JavaScript shows it.
const brandsUnderTest = [
  { key: "azura", locale: "fr-fr" },
  { key: null, locale: "en-fr" },
] as const;
const modes = ["hydrated", "scripts blocked"] as const;

test.describe("accessibility", { tag: "@once" }, () => {
  for (const mode of modes) {
    for (const brand of brandsUnderTest) {
      const paths = [
        ...openPages.map((openPage) => ({ name: openPage.name, path: pagePath(brand.locale, openPage) })),
        { name: "not-found", path: `/${brand.locale}/missing-page` },
      ];
      // One browser page walks the brand's ten pages, each a step of its own, as the content tests above do: a new
      // page and context per axe run cost more than the navigation it carried (docs/decisions/0042).
      test(`axe (${mode}): ${brand.key ?? "default"}, every open page and not-found`, async ({ page }) => {
        if (mode === "scripts blocked") await page.route(/\.js(\?|$)/, (route) => route.abort());
        for (const target of paths) {
          await test.step(target.name, async () => {
            await page.goto(brandUrl(brand.key, target.path));
            await expectNoAxeViolations(page);
          });
        }
      });
    }
  }
});

// The legal pages' side list said nothing of which page is shown. JavaScript on and off (a link followed
// in the list marks its own page, after a client-side navigation too); bold and a bar, not a colour alone.
const legalPages = openPages.filter((openPage) => ["legals", "privacy", "cookies", "eula", "complaints"].includes(openPage.name));
for (const { key, locale, label } of [
  { key: "azura", locale: "fr-fr", label: "Informations légales" },
  { key: "nordhafen", locale: "de-de", label: "Rechtliche Hinweise" },
] as const) {
  test(`the legal pages' side list marks the page shown (${key}, ${locale})`, async ({ page }) => {
    await page.goto(brandUrl(key, pagePath(locale, legalPages[0])));
    const list = page.getByRole("navigation", { name: label, exact: true });
    for (const [index, legalPage] of legalPages.entries()) {
      // The first page by its address, each next one by its link in the list.
      if (index > 0) await list.locator(`a[href$="/${pagePath(locale, legalPage).split("/").pop()}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath(locale, legalPage)}$`));
      const current = list.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", pagePath(locale, legalPage));
      const looks = await list.locator("a").evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return { current: link.getAttribute("aria-current") === "page", weight: Number(style.fontWeight), bar: style.borderLeftColor };
        }),
      );
      const others = looks.filter((look) => !look.current);
      const shown = looks.find((look) => look.current)!;
      // Bolder than every other entry, and a bar the others do not have.
      expect(Math.min(...others.map((look) => shown.weight - look.weight)), legalPage.name).toBeGreaterThanOrEqual(300);
      expect(
        others.every((look) => look.bar !== shown.bar),
        legalPage.name,
      ).toBe(true);
    }
  });
}
