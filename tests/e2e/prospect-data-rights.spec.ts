import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { isJs, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * A prospect exercises data-protection rights (issue 45 §1, decision 0191):
 * the account menu leads to the data-rights page, whose form records the
 * request for the prospect and lists it. JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

test.describe("a prospect", () => {
  // On azura, where demo.quote stays a prospect: on mistral and vigie quotes.spec.ts and quotes.http.spec.ts sign its
  // quote, which makes it a client, at any moment of this test. Each project finds its own request by its reference.
  test.use({ session: { login: "demo.quote@example.com", brand: "azura" } });

  test("reaches the data-rights page from the account menu, asks, and sees the request listed", async ({ page }, testInfo) => {
    const brand = "azura";
    await page.goto(brandUrl(brand, "/fr-fr/"));
    // The account menu, closed: its links are not in the accessibility tree until it opens.
    // The account menu (a disclosure whose own list holds the link), closed: its links are not in the accessibility tree until it opens.
    const menu = page.locator('header details:has(> ul a[href="/fr-fr/exercice-de-droit-rgpd"])');
    await menu.locator("> summary").click();
    await menu.getByRole("link", { name: "Mes droits sur mes données" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes droits sur mes données" })).toBeVisible();
    if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off

    await page.locator('select[name="subject"]').selectOption("erasure");
    await page.getByLabel("Je certifie être la personne concernée").check();
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    const done = page.getByRole("status").filter({ hasText: "Votre demande est enregistrée" });
    await expect(done).toBeVisible();
    const reference = new URL(page.url()).searchParams.get("done")!;
    expect(reference).toMatch(/^gdp_/);
    await expect(page.locator(`li[data-request="${reference}"]`)).toContainText("Reçue");
  });
});
