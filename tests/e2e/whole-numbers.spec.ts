import { brandUrl, linesOfMatches } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * References stay whole (issue 45, docs/design-notes.md "References stay whole", was decision 0187): a contract number ("MIS-001007"), a claim reference
 * ("SIN-MISTRAL-COLLISION"), an invoice or quote number never breaks at its hyphen, on a phone or a desktop,
 * on every page that lists or shows them. Read only: the stored mistral and azura sessions.
 */
const REFERENCE = /[A-Z0-9]+(?:-[A-Z0-9_]+)+/g;

for (const brand of ["mistral", "azura"] as const) {
  test.describe(`${brand}: references on one line`, () => {
    test.use({ session: { login: "demo.full@example.com", brand } });

    for (const width of [390, 1280]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
        const claim = (await page.locator("main li[data-claim] a").first().getAttribute("href")) ?? "";
        await page.goto(brandUrl(brand, "/fr-fr/contrats"));
        const contract = (await page.locator("main a[href*='/contrats/ctr_']").first().getAttribute("href")) ?? "";
        expect(claim).toMatch(/sinistres\//);
        expect(contract).toMatch(/contrats\/ctr_/);
        const pages = ["/fr-fr", "/fr-fr/sinistres", claim, "/fr-fr/contrats", contract, `${contract}/details`, "/fr-fr/payments"];
        for (const path of pages) {
          await page.goto(brandUrl(brand, path));
          const lines = await linesOfMatches(page, "main", REFERENCE);
          expect(lines.length, path).toBeGreaterThan(0);
          expect(
            lines.filter(([, count]) => count !== 1),
            `${path} at ${width} px`,
          ).toEqual([]);
        }
      });
    }
  });
}
