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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Hélène Dubois");

    const contracts = pane(page, "Contrats");
    // Twelve contracts besides the quote; two wait for a signature (need_signature and waiting), one is in formal notice.
    await expect(contracts).toContainText("12 contrats");
    await expect(contracts).toContainText("2 contrats attendent votre signature");
    await expect(contracts).toContainText("1 contrat a une cotisation impayée");

    const payments = pane(page, "Paiements");
    await expect(payments).toContainText(/Prochain paiement\s: [\d\s,]+€ le \d+\s\p{L}+\s\d{4}/u);
    // Overdue: the formal-notice contract's refused quarterly debit (269,70) and its 15 € fee; the fleet's is due today, not overdue.
    await expect(payments).toContainText(/1 facture impayée\s: 284,70\s€/);
    await expect(payments.getByRole("link", { name: "Voir mes paiements" })).toHaveAttribute("href", "/fr-fr/payments");

    // The broker's open (declared, under review, expert assigned): the demo's collision, glass and water claims, each linked.
    await expect(pane(page, "Sinistres")).toContainText("3 sinistres en cours");
    await expect(pane(page, "Sinistres").getByRole("link", { name: /^SIN-/ })).toHaveCount(0);
    await expect(pane(page, "Sinistres").getByRole("link", { name: /^\p{L}.* — SIN-/u })).toHaveCount(3);

    const certificates = pane(page, "Attestations");
    await expect(certificates).toContainText("3 attestations");
    await certificates.getByRole("link", { name: "Voir mes attestations" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mes attestations" })).toBeVisible();

    await page.goto(brandUrl("azura", "/fr-fr/"));
    await pane(page, "Contrats").getByRole("link", { name: "Voir mes contrats" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats$/);
  });

  // The pane listed bare references ("SIN-AZURA-GLASS"): each open claim as the claims list names it, with the day it occurred.
  test("names each open claim as the claims list does, with the day it occurred, in five languages", async ({ page }) => {
    for (const { locale, list, pane: paneName, label } of [
      { locale: "fr-fr", list: "sinistres", pane: "Sinistres", label: "Date de survenance" },
      { locale: "en-fr", list: "claims", pane: "Claims", label: "Date of occurrence" },
      { locale: "de-fr", list: "claims", pane: "Schadenfälle", label: "Schadentag" },
      { locale: "it-fr", list: "claims", pane: "Sinistri", label: "Data dell'evento" },
      { locale: "es-fr", list: "claims", pane: "Siniestros", label: "Fecha del siniestro" },
    ]) {
      await page.goto(brandUrl("azura", `/${locale}/${list}`));
      const card = page.locator("li[data-claim]").filter({ hasText: "SIN-AZURA-GLASS" });
      const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      const occurred = (await card.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").innerText()).trim();
      expect(title, locale).toMatch(/^\p{L}.* — SIN-AZURA-GLASS$/u);
      await page.goto(brandUrl("azura", `/${locale}/`));
      const item = pane(page, paneName).getByRole("listitem").filter({ hasText: "SIN-AZURA-GLASS" });
      await expect(item.getByRole("link"), locale).toHaveText(title);
      await expect(item, locale).toContainText(new RegExp(`${label}\\s?:\\s${occurred}`));
    }
  });

  // Decision 0262: the quote made for the client itself, which no page led to.
  test("lists the client's own quote, which opens its page, not a contract", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const quotes = pane(page, "Devis");
    await expect(quotes).toContainText("1 devis en cours");
    await expect(page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Devis" })).toHaveAttribute("href", "/fr-fr/quotes");
    await quotes.getByRole("link", { name: "Cyber-risques" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/quotes\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cyber-risques");
    await expect(page.getByRole("main")).toContainText("Q-AZURA-1001");
    // Not signed, its contract of type quote is the quote: no link to it.
    await expect(page.getByRole("link", { name: "Voir mon contrat" })).toHaveCount(0);
  });

  test("lists the notifications with their button, which opens the contract's page it is about", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByRole("listitem").filter({ hasText: "Documents à signer" })).toContainText("Complémentaire santé");
    // The amendment's "Continue" opens the page where it is read and approved (decision 0283), not the contract's first tab.
    await notifications.getByRole("link", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_azura_full_rc_amendment\/avenant$/);
    await expect(page.getByRole("heading", { name: "Avenant à valider" })).toBeVisible();
  });

  test("offers the brand's products and services on the brand's site, in a new tab", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const offers = page.getByRole("region", { name: "Découvrez nos offres" });
    await expect(offers.getByRole("heading", { level: 3 })).toHaveCount(5);
    const subscribe = offers.getByRole("link", { name: /Souscrire \(Cyber-risques\)/ });
    await expect(subscribe).toHaveAttribute("href", "https://souscription.azura.example/cyber/subscribe");
    await expect(subscribe).toHaveAttribute("target", "_blank");
    await expect(subscribe).toHaveAttribute("rel", /noopener/);
    // A service's link says what it is (the words of discover.serviceLink, not i18next's note of a key that is a group).
    await expect(offers.getByRole("link", { name: /^En savoir plus \(Assistance juridique\)/ })).toHaveCount(1);
  });

  test("words the products and services in the page's language, not the brand's (issue 45)", async ({ page }) => {
    const pages = [
      { path: "/en-fr/", words: ["Professional liability", "Cyber risks", "Legal assistance"] },
      { path: "/de-fr/", words: ["Berufshaftpflicht", "Rechtsberatung"] },
      { path: "/it-fr/", words: ["RC professionale", "Assistenza legale"] },
      { path: "/es-fr/", words: ["Responsabilidad civil profesional", "Asistencia jurídica"] },
    ];
    for (const { path, words } of pages) {
      await page.goto(brandUrl("azura", path));
      const offers = page.locator("section[aria-labelledby=discover-title]");
      await expect(offers.getByRole("heading", { level: 3 }), path).toHaveCount(5);
      for (const word of words) await expect(offers.getByRole("heading", { level: 3, name: word }), path).toBeVisible();
      await expect(offers, path).not.toContainText("Responsabilité civile professionnelle");
      await expect(offers, path).not.toContainText("Assistance juridique");
    }
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

test.describe("accessibility of the dashboard", { tag: "@once" }, () => {
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

// Issue 31: five panes in three columns left an empty cell at 1280 px, and five offers likewise.
test.describe("the dashboard's grids", { tag: "@once" }, () => {
  for (const { brand, locale } of [
    { brand: "azura", locale: "fr-fr" },
    { brand: "nordhafen", locale: "de-de" },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });

      test(`fill every row at 1280 px and stack on a phone (${brand})`, async ({ page }) => {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(brandUrl(brand, `/${locale}/`));
          await expect(page.locator("[data-pane]").first()).toBeVisible();
          // Each grid's rows: their first item starts at the grid's left edge and their last ends at its right edge.
          const grids = await page.evaluate(() =>
            [
              ...new Set(
                [...document.querySelectorAll("[data-pane], main ul li h3")].map((item) => item.closest("[data-pane]")?.parentElement ?? item.closest("ul")!),
              ),
            ].map((grid) => {
              const box = grid.getBoundingClientRect();
              const rows = new Map<number, { left: number; right: number; width: number }[]>();
              for (const child of grid.children) {
                const rect = child.getBoundingClientRect();
                rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), { left: rect.left, right: rect.right, width: rect.width }]);
              }
              return {
                count: grid.children.length,
                rows: [...rows.values()].map((row) => ({
                  items: row.length,
                  leftGap: Math.round(Math.min(...row.map((item) => item.left)) - box.left),
                  rightGap: Math.round(box.right - Math.max(...row.map((item) => item.right))),
                  narrowest: Math.round(Math.min(...row.map((item) => item.width))),
                })),
              };
            }),
          );
          expect(grids.length, `${width} px`).toBe(2);
          expect(
            grids.map((grid) => grid.count).some((count) => count === 5),
            "a grid of five",
          ).toBe(true);
          for (const grid of grids) {
            for (const row of grid.rows) {
              expect(row.leftGap, `${width} px, ${grid.count} items: ${JSON.stringify(grid.rows)}`).toBe(0);
              expect(row.rightGap, `${width} px, ${grid.count} items: ${JSON.stringify(grid.rows)}`).toBe(0);
              if (width === 390) expect(row.items, `one a row on a phone`).toBe(1);
              // Nothing cramped: no pane narrower than 16 rem.
              expect(row.narrowest, `${width} px`).toBeGreaterThanOrEqual(256);
            }
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
        }
      });
    });
  }
});
