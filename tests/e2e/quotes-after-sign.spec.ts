import type { Page } from "@playwright/test";
import { brandUrl, expect, test } from "./fixtures";
import { logIn, useOwnAddress } from "./auth-fixtures";
import { signAtProviderPage } from "./provider-page";

/**
 * A person with two quotes signs one and still sees, and signs, the other (docs/decisions/0251):
 * demo.quote-pair signs the car quote, is a client from the return page on, and still finds the
 * premises quote on the home page, in the menu's "Devis" and on its own page, signable; the car
 * quote is their contract and is not offered for signing again. Signed in afresh, the same.
 * Without JavaScript: quotes-after-sign.http.spec.ts (on vigie).
 */
const brand = "mistral";
const login = "demo.quote-pair@example.com";
const car = "Assurance automobile";
const premises = "Assurance des locaux";

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const quotesPane = (page: Page) => page.getByRole("region", { name: "Devis", exact: true });
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/** From a quote's page to the sandbox provider's page and back: the signature by SMS code. */
async function signQuote(page: Page, name: string) {
  await page.goto(brandUrl(brand, "/fr-fr/quotes"));
  await page.getByRole("main").getByRole("link", { name }).click();
  await page.getByRole("main").getByRole("link", { name: "Aller aux documents et à la signature" }).click();
  await expect(page.locator("#sign-reasons")).toHaveCount(0);
  await page.getByRole("button", { name: "Signer le devis" }).click();
  await signAtProviderPage(page, { to: "+33612345015", brand });
}

/** What the person sees once the car quote is theirs as a contract and the premises quote still waits. */
async function expectPremisesStillOpen(page: Page) {
  await page.goto(brandUrl(brand, "/fr-fr/"));
  await expect(page.getByRole("region", { name: "Contrats" })).toBeVisible();
  await expect(quotesPane(page)).toContainText("1 devis en cours");
  await expect(quotesPane(page).getByRole("link", { name: premises })).toBeVisible();
  await expect(quotesPane(page).getByRole("link", { name: car })).toHaveCount(0);
  await mainMenu(page).getByRole("link", { name: "Devis", exact: true }).click();
  await expect(page).toHaveURL(/\/fr-fr\/quotes(\/[0-9a-f-]{36})?$/);
  await page.goto(brandUrl(brand, "/fr-fr/quotes"));
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: premises })).toBeVisible();
  // The signed one: its step says so, it leads to its contract, its documents offer no signature.
  await main.getByRole("link", { name: car }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Finalisé/);
  const quoteUrl = page.url();
  await expect(main.getByRole("link", { name: "Voir mon contrat" })).toHaveAttribute("href", /\/fr-fr\/contrats\/ctr_/);
  await page.goto(`${quoteUrl}/documents`);
  await expect(page.getByRole("button", { name: "Signer le devis" })).toHaveCount(0);
}

test("the other quote stays listed and signable after the first signature", { tag: "@js-only" }, async ({ page }) => {
  // Two signatures through the provider's page and a second sign-in.
  test.slow();
  await logIn(page, brand, login);
  await expect(quotesPane(page)).toContainText("2 devis en cours");
  await signQuote(page, car);
  await page.getByRole("link", { name: "Voir mon contrat" }).click();
  await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_/);
  await expectPremisesStillOpen(page);

  // Signed in afresh: the person is the client from the start, and the premises quote is still theirs.
  await page.context().clearCookies();
  await logIn(page, brand, login);
  await expectPremisesStillOpen(page);
  await signQuote(page, premises);
  await page.goto(brandUrl(brand, "/fr-fr/"));
  await expect(quotesPane(page)).toHaveCount(0);
  await page.goto(brandUrl(brand, "/fr-fr/contrats"));
  for (const number of ["C-MISTRAL-2201", "C-MISTRAL-2202"]) await expect(page.getByText(number).first()).toBeVisible();
});
