import { brandUrl, expect, test } from "./fixtures";

test.describe("brand chosen from the host name", () => {
  test("a partner key in the host gives that brand: title, logo, favicon, colours", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion"));
    await expect(page).toHaveTitle(/Espace client • Azura Assurances$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/brands/azura/favicon.svg");
    await expect(page.locator("header img").first()).toHaveAttribute("src", "/brands/azura/logo.svg");
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
    expect(primary).toBe("#006266");
  });

  test("no partner key gives the default brand of the URL's country", async ({ page }) => {
    await page.goto(brandUrl(null, "/it-it/legals"));
    await expect(page).toHaveTitle(/ • Courtia Italia$/);
    await page.goto(brandUrl(null, "/de-de/legals"));
    await expect(page).toHaveTitle(/ • Courtia Deutschland$/);
  });

  test("five partners share one French privacy page; Vigie has its own legals and EULA", async ({ page }) => {
    await page.goto(brandUrl("mistral", "/fr-fr/politique-de-confidentialite"));
    const mistralPrivacy = await page.locator("h1").innerText();
    await page.goto(brandUrl("castello", "/fr-fr/politique-de-confidentialite"));
    expect(await page.locator("h1").innerText()).toBe(mistralPrivacy);
    await expect(page.locator("main")).toContainText("Castello Coperture");

    await page.goto(brandUrl(null, "/fr-fr/politique-de-confidentialite"));
    const genericPrivacy = await page.locator("main article").innerText();
    await page.goto(brandUrl("azura", "/fr-fr/politique-de-confidentialite"));
    expect(await page.locator("main article").innerText()).not.toBe(genericPrivacy);

    await page.goto(brandUrl("vigie", "/fr-fr/mentions-legales"));
    await expect(page.locator("main")).toContainText("ORIAS");
    await expect(page.locator("main")).toContainText("La Vigie Courtage");
    await page.goto(brandUrl(null, "/fr-fr/mentions-legales"));
    await expect(page.locator("main")).not.toContainText("La Vigie Courtage");
  });

  test("brand logos are served only for known brands", async ({ request }) => {
    expect((await request.get("/brands/azura/logo.svg")).status()).toBe(200);
    expect((await request.get("/brands/unknown/logo.svg")).status()).toBe(404);
    expect((await request.get("/brands/azura/brand.json")).status()).toBe(404);
  });
});
