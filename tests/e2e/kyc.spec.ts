import type { Page } from "@playwright/test";
import { samplePdfWith } from "../../broker/test/fixtures/files";
import { logIn, openAccountMenu, useOwnAddress } from "./auth-fixtures";
import { brandUrl, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The qualification questionnaire (issue 28 §6): demo.qualification must do
 * it. Filled over two visits with a sign-out in between (the company
 * extract, a file question, refused by its bytes then sent and named on the
 * next visit), a wrong social security key, then a number that does not carry the birth date typed, each
 * refused next to its field and in the summary with what was typed kept (issue 45), then the
 * completion clears the step and lands home. One brand per project: the
 * completion changes the account for the rest of the run (sign-in.spec uses
 * demo.qualification on azura, naughty-strings on courtia-es). Without JavaScript: kyc.http.spec.ts, on vigie.
 */
const login = "demo.qualification@example.com";
const kycUrl = (brand: string) => brandUrl(brand, "/fr-fr/qualification");
const kycPage = (brand: string) => (url: URL) => url.href === kycUrl(brand);
const pdf = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };
const notAFile = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF at all") };

async function save(page: Page, button = "Enregistrer et continuer") {
  await page.getByRole("button", { name: button }).click();
}

// Without JavaScript: kyc.http.spec.ts (on vigie).
test(
  "KYC: two visits, a wrong social security key or birth date refused on its field, completion lands home",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    test.slow();
    await useOwnAddress(page, testInfo);
    const brand = "mistral";
    await logIn(page, brand, login);
    await expect(page).toHaveURL(kycPage(brand));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questionnaire de qualification");
    await expectNoAxeViolations(page);

    // Step 1: a missing answer refused next to its field, with the summary; then saved.
    await page.getByLabel("Raison sociale").fill("Fontaine Conseil");
    await save(page);
    // The error summary (decision 0130): its heading, then one link per refused field.
    const summary = page.locator("#kyc-company").getByRole("alert");
    await expect(summary).toContainText("Il y a un problème");
    await expect(summary.getByRole("link")).toHaveCount(3);
    await expect(page.locator("#kyc-company-activity-error")).toHaveText("Ce champ est obligatoire.");
    await expect(page.getByLabel("Raison sociale")).toHaveValue("Fontaine Conseil");
    await page.getByRole("radio", { name: "Entreprise individuelle" }).check();
    await page.getByLabel("Activité principale").fill("Conseil en décoration");
    await page.getByLabel("Nombre de salariés").fill("2");
    // The file question (decision 0149): the required documents' upload refuses what is no PDF by its bytes, next to the field.
    await page.getByLabel("Extrait Kbis").setInputFiles(notAFile);
    await save(page);
    await expect(page.locator("#kyc-company-registration_extract-error")).toContainText("ni un PDF, ni un JPG, ni un PNG");
    await expect(page.getByLabel("Activité principale")).toHaveValue("Conseil en décoration");
    await page.getByLabel("Extrait Kbis").setInputFiles(pdf);
    await save(page);
    await expect(page).toHaveURL(/step=needs/);
    await page.getByRole("radio", { name: "Véhicules" }).check();
    await page
      .getByRole("group", { name: /Êtes-vous déjà assuré/ })
      .getByRole("radio", { name: "Non" })
      .check();
    await save(page);
    await expect(page).toHaveURL(/step=personal/);

    // Sign out half-way; signing in again comes back to the first step not saved, the others kept.
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    await logIn(page, brand, login);
    await expect(page).toHaveURL(kycPage(brand));
    // By its name: with JavaScript the address changes a moment before the sign-in page's headings go.
    await expect(page.getByRole("heading", { level: 2, name: /Données personnelles/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Étapes du questionnaire" })).toContainText("Vos besoins ✓ enregistrée");
    // The file sent is named on the next visit, and the step saves again without choosing it again.
    await page.getByRole("link", { name: "Votre entreprise et son activité" }).click();
    await expect(page.getByText("Déjà envoyé : kbis.pdf.")).toBeVisible();
    await save(page);
    await expect(page).toHaveURL(/step=needs/);
    await expect(page.getByRole("radio", { name: "Véhicules" })).toBeChecked();
    await save(page);

    // A wrong key: refused next to the number and in the summary, in the page's words, what was typed kept.
    const wrong = "2 69 05 49 588 157 81";
    const number = page.getByLabel(/Numéro de sécurité sociale/);
    await page.getByLabel("Date de naissance").fill("1969-05-14");
    await number.fill(wrong);
    await save(page);
    const mismatch = "Ce numéro ne correspond pas à ses caractères de contrôle";
    await expect(page.locator("#kyc-personal-social_security_number-error")).toContainText(mismatch);
    await expect(page.locator("#kyc-personal").getByRole("alert")).toContainText(mismatch);
    await expect(number).toHaveValue(wrong);
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/step=personal/);
    await expectNoAxeViolations(page);

    // A good number that does not carry the birth date typed (issue 45: born in May 1969, not March 1980): said on the number.
    await page.getByLabel("Date de naissance").fill("1980-03-14");
    await number.fill("2 69 05 49 588 157 80");
    await save(page);
    const otherBirth = "Ce numéro ne correspond pas à la date de naissance indiquée plus haut.";
    await expect(page.locator("#kyc-personal-social_security_number-error")).toContainText(otherBirth);
    await expect(page.locator("#kyc-personal").getByRole("alert")).toContainText(otherBirth);
    await expect(page.getByLabel("Date de naissance")).toHaveValue("1980-03-14");
    await page.getByLabel("Date de naissance").fill("1969-05-14");
    await save(page);
    await expect(page).toHaveURL(/step=bank/);

    // Back on the step, the number saved shows only its end (decision 0190), and a blank field keeps it.
    await page.getByRole("link", { name: "Données personnelles" }).click();
    await expect(number).toHaveValue("");
    await expect(page.getByText("Déjà enregistré\u00a0: ••••••••••••780.")).toBeVisible();
    expect(await page.content()).not.toContain("269054958815780");
    await save(page);

    await expect(page).toHaveURL(/step=bank/);
    await page.getByLabel("Titulaire du compte").fill("Claire Fontaine");
    await page.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
    await save(page, "Enregistrer et terminer");

    // Done: home, the step cleared for good.
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/"));
    await expect(page.getByRole("status").filter({ hasText: "Votre questionnaire a été transmis" })).toBeVisible();
    await page.goto(kycUrl(brand));
    await expect(page.getByText("Votre qualification est à jour.")).toBeVisible();
  },
);
