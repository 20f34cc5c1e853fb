import type { Page } from "@playwright/test";
import { typeCard } from "../card-page";
import { brandUrl } from "./fixtures";
import { brandFor, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * What the payment pages say comes from the broker's state (issue 27): an
 * invoice paid by card shows its debits canceled and no longer announces
 * them; a "card saved" address typed by hand or replayed from another
 * intent's return says nothing; the formal-notice contract's frequency reads
 * one price. JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

/** On the card provider's page (the broker's sandbox): a card that pays. */
async function payWithCard(page: Page) {
  await typeCard(page);
  await page.getByRole("button", { name: /^Payer/ }).click();
}

test.describe("an invoice paid by card", () => {
  // Paying changes the fleet contract: JavaScript on courtia-fr, off on solana.
  const brands = { js: "courtia-fr", noJs: "solana" } as const;
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("shows its scheduled debit and its SEPA retry canceled, and no longer announces them; a replayed return saves no card", async ({ page }, testInfo) => {
    test.slow();
    const brand = brandFor(testInfo, brands);
    const tab = brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_formalised/paiements`);
    await page.goto(tab);
    const debit = page.locator(`tr[data-planning="pln_${brand}_fleet_7"]`);
    const retry = page.locator(`li[data-payment="pay_${brand}_fleet_warning"]`);
    await expect(debit).toContainText("À venir");
    await expect(retry).toContainText("À surveiller");
    const announced = page.getByText(/^Prochain paiement\s: /);
    await expect(announced).toContainText("412,50");
    const announcedBefore = (await announced.textContent()) ?? "";

    // The return address of the payment, kept to be replayed on the tab below.
    let returned = "";
    page.on("request", (request) => {
      if (request.url().includes("outcome=success")) returned = request.url();
    });
    await page.goto(brandUrl(brand, `/fr-fr/pay?contract=ctr_${brand}_full_formalised&invoice=inv_${brand}_fleet_unpaid`));
    await page.getByRole("button", { name: /^Payer 412,50\s€/ }).click();
    await payWithCard(page);
    await expect(page.getByRole("status").filter({ hasText: "Le paiement est validé." })).toBeVisible();

    await page.goto(tab);
    await expect(debit).toContainText("Annulé (facture payée)");
    await expect(retry).toContainText("Annulé (facture payée)");
    await expect(page.locator(`tr[data-planning="pln_${brand}_fleet_8"]`)).toContainText("À venir");
    // The next payment announced is no longer the canceled one.
    await expect(announced).not.toHaveText(announcedBefore);

    // "Card saved" typed by hand, or the paid invoice's return replayed on the card-change address: nothing saved, nothing said.
    await page.goto(`${tab}?card=saved`);
    await expect(page.getByRole("region", { name: "Moyen de paiement" })).toContainText("Prélèvement SEPA");
    await expect(page.getByText("Carte enregistrée")).toHaveCount(0);
    const intentKey = new URL(returned).searchParams.get("intent_key");
    expect(intentKey).toMatch(/^pik_/);
    await page.goto(`${tab}?outcome=success&intent_key=${intentKey}`);
    await expect(page.getByRole("region", { name: "Moyen de paiement" })).toContainText("Prélèvement SEPA");
    expect(new URL(page.url()).searchParams.get("card")).toBe("saved");
    await expect(page.getByText("Carte enregistrée")).toHaveCount(0);
  });
});

test.describe("the formal-notice contract's debit frequency", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  test("reads one price: 269,70 € a quarter, 89,90 € a month", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formal_notice/paiements"));
    const frequency = page.getByRole("region", { name: "Fréquence de prélèvement" });
    await expect(frequency).toContainText("Actuellement\u00a0: Trimestrielle, 269,70 € par trimestre.");
    await expect(frequency.getByRole("radio", { name: "Mensuelle : 89,90 € par mois" })).toBeVisible();
    await expect(frequency.getByRole("radio", { name: /^Annuelle\s:\s1\s078,80\s€ par an$/ })).toBeVisible();
    await expect(frequency).not.toContainText("89,90 € par trimestre");
  });
});
