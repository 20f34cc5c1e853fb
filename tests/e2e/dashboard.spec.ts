import type { Page } from "@playwright/test";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * The dashboard (SPEC section 2): the welcome, panes with real figures from
 * the broker, notifications with their button, product discovery; a
 * prospect's dashboard shows the quotes pane only. JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const pane = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("a client's dashboard", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });

  test("shows the figures of each pane and links only to pages that exist", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue, Hélène Dubois");

    const contracts = pane(page, "Contrats");
    // Twelve contracts besides the quote; two wait for a signature (need_signature and waiting), one is in formal notice.
    await expect(contracts).toContainText("12 contrats");
    await expect(contracts).toContainText("2 contrats attendent votre signature");
    await expect(contracts).toContainText("1 contrat a une cotisation impayée");

    const payments = pane(page, "Paiements");
    await expect(payments).toContainText(/Prochain paiement\s: [\d\s,]+€ le \d+\s\p{L}+\s\d{4}/u);
    await expect(payments).toContainText(/1 facture impayée\s: [\d\s,]+€/);
    await expect(payments.getByRole("link", { name: "Voir mes paiements" })).toHaveAttribute("href", "/fr-fr/payments");

    // The broker's open (declared, under review, expert assigned): the demo's collision, glass and water claims, each linked.
    await expect(pane(page, "Sinistres")).toContainText("3 sinistres en cours");
    await expect(pane(page, "Sinistres").getByRole("link", { name: /^SIN-/ })).toHaveCount(3);

    const certificates = pane(page, "Attestations");
    await expect(certificates).toContainText("3 attestations");
    await certificates.getByRole("link", { name: "Voir mes attestations" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes attestations" })).toBeVisible();

    await page.goto(brandUrl("azura", "/fr-fr/"));
    await pane(page, "Contrats").getByRole("link", { name: "Voir mes contrats" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats$/);
  });

  test("lists the notifications with their button, which opens the contract", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByRole("listitem").filter({ hasText: "Documents à signer" })).toContainText("Complémentaire santé");
    await notifications.getByRole("link", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_azura_full_rc_amendment\/[a-z-]+$/);
    await expect(page.getByRole("region", { name: "Un avenant attend votre validation" })).toBeVisible();
  });

  test("offers the brand's products and services on the brand's site, in a new tab", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const offers = page.getByRole("region", { name: "Découvrez nos offres" });
    await expect(offers.getByRole("heading", { level: 3 })).toHaveCount(5);
    const subscribe = offers.getByRole("link", { name: /Souscrire \(Cyber-risques\)/ });
    await expect(subscribe).toHaveAttribute("href", "https://souscription.azura.example/cyber/subscribe");
    await expect(subscribe).toHaveAttribute("target", "_blank");
    await expect(subscribe).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("a prospect's dashboard", () => {
  test.use({ session: { login: "demo.quote@example.com", brand: "azura" } });

  test("shows the quotes pane and none of a client's panes", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    await expect(pane(page, "Devis")).toContainText("1 devis en cours");
    await expect(pane(page, "Devis")).toContainText("Responsabilité civile");
    for (const name of ["Contrats", "Paiements", "Attestations", "Sinistres"]) await expect(pane(page, name)).toHaveCount(0);
  });
});

test.describe("accessibility of the dashboard", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs once per page, with JavaScript");

  for (const { brand, locale } of [
    { brand: "courtia-fr", locale: "fr-fr" },
    { brand: "nordhafen", locale: "de-de" },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });

      test(`the dashboard and the certificates have no axe violations (${brand})`, async ({ page }) => {
        for (const path of [`/${locale}/`, `/${locale}/${locale === "fr-fr" ? "attestations" : "certificates"}`]) {
          await page.goto(brandUrl(brand, path));
          await expect(page.locator("h1")).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    });
  }
});
