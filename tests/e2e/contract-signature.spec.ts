import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, useOwnAddress } from "./auth-fixtures";
import { signAtProviderPage } from "./provider-page";
import { expect, test } from "./sessions";

/**
 * E-signature of a contract document (docs/decisions/0038): from the
 * documents tab to the signature page, the provider's page (the broker's
 * sandbox, its SMS code read from the broker's mailbox) and back to the
 * portal's success state and the contract's new status; a cancelled
 * signature leaves the document to sign. JavaScript on (mistral) and off (vigie).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "mistral", noJs: "vigie" } as const;
test.use({ session: { login: "demo.full@example.com", brand: brands } });

test("a document is signed with the SMS code and the contract leaves 'signature needed'", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  const contract = `/fr-fr/contrats/ctr_${brand}_full_need_signature`;
  await page.goto(brandUrl(brand, `${contract}/documents`));
  await page.getByRole("link", { name: /Signer Conditions particulières à signer/ }).click();
  await expect(page).toHaveURL(new RegExp(`${contract}/signatures/doc_`));
  await expect(page.getByText(/code par SMS sur votre mobile se terminant par •• 50 01/)).toBeVisible();

  await page.getByRole("button", { name: "Commencer la signature" }).click();
  // The provider's own page, on its own origin.
  await expect(page.getByRole("button", { name: "M'envoyer le code" })).toBeVisible();
  expect(new URL(page.url()).hostname).not.toContain(brand);
  // Back on the portal's one return page (decision 0097), then the document's page: signed, and the contract moved on (docs/decisions/0038).
  await signAtProviderPage(page, { to: "+33612345001", brand });
  // The return page names the document signed and the contract's new status (issue 45 section 2).
  await expect(page.getByRole("status").filter({ hasText: "Votre signature est enregistrée" })).toContainText(
    new RegExp(`Vous avez signé «\\s?Conditions particulières à signer\\s?» pour .+ \\(contrat [^)]+\\)\\. Le contrat est maintenant\\s: Signé\\.`),
  );
  await page.getByRole("link", { name: "Retour au document" }).click();
  await expect(page).toHaveURL(new RegExp(`${contract}/signatures/doc_`));
  await expect(page.getByRole("status").filter({ hasText: "Le document est signé." })).toBeVisible();
  await expect(page.getByText("Votre contrat est maintenant : Signé.")).toBeVisible();
  await expect(page.locator("main").getByText("Signé", { exact: true }).first()).toBeVisible();

  // The documents tab no longer offers to sign it, and the header's status changed.
  await page.goto(brandUrl(brand, `${contract}/documents`));
  await expect(page.getByRole("link", { name: /^Signer/ })).toHaveCount(0);
});

test("a post without the start button's intent is refused with a 400 page and starts nothing", { tag: "@once" }, async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  // The contract of the cancelled signature below: its document stays to sign whatever the order of the tests.
  await page.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_waiting/documents`));
  await page.getByRole("link", { name: /Signer Conditions particulières à signer/ }).click();
  await expect(page.getByRole("button", { name: /^(Commencer|Recommencer) la signature$/ })).toBeVisible();
  const statuses = await page.evaluate(async () => {
    const csrf = (document.querySelector('form#sign input[name="csrf"]') as HTMLInputElement).value;
    const post = (intent?: string) => {
      const body = new URLSearchParams({ csrf });
      if (intent) body.set("intent", intent);
      return fetch(location.pathname, { method: "POST", body, redirect: "manual" }).then((response) => response.status);
    };
    return [await post("amendment"), await post()];
  });
  expect(statuses).toEqual([400, 400]);
});

test("a cancelled signature comes back to the portal and the document still waits", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  const contract = `/fr-fr/contrats/ctr_${brand}_full_waiting`;
  await page.goto(brandUrl(brand, `${contract}/documents`));
  await page.getByRole("link", { name: /Signer Conditions particulières à signer/ }).click();
  await page.getByRole("button", { name: "Commencer la signature" }).click();
  await page.getByRole("button", { name: "Annuler la signature" }).click();
  await expect(page).toHaveURL(/\/internal\/callback\/signature\?ref=[0-9a-f-]{36}&outcome=cancel/);
  await expect(page.getByRole("status").filter({ hasText: "Vous avez annulé la signature" })).toBeVisible();
  await expect(page).toHaveTitle(/^Vous avez annulé la signature/);
  await page.getByRole("link", { name: "Retour au document" }).click();
  await expect(page.getByRole("button", { name: "Commencer la signature" })).toBeVisible();
  // A phone is on file and was not refused: no invitation to change it.
  await expect(page.getByRole("link", { name: "Ajouter ou modifier mon numéro de mobile" })).toHaveCount(0);
});

test("a success address typed by hand does not claim a signature the provider never confirmed", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  const response = await page.goto(
    brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_pending_signed/signatures/doc_${brand}_pending_signed_to_sign?outcome=success`),
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/pas encore confirmée par le prestataire/)).toBeVisible();
  await expect(page.getByText("Le document est signé.")).toHaveCount(0);
});

test.describe("accessibility of the signature page", { tag: "@once" }, () => {
  for (const { brand, locale, path } of [
    { brand: "courtia-fr", locale: "fr-fr", path: "contrats/ctr_courtia-fr_full_need_signature/signatures/doc_courtia-fr_need_signature_to_sign" },
    { brand: "nordhafen", locale: "de-de", path: "contracts/ctr_nordhafen_full_need_signature/signatures/doc_nordhafen_need_signature_to_sign" },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });
      test(`the page has no axe violations (${brand})`, async ({ page }) => {
        await page.goto(brandUrl(brand, `/${locale}/${path}`));
        await expect(page.locator("#tab-title")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
