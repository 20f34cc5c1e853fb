import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * Money (SPEC sections 2, 4, 5): the payments page (invoices by contract,
 * totals, PDFs) and a contract's payments tab (payments, schedule, dispute,
 * missing payment, payment method, change to SEPA). JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const invoice = (page: Page, id: string) => page.locator(`li[data-invoice="${id}"]`);

test.describe("the payments page", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  test("groups every invoice by contract, with its status in words, and totals what is due and what was paid", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/payments"));
    await expect(page.getByRole("heading", { level: 1, name: "Paiements et factures" })).toBeVisible();
    // Due now: the fleet's invoice whose debit failed (412,50) and the notice invoice with its 15 € fee (269,70 + 15).
    const totals = page.locator("main dl").first();
    await expect(totals.locator("div").filter({ hasText: "À régler maintenant" }).locator("dd")).toHaveText("697,20 €");
    await expect(totals).toContainText(/Payé en \d{4}/);

    const fleet = page.getByRole("region", { name: "Flotte automobile" });
    await expect(fleet).toContainText("Contrat n° AZU-001008");
    await expect(invoice(page, "inv_azura_fleet_3")).toContainText("Payée");
    await expect(invoice(page, "inv_azura_fleet_disputed")).toContainText("Contestée");
    await expect(invoice(page, "inv_azura_fleet_upcoming")).toContainText("À venir");
    await expect(invoice(page, "inv_azura_fleet_refund")).toContainText("Avis de remboursement");
    await expect(invoice(page, "inv_azura_fleet_fees")).toContainText("Frais de placement");

    const notice = invoice(page, "inv_azura_notice_unpaid");
    await expect(notice).toContainText("Impayée");
    await expect(notice).toContainText("Dont frais de mise en demeure : 15,00 €");
    await expect(notice).toContainText("284,70 €");
    // Newest period first within a contract.
    const order = await fleet.locator("li[data-invoice]").evaluateAll((items) => items.map((item) => item.getAttribute("data-invoice")));
    expect(order.indexOf("inv_azura_fleet_upcoming")).toBeLessThan(order.indexOf("inv_azura_fleet_3"));
    // The contract's name leads to its payments tab.
    await expect(fleet.getByRole("link", { name: "Flotte automobile", exact: true })).toHaveAttribute("href", "/fr-fr/contrats/ctr_azura_full_formalised/paiements");
  });

  test("an invoice downloads as its PDF, through the portal", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/payments"));
    const link = invoice(page, "inv_azura_fleet_3").getByRole("link", { name: /Télécharger la facture/ });
    await expect(link).toHaveAttribute("href", "/fr-fr/payments/factures/ctr_azura_full_formalised/inv_azura_fleet_3");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await page.content()).not.toMatch(/\/v2\/clients/);
  });
});

test.describe("a contract's payments tab", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  test("shows the payments with their status, a dispute, the schedule and the SEPA mandate", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formalised/paiements"));
    await expect(page.locator("#tab-title")).toHaveText("Paiements");
    await expect(page.getByText(/^Prochain paiement : 412,50\s€ le \d+ \p{L}+ \d{4}\.$/u)).toBeVisible();

    const method = page.getByRole("region", { name: "Moyen de paiement" });
    await expect(method).toContainText("Prélèvement SEPA sur le compte se terminant par 0189");
    await expect(method).toContainText("RUM-AZURA-000001");

    const payment = (id: string) => page.locator(`li[data-payment="${id}"]`);
    await expect(payment("pay_azura_fleet_paid_3")).toContainText("Payé");
    await expect(payment("pay_azura_fleet_active")).toContainText("À venir");
    await expect(payment("pay_azura_fleet_warning")).toContainText("Le paiement a été refusé : fonds insuffisants.");
    await expect(payment("pay_azura_fleet_disputed")).toContainText(/Contestation ouverte le \d+ \p{L}+ \d{4}\. Motif : Les prélèvements ne sont pas autorisés/u);
    await expect(page.getByRole("region", { name: "Échéancier" }).locator("li").first()).toBeVisible();
  });

  test("a contract with a missing payment says so and leads to the invoices to pay", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formal_notice/paiements"));
    await expect(page.getByRole("status").filter({ hasText: "Un paiement de ce contrat n'a pas été reçu." })).toBeVisible();
    await page.getByRole("link", { name: "Voir mes factures à régler" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Paiements et factures" })).toBeVisible();
  });
});

test.describe("changing to SEPA direct debit", () => {
  // Saving a mandate changes the contract: JavaScript on mistral, off on vigie.
  const brands = { js: "mistral", noJs: "vigie" } as const;
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("refuses a wrong checksum, a non-SEPA country and an unticked box next to the field, then saves FR, DE, IT and ES accounts", async ({ page }, testInfo) => {
    // Seven round trips to the broker in one test: three refusals and four saves.
    test.slow();
    const brand = brandFor(testInfo, brands);
    const tab = brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_rc_amendment/paiements`);
    await page.goto(tab);
    const method = page.getByRole("region", { name: "Moyen de paiement" });
    await expect(method).toContainText("Carte Visa se terminant par 4242");

    const form = page.locator("form#sepa");
    const open = async () => {
      if (!(await form.isVisible())) await page.getByText("Payer par prélèvement SEPA").click();
    };
    const submit = async (values: { holder: string; iban: string; bic?: string; consent: boolean }) => {
      await open();
      await form.getByLabel("Titulaire du compte").fill(values.holder);
      await form.getByLabel("IBAN").fill(values.iban);
      await form.getByLabel("BIC (facultatif)").fill(values.bic ?? "");
      const box = form.getByRole("checkbox", { name: /J'accepte le mandat de prélèvement SEPA/ });
      if (values.consent) await box.check();
      else await box.uncheck();
      await form.getByRole("button", { name: "Enregistrer le mandat" }).click();
    };
    const ibanError = form.locator("#sepa-iban-error");

    // A wrong check digit: the broker's code, worded next to the IBAN; the rest kept.
    await submit({ holder: "Transports Dubois SAS", iban: "FR76 3000 6000 0112 3456 7890 188", bic: "AGRIFRPP", consent: true });
    await expect(ibanError).toHaveText("Cet IBAN n'est pas valide (clé de contrôle incorrecte). Vérifiez chaque caractère.");
    await expect(form.getByLabel("IBAN")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Titulaire du compte")).toHaveValue("Transports Dubois SAS");
    await expect(form.getByLabel("BIC (facultatif)")).toHaveValue("AGRIFRPP");

    // A valid IBAN outside the SEPA area.
    await submit({ holder: "Transports Dubois SAS", iban: "BR1800360305000010009795493C1", consent: true });
    await expect(ibanError).toHaveText("Ce compte n'est pas dans la zone SEPA : le prélèvement n'est pas possible.");

    // The consent box left unticked: its own message, the IBAN kept.
    await submit({ holder: "Transports Dubois SAS", iban: "FR7630006000011234567890189", consent: false });
    await expect(form.locator("#sepa-legal-error")).toHaveText("Cochez la case pour accepter le mandat de prélèvement.");
    await expect(form.getByLabel("IBAN")).toHaveValue("FR7630006000011234567890189");
    await expect(method).toContainText("Carte Visa se terminant par 4242");

    // One valid account per country: saved each time, the contract now paid by SEPA debit from it.
    for (const { iban, last4 } of [
      { iban: "FR76 3000 6000 0112 3456 7890 189", last4: "0189" },
      { iban: "DE89 3704 0044 0532 0130 00", last4: "3000" },
      { iban: "IT60 X054 2811 1010 0000 0123 456", last4: "3456" },
      { iban: "ES91 2100 0418 4502 0005 1332", last4: "1332" },
    ]) {
      await submit({ holder: "Transports Dubois SAS", iban, consent: true });
      await expect(page.getByText("Mandat SEPA enregistré", { exact: true })).toBeVisible();
      await expect(method).toContainText(`Prélèvement SEPA sur le compte se terminant par ${last4}`);
      await expect(method).toContainText(/RUM-/);
      await page.goto(tab);
    }
  });
});

test.describe("changing the debit frequency", () => {
  // A change starts the 24-hour wait: JavaScript on mistral, off on vigie.
  const brands = { js: "mistral", noJs: "vigie" } as const;
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("shows what each debit would take, changes it, and refuses a second change within 24 hours with the time", async ({ page, context }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    const tab = brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_signed/paiements`);
    // A second tab opened before the change: its form is the one a second change would come from.
    const stale = await context.newPage();
    await useOwnAddress(stale, testInfo);
    await stale.goto(tab);

    await page.goto(tab);
    const frequency = page.getByRole("region", { name: "Fréquence de prélèvement" });
    await expect(frequency).toContainText("Actuellement : Mensuelle : 61,80 € par mois.");
    // The yearly premium (12 × 61,80) split into the new instalments.
    await frequency.getByRole("radio", { name: "Trimestrielle : 185,40 € par trimestre" }).check();
    await expect(frequency.getByRole("radio", { name: "Annuelle : 741,60 € par an" })).toBeVisible();
    await frequency.getByRole("button", { name: "Changer la fréquence" }).click();
    await expect(page.getByText("Fréquence de prélèvement modifiée", { exact: true })).toBeVisible();
    await expect(frequency).toContainText("Actuellement : Trimestrielle : 185,40 € par trimestre.");
    await expect(frequency.getByRole("status")).toContainText(/Un nouveau changement sera possible le \d+ \p{L}+ \d{4} à \d{2}:\d{2}\./u);
    await expect(frequency.getByRole("button", { name: "Changer la fréquence" })).toHaveCount(0);

    // The form of the older tab: refused, the reason next to the choice, and the time it becomes possible.
    const staleFrequency = stale.getByRole("region", { name: "Fréquence de prélèvement" });
    await staleFrequency.getByRole("radio", { name: /^Annuelle/ }).check();
    await staleFrequency.getByRole("button", { name: "Changer la fréquence" }).click();
    await expect(stale.locator("#frequency-periodicity-error")).toHaveText("La fréquence a déjà été changée il y a moins de 24 heures.");
  });
});

test.describe("accessibility of the payment pages", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs once per page, with JavaScript");
  for (const { brand, locale, paths } of [
    { brand: "courtia-fr", locale: "fr-fr", paths: ["payments", "contrats/ctr_courtia-fr_full_formalised/paiements"] },
    { brand: "nordhafen", locale: "de-de", paths: ["payments", "contracts/ctr_nordhafen_full_formalised/payments"] },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });
      test(`the payments page and a payments tab have no axe violations (${brand})`, async ({ page }) => {
        for (const path of paths) {
          await page.goto(brandUrl(brand, `/${locale}/${path}`));
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page);
        }
        // The SEPA form, opened, with its errors shown.
        await page.getByText(locale === "fr-fr" ? "Payer par prélèvement SEPA" : "Per SEPA-Lastschrift bezahlen").click();
        await page.locator("form#sepa button[type=submit]").click();
        await expect(page.locator("#sepa-legal-error")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
