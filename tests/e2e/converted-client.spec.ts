import type { Page } from "@playwright/test";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, logIn, useOwnAddress } from "./auth-fixtures";
import { signAtProviderPage } from "./provider-page";
import { expect, test } from "./sessions";

/**
 * A client who was a prospect finds, in one list, the quotes asked for as a prospect and the one the broker made for
 * the client since (docs/decisions/0266): demo.converted signed the car quote (its contract), still has the premises
 * quote to sign, and has a home quote made for the client. The home and "Devis" show the two to sign; the signed one
 * leads to its contract; the premises quote, a prospect's, signs in the client's session and joins its contracts.
 */
const login = "demo.converted@example.com";
const car = "Assurance automobile";
const premises = "Assurance des locaux";
const homeQuote = "Multirisque professionnelle";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const quotesPane = (page: Page) => page.getByRole("region", { name: "Devis", exact: true });
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

test.describe("read", () => {
  test.use({ session: { login, brand: "azura" } });

  test("the quotes of the prospect and of the client are listed together", async ({ page }) => {
    const brand = "azura";
    await page.goto(brandUrl(brand, "/fr-fr/"));
    await expect(page.getByRole("region", { name: "Contrats" })).toBeVisible();
    await expect(quotesPane(page)).toContainText("2 devis en cours");
    for (const name of [premises, homeQuote]) await expect(quotesPane(page).getByRole("link", { name })).toBeVisible();
    await expect(quotesPane(page).getByRole("link", { name: car })).toHaveCount(0);

    await mainMenu(page).getByRole("link", { name: "Devis", exact: true }).click();
    const main = page.getByRole("main");
    for (const name of [homeQuote, premises, car]) await expect(main.getByRole("link", { name })).toBeVisible();
    await expectNoAxeViolations(page);

    // The client's own quote is a quote until signed: its page leads to no contract.
    await main.getByRole("link", { name: homeQuote }).click();
    await expect(main.getByRole("heading", { level: 1 })).toContainText(homeQuote);
    await expect(main.getByRole("link", { name: "Voir mon contrat" })).toHaveCount(0);

    // The prospect's signed quote is the client's contract now.
    await page.goto(brandUrl(brand, "/fr-fr/quotes"));
    await main.getByRole("link", { name: car }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Finalisé/);
    await main.getByRole("link", { name: "Voir mon contrat" }).click();
    await expect(page.getByRole("main")).toContainText(`C-${brand.toUpperCase()}-2401`);
  });
});

test("the prospect's quote left to sign signs in the client's session", async ({ page }, testInfo) => {
  // Through the provider's page: each project signs on a brand of its own.
  test.slow();
  const brand = brandFor(testInfo, { js: "mistral", noJs: "vigie" });
  await logIn(page, brand, login);
  await page.goto(brandUrl(brand, "/fr-fr/quotes"));
  await page.getByRole("main").getByRole("link", { name: premises }).click();
  await page.getByRole("main").getByRole("link", { name: "Aller aux documents et à la signature" }).click();
  await expect(page.locator("#sign-reasons")).toHaveCount(0);
  await page.getByRole("button", { name: "Signer le devis" }).click();
  await signAtProviderPage(page, { to: "+33612345016", brand });
  await page.getByRole("link", { name: "Voir mon contrat" }).click();
  await expect(page.getByRole("main")).toContainText(`C-${brand.toUpperCase()}-2402`);

  // The home quote made for the client is the one left.
  await page.goto(brandUrl(brand, "/fr-fr/"));
  await expect(quotesPane(page)).toContainText("1 devis en cours");
  await expect(quotesPane(page).getByRole("link", { name: homeQuote })).toBeVisible();
  await page.goto(brandUrl(brand, "/fr-fr/contrats"));
  for (const number of ["2401", "2402"]) await expect(page.getByText(`C-${brand.toUpperCase()}-${number}`).first()).toBeVisible();
});

test.describe("on a German phone", () => {
  test.use({ session: { login, brand: "nordhafen" }, viewport: { width: 320, height: 720 } });

  test("a long compound title breaks at a syllable where the browser can, and never widens the page", async ({ page }) => {
    await page.goto(brandUrl("nordhafen", "/de-de/quotes"));
    const title = page.getByRole("main").getByRole("heading", { name: "Gebäudeversicherung" });
    await expect(title).toBeVisible();
    // Chromium hyphenates only with its German patterns, which a phone has and this host may not; the rule is checked.
    expect(await title.evaluate((node) => getComputedStyle(node).hyphens)).toBe("auto");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Titles in other languages keep whole words on their lines.
    await page.goto(brandUrl("nordhafen", "/fr-fr/quotes"));
    const french = page.getByRole("main").getByRole("heading", { level: 1 });
    expect(await french.evaluate((node) => getComputedStyle(node).hyphens)).toBe("manual");
  });
});
