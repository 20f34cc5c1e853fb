import { brandUrl } from "./fixtures";
import { sepaSummaryPages } from "./sepa-summary-pages";
import { useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * Each line of a refused form's error summary says which field it is about (issue 31: without
 * JavaScript a refused SEPA change's summary read "Ce champ est obligatoire." alone): the field's
 * label, then its message, in the page's language; a message that names its field stands alone.
 * JavaScript on (the browser's check) and off (the server's page; the SEPA form's in payments.http.spec.ts).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

test.describe("the SEPA form's summary", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  const pages = sepaSummaryPages;

  // Without JavaScript (the server's page): payments.http.spec.ts.
  test("names the field of each line, in five languages", { tag: "@js-only" }, async ({ page }) => {
    for (const { path, holder, consent } of pages) {
      await page.goto(brandUrl("azura", path));
      await page.locator("details:has(form#sepa) > summary").click();
      const form = page.locator("form#sepa");
      // The holder left empty and the box not ticked: refused before anything reaches the broker.
      await form.locator('input[name="iban"]').fill("FR76 3000 6000 0112 3456 7890 189");
      await form.locator('button[type="submit"]').click();
      const links = form.getByRole("alert").getByRole("link");
      await expect(links, path).toHaveText([holder, new RegExp(`^${consent}`)]);
      await expect(links.first()).toHaveAttribute("href", "#sepa-holder");
      // The field's own message stays short.
      await expect(form.locator("#sepa-holder-error")).toHaveText(holder.replace(/^.*: /, ""));
    }
  });
});

test.describe("the login form's summary", () => {
  for (const { brand, path, login, password } of [
    { brand: "azura", path: "/fr-fr/connexion", login: "Adresse e-mail\u00a0: ", password: "Mot de passe\u00a0: " },
    { brand: "nordhafen", path: "/de-de/login", login: "E-Mail-Adresse: ", password: "Passwort: " },
  ]) {
    test(`names the field of each line (${path})`, async ({ page }) => {
      await page.goto(brandUrl(brand, path));
      const form = page.locator("#password-form");
      await form.locator('button[type="submit"]').click();
      const links = form.getByRole("alert").getByRole("link");
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toHaveText(new RegExp(`^${login}\\S`));
      await expect(links.nth(1)).toHaveText(new RegExp(`^${password}\\S`));
    });
  }
});
