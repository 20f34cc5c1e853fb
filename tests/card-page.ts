import { expect, type Page } from "@playwright/test";

/** On the card provider's own page (the broker's sandbox, never the portal): types a card, leaving the pay button to the test. */
export async function typeCard(page: Page, number = "4242424242424242") {
  await expect(page.getByLabel("Numéro de carte")).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/sandbox\/card\//);
  await page.getByLabel("Numéro de carte").fill(number);
  await page.getByLabel("Mois d'expiration").fill("12");
  await page.getByLabel("Année d'expiration").fill(String(new Date().getFullYear() + 2));
  await page.getByLabel("Cryptogramme (CVC)").fill("123");
}
