import type { Page } from "@playwright/test";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, useOwnAddress } from "./auth-fixtures";
import { signAtProviderPage } from "./provider-page";
import { expect, test } from "./sessions";

/**
 * A prospect's quote, from reading it to signing it (issue 28, docs/decisions/0095–0097):
 * demo.quote lands on its one quote; signing is refused with the reasons next to the
 * button until the documents are downloaded and the conditions accepted; then the zip,
 * the SEPA mandate, the sandbox signature with its SMS code, and the one return page
 * (opened twice) with the quote's new state and the contract the prospect now has.
 * JavaScript on (mistral) and off (vigie): signing makes the prospect a client.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "mistral", noJs: "vigie" } as const;
test.use({ session: { login: "demo.quote@example.com", brand: brands } });

// Without JavaScript: quotes.http.spec.ts (on vigie).
test("the quote is read, refused, prepared and signed, and the return page tells the new state", { tag: "@js-only" }, async ({ page }, testInfo) => {
  // A whole journey (documents, zip, conditions, SEPA, SMS, the provider's page, the return): 39 s in a loaded CI run.
  test.slow();
  const brand = brandFor(testInfo, brands);
  await page.goto(brandUrl(brand, "/fr-fr/quotes"));
  await expect(page).toHaveURL(/\/fr-fr\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/Devis prêt/);
  await expect(page.getByText(/Prix TTC/)).toBeVisible();
  const quotePath = new URL(page.url()).pathname;
  if (testInfo.project.use.javaScriptEnabled) await expectNoAxeViolations(page);

  // What the prospect sent: its own tab, with the day it was sent and no download status; not among the documents to read.
  await page.getByRole("link", { name: "Documents envoyés" }).click();
  const sent = page.getByRole("main").getByRole("listitem").filter({ hasText: "Extrait Kbis" });
  await expect(sent).toContainText(/Envoyé le\s\d{1,2}(?:er)?\s\S+\s\d{4}/);
  await expect(sent).not.toContainText(/téléchargé/i);

  await page.goto(brandUrl(brand, `${quotePath}/documents`));
  await expect(page.getByRole("main").getByText("Extrait Kbis")).toHaveCount(0);
  await page.getByRole("button", { name: "Signer le devis" }).click();
  await expect(page.locator("#sign-reasons")).toContainText("Téléchargez d'abord tous les documents précontractuels.");
  await page.getByRole("button", { name: "Accepter et continuer" }).click();
  await expect(page.locator("#conditions-accepted-error")).toBeVisible();
  // The error summary at the top of the form, as the phone and SEPA forms' (decision 0130): focused, a link to the box.
  const conditionsSummary = page.locator("form#conditions").getByRole("alert");
  await expect(conditionsSummary.getByRole("heading", { name: "Il y a un problème" })).toBeVisible();
  await expect(conditionsSummary).toBeFocused();
  await expect(conditionsSummary.getByRole("link")).toHaveAttribute("href", "#conditions-accepted");
  await expect(conditionsSummary.getByRole("link")).toHaveText(await page.locator("#conditions-accepted-error").innerText());

  // "Download all": one zip through the portal; the broker records every document as downloaded.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Tout télécharger (zip)" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await page.reload();
  await expect(page.getByText("Pas encore téléchargé")).toHaveCount(0);

  await page.getByLabel(/J'ai lu les documents précontractuels/).check();
  await page.getByLabel(/Je souhaite recevoir les actualités/).check();
  await page.getByRole("button", { name: "Accepter et continuer" }).click();
  await expect(page.getByText("Vous avez accepté les conditions.")).toBeVisible();

  await page.getByText("Payer par prélèvement SEPA").click();
  await page.getByLabel(/Titulaire du compte/).fill("Thomas Lambert");
  await page.getByLabel(/^IBAN/).fill("FR14 2004 1010 0505 0001 3M02 606");
  await page.getByLabel(/J'accepte le mandat de prélèvement SEPA/).check();
  await page.getByRole("button", { name: "Enregistrer le mandat" }).click();
  await expect(page.getByText(/Mandat donné pour le compte/)).toBeVisible();
  // Saved: the form is closed and empty, with JavaScript as without, so a second click cannot give another mandate.
  await expect(page.locator("form#sepa")).toBeHidden();
  await page.getByText("Payer par prélèvement SEPA").click();
  await expect(page.getByLabel(/Titulaire du compte/)).toHaveValue("");
  await expect(page.getByLabel(/^IBAN/)).toHaveValue("");
  await expect(page.getByLabel(/J'accepte le mandat de prélèvement SEPA/)).not.toBeChecked();
  await page.getByText("Payer par prélèvement SEPA").click();

  await page.getByRole("button", { name: "Signer le devis" }).click();
  await expect(page.getByRole("button", { name: "M'envoyer le code" })).toBeVisible();
  // The signing page lists the broker's documents, never what the prospect sent (issue 45 section 2).
  await expect(page.getByRole("listitem")).not.toHaveCount(0);
  await expect(page.getByText("Extrait Kbis")).toHaveCount(0);
  await signAtProviderPage(page, { to: "+33612345010", brand });
  await expect(page.getByText(/est maintenant\s: Finalisé\./)).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled) await expectNoAxeViolations(page);
  // Opened twice: the same answer, from the broker.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Votre signature est enregistrée" })).toBeVisible();
  // A hand-made "cancel" changes nothing: the page asks the broker.
  await page.goto(page.url().replace("outcome=success", "outcome=cancel"));
  await expect(page.getByRole("status").filter({ hasText: "Votre signature est enregistrée" })).toBeVisible();

  await page.getByRole("link", { name: "Voir mon contrat" }).click();
  await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_/);
  await expect(page.getByText(/C-[A-Z]+-2001/).first()).toBeVisible();
});

test.describe("demo.quotes: a quote in every step (decision 0148)", () => {
  test.use({ session: { login: "demo.quotes@example.com", brand: "azura" } });

  // Without JavaScript: quotes.http.spec.ts (as the three lists below).
  test("the list shows every step; each quote says what can be done at its step", { tag: "@js-only" }, async ({ page }, testInfo) => {
    await page.goto(brandUrl("azura", "/fr-fr/quotes"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mes devis" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(5);
    // The bespoke quotes list's cards, worded the same: number, step in words, price, last update.
    await expect(main.getByRole("listitem").first()).toContainText(/Devis n° Q-AZURA-\d+/);
    await expect(main.getByRole("listitem").first()).toContainText(/Mis à jour le\s\d{1,2}(?:er)?\s\S+\s\d{4}/);
    for (const step of ["Demande reçue", "En cours d'étude", "Devis prêt", "Signature attendue", "Finalisé"]) await expect(main).toContainText(step);
    if (testInfo.project.use.javaScriptEnabled) await expectNoAxeViolations(page);

    // Received: being prepared, nothing to accept or sign yet.
    await main.getByRole("link", { name: "Multirisque professionnelle" }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Demande reçue/);
    await expect(main).toContainText("Nous avons bien reçu votre demande.");
    await main.getByRole("link", { name: "Documents", exact: true }).click();
    await expect(main).toContainText("arriveront ici dès que votre devis sera prêt");
    await expect(page.getByRole("button", { name: "Signer le devis" })).toHaveCount(0);

    // Signature needed: the way to the documents, where nothing stands before the signature any more.
    await page.goto(brandUrl("azura", "/fr-fr/quotes"));
    await main.getByRole("link", { name: "Complémentaire santé collective" }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Signature attendue/);
    await main.getByRole("link", { name: "Aller aux documents et à la signature" }).click();
    await expect(page.getByRole("button", { name: "Signer le devis" })).toBeVisible();
    await expect(page.locator("#sign-reasons")).toHaveCount(0);
  });
});

/**
 * The menu's "Devis" is every prospect's (issue 45 section 1, decision 0181): it lists ordinary and bespoke
 * quotes alike, goes straight to the one there is, and says there is none, never the not-found screen.
 */
test.describe("the quotes list of every prospect", () => {
  const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

  test.describe("demo.prospect: no quote", () => {
    test.use({ session: { login: "demo.prospect@example.com", brand: "azura" } });
    test("an empty list that says so and leads to the contact page", { tag: "@js-only" }, async ({ page }) => {
      await page.goto(brandUrl("azura", "/fr-fr/"));
      await mainMenu(page).getByRole("link", { name: "Devis", exact: true }).click();
      await expect(page).toHaveURL(/\/fr-fr\/quotes$/);
      expect((await page.goto(brandUrl("azura", "/fr-fr/quotes")))?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Mes devis" })).toBeVisible();
      await expect(main).toContainText("Vous n'avez encore aucun devis.");
      await main.getByRole("link", { name: "Nous demander un devis" }).click();
      await expect(page).toHaveURL(/\/fr-fr\/contact$/);
    });
  });

  test.describe("demo.bespoke: bespoke quotes only", () => {
    test.use({ session: { login: "demo.bespoke@example.com", brand: "azura" } });
    test("lists the bespoke quotes, each leading to its own page", { tag: "@js-only" }, async ({ page }) => {
      const answer = await page.goto(brandUrl("azura", "/fr-fr/quotes"));
      expect(answer?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveCount(3);
      await main.getByRole("link", { name: "Flotte automobile" }).click();
      await expect(page).toHaveURL(/\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
    });
  });

  test.describe("demo.bespoke-one: one bespoke quote", () => {
    test.use({ session: { login: "demo.bespoke-one@example.com", brand: "azura" } });
    test("goes straight to it", { tag: "@js-only" }, async ({ page }) => {
      await page.goto(brandUrl("azura", "/fr-fr/quotes"));
      await expect(page).toHaveURL(/\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
    });
  });
});
