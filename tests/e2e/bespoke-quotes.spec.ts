import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { stableUuid } from "../../broker/db/demo/util";
import { samplePdfWith } from "../../broker/test/fixtures/files";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, isJs, openAccountMenu, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * A prospect's bespoke quotes (issue 28 §5, §7): the list, the signed one going to its documents,
 * exactly one going straight to it, required documents sent through the contract's upload (a refusal
 * next to its field), the dashboard's quotes pane and the prospect's profile. JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const pdf = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };
const notAFile = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF at all") };
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

test.describe("demo.bespoke: a client who was a prospect, three bespoke quotes, one signed", () => {
  test.use({ session: { login: "demo.bespoke@example.com", brand: "azura" } });

  // Without JavaScript: bespoke-quotes.http.spec.ts (as the upload below).
  test("lists them; the signed one opens on its documents, the one to sign on its details", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/"));
    const pane = page.getByRole("region", { name: "Devis sur mesure", exact: true });
    await expect(pane).toContainText("2 devis en cours");
    await expect(pane.getByRole("listitem").first()).toContainText("Signature attendue");
    await expect(pane.getByRole("listitem").last()).toContainText("En cours d'étude");
    // The signed one made the prospect a client (decision 0095): it is a contract now, not a quote in progress.
    await expect(pane).not.toContainText("Finalisé");
    await expect(page.getByRole("region", { name: "Contrats" })).toContainText("1 contrat");
    await expect(page.getByRole("region", { name: "Devis", exact: true })).toHaveCount(0);

    await mainMenu(page).getByRole("link", { name: "Devis sur mesure" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Devis sur mesure" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) })).toHaveCount(3);
    // The quotes list's cards, worded the same: number, step in words, price, last update.
    const fleet = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Flotte automobile" }) });
    await expect(fleet).toContainText("Devis n° QB-AZURA-3002");
    await expect(fleet).toContainText("Signature attendue");
    await expect(fleet).toContainText(/Mis à jour le\s\d{1,2}(?:er)?\s\S+\s\d{4}/);

    await page.getByRole("link", { name: "Garantie décennale" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}\/documents$/);
    await expect(page.getByText("Ce devis est signé")).toBeVisible();
    // Signed, it is the client's contract (C-AZURA-3001): the way there, as a signed quote's (decision 0269).
    const toContract = page.getByRole("main").getByRole("link", { name: "Voir mon contrat" });
    await expect(toContract).toHaveAttribute("href", /^\/fr-fr\/contrats\/ctr_/);
    const documentsUrl = page.url();
    await toContract.click();
    await expect(page.getByText("C-AZURA-3001").first()).toBeVisible();
    await page.goto(documentsUrl);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Télécharger Proposition signée/ }).click()]);
    expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Its details address goes to its documents too (SPEC section 2).
    await page.goto(page.url().replace(/\/documents$/, ""));
    await expect(page).toHaveURL(/\/documents$/);

    await page.goto(brandUrl("azura", "/fr-fr/bespoke-quotes"));
    await page.getByRole("link", { name: "Flotte automobile" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Détails" })).toBeVisible();
    await expect(page.getByRole("definition").first()).toBeVisible();
    await expect(page.getByText("Prix TTC")).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveText(/Signature attendue/);
    await expect(page.getByText("1 justificatif à envoyer avant de pouvoir signer.")).toBeVisible();
    // At "signature needed" with its Kbis never sent, nothing read and nothing accepted: what is left to do first (decision 0269).
    const next = page.getByRole("region", { name: "La suite" });
    await expect(next).toContainText(/Un justificatif obligatoire reste à envoyer\s: envoyez-le d'abord\./);
    await expect(next).not.toContainText("il ne manque que votre signature");
  });
});

test.describe("demo.bespoke-one: exactly one bespoke quote, two documents to send", () => {
  const brands = { js: "azura", noJs: "courtia-fr" } as const;
  test.use({ session: { login: "demo.bespoke-one@example.com", brand: brands } });

  test(
    "the list goes straight to it; a wrong file is refused next to its field, a PDF is received and downloads back",
    { tag: "@js-only" },
    async ({ page }, testInfo) => {
      const brand = brandFor(testInfo, brands);
      await page.goto(brandUrl(brand, "/fr-fr/bespoke-quotes"));
      await expect(page).toHaveURL(/\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: "Multirisque professionnelle" })).toBeVisible();
      await expect(page.getByText("2 justificatifs à envoyer avant de pouvoir signer.")).toBeVisible();
      await page.getByRole("link", { name: "Envoyer les justificatifs" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Justificatifs" })).toBeVisible();

      const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await expect(card("Pièce d'identité du dirigeant")).toContainText("illisible");
      const kbis = () => card("Extrait Kbis de moins de 3 mois");
      await kbis()
        .getByRole("button", { name: /Envoyer/ })
        .click();
      await expect(kbis().locator('p[id$="-file-error"]')).toHaveText("Merci de fournir un fichier.");
      // The error summary every form opens with: its title, and a line naming the document that links to its file field.
      const summary = kbis().getByRole("alert");
      await expect(summary.getByRole("heading", { name: "Il y a un problème" })).toBeVisible();
      const fileId = await kbis().locator('input[type="file"]').getAttribute("id");
      await expect(summary.getByRole("link", { name: /Extrait Kbis de moins de 3 mois\s: Merci de fournir un fichier\./ })).toHaveAttribute(
        "href",
        `#${fileId}`,
      );
      await kbis().locator('input[type="file"]').setInputFiles(notAFile);
      await kbis()
        .getByRole("button", { name: /Envoyer/ })
        .click();
      await expect(kbis().locator('p[id$="-file-error"]')).toHaveText(/n'est ni un PDF, ni un JPG, ni un PNG/);
      await expect(kbis().getByRole("alert").getByRole("link")).toHaveText(/n'est ni un PDF, ni un JPG, ni un PNG/);
      await expect(kbis()).toContainText("À envoyer");

      await kbis().locator('input[type="file"]').setInputFiles(pdf);
      const scripted = isJs(testInfo) ? page.waitForRequest((r) => r.method() === "POST" && /\/required\/[^/]+\/upload$/.test(r.url())) : null;
      await kbis()
        .getByRole("button", { name: /Envoyer/ })
        .click();
      if (scripted) expect((await scripted).headers()["accept"]).toBe("application/json");
      await expect(kbis()).toContainText("Reçu, en cours de vérification");
      await expect(page.getByText("1 justificatif à envoyer avant de pouvoir signer.")).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        kbis()
          .getByRole("link", { name: /Le télécharger/ })
          .click(),
      ]);
      expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    },
  );
});

test.describe("demo.prospect: no quote", () => {
  test.use({ session: { login: "demo.prospect@example.com", brand: "azura" } });

  // Without JavaScript: bespoke-quotes.http.spec.ts.
  test(
    "the dashboard counts no quote, the menu has no bespoke quotes, client pages are not found, the profile saves",
    { tag: "@js-only" },
    async ({ page }) => {
      await page.goto(brandUrl("azura", "/fr-fr/"));
      await expect(page.getByRole("region", { name: "Devis", exact: true })).toContainText("Aucun devis en cours.");
      await expect(page.getByRole("region", { name: "Devis sur mesure", exact: true })).toHaveCount(0);
      await expect(mainMenu(page).getByRole("link", { name: "Devis sur mesure" })).toHaveCount(0);
      await expect(mainMenu(page).getByRole("link", { name: "Contact" })).toBeVisible();
      expect((await page.goto(brandUrl("azura", "/fr-fr/contrats")))?.status()).toBe(404);
      expect((await page.goto(brandUrl("azura", "/fr-fr/bespoke-quotes/00000000-0000-4000-8000-000000000000")))?.status()).toBe(404);

      await page.goto(brandUrl("azura", "/fr-fr/"));
      await openAccountMenu(page);
      await page.getByRole("link", { name: "Mon profil" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
      await expect(page.getByText("Téléphone mobile")).toBeVisible();
      const firstName = page.getByRole("textbox", { name: /Prénom/ });
      await firstName.fill("");
      await page.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
      await expect(page.getByRole("textbox", { name: /Prénom/ })).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
      await page.getByRole("textbox", { name: /Prénom/ }).fill("Camille");
      await page.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
      await expect(page.getByText("Vos coordonnées sont enregistrées.")).toBeVisible();
      await expect(page.getByRole("textbox", { name: /Prénom/ })).toHaveValue("Camille");
    },
  );
});

/**
 * Every page a prospect sees, axe 0 violations in two brands and their languages (issue 28): the bespoke
 * quotes (list, details, documents, required, signature), the return page of a signature, the profile and
 * the dashboard (demo.bespoke); the quotes list and a quote's three tabs with the conditions and SEPA steps open
 * (demo.quotes); the qualification questionnaire (demo.kyc, a prospect: its way out names their home page).
 * Phone and desktop screenshots of each when asked: PROSPECT_SCREENS=1 (test-results/prospect-screens/).
 */
test.describe("accessibility and look of the prospect pages", { tag: "@once" }, () => {
  async function check(page: Page, brand: string, path: string, name: string, open?: (page: Page) => Promise<void>) {
    await page.goto(brandUrl(brand, path));
    await expect(page.locator("h1")).toBeVisible();
    if (open) await open(page);
    await expectNoAxeViolations(page);
    for (const width of process.env.PROSPECT_SCREENS ? [390, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/prospect-screens/${brand}-${name}-${width}.png`, fullPage: true });
    }
  }
  const quoteUuid = (brand: string, key: string) => stableUuid(`${brand}:quote:${key}`);

  for (const { brand, locale, kyc } of [
    { brand: "azura", locale: "fr-fr", kyc: "qualification" },
    { brand: "nordhafen", locale: "de-de", kyc: "kyc" },
  ] as const) {
    test.describe(brand, () => {
      test.describe("demo.bespoke", () => {
        test.use({ session: { login: "demo.bespoke@example.com", brand } });

        test(`the bespoke quotes, a signature's return page, the profile and the dashboard have no axe violations (${brand})`, async ({ page }) => {
          // Eight pages, each checked by axe: longer than one page's budget on a loaded machine.
          test.setTimeout(150_000);
          const detail = `/${locale}/bespoke-quotes/${quoteUuid(brand, "bespoke_to_sign")}`;
          const signed = stableUuid(`${brand}:signature:bespoke_signed`);
          for (const [name, path] of [
            ["bespoke-quotes", `/${locale}/bespoke-quotes`],
            ["bespoke-details", detail],
            ["bespoke-documents", `${detail}/documents`],
            ["bespoke-required", `${detail}/required`],
            ["bespoke-signature", `${detail}/signature`],
            ["signature-return", `/${locale}/internal/callback/signature?ref=${signed}&outcome=success`],
            ["profile", `/${locale}/profile`],
            ["home", `/${locale}/`],
          ] as const) {
            await check(page, brand, path, name);
          }
        });
      });

      test.describe("demo.quotes", () => {
        test.use({ session: { login: "demo.quotes@example.com", brand } });

        test(`the quotes list and a quote's tabs with its conditions and SEPA steps have no axe violations (${brand})`, async ({ page }) => {
          test.setTimeout(120_000);
          const quote = `/${locale}/quotes/${quoteUuid(brand, "steps_quote_ready")}`;
          const openSepa = async (p: Page) => {
            await p.locator("summary").filter({ hasText: /SEPA/ }).click();
            await expect(p.locator("details[open]").filter({ hasText: /IBAN/ })).toBeVisible();
          };
          await check(page, brand, `/${locale}/quotes`, "quotes");
          await check(page, brand, quote, "quote-details");
          await check(page, brand, `${quote}/documents`, "quote-documents", openSepa);
          await check(page, brand, `${quote}/${locale === "fr-fr" ? "documents-envoyes" : "uploaded-documents"}`, "quote-uploaded");
        });
      });

      test.describe("demo.kyc", () => {
        test.use({ session: { login: "demo.kyc@example.com", brand } });

        test(`the qualification questionnaire has no axe violations and sends a prospect to their home page (${brand})`, async ({ page }) => {
          await check(page, brand, `/${locale}/${kyc}`, "kyc");
          // A prospect has no customer space: the way out names their home page.
          const later = { azura: "Terminer plus tard : aller à ma page d'accueil", nordhafen: "Später abschließen: zu meiner Startseite" }[brand];
          await expect(page.getByRole("button", { name: later })).toBeVisible();
        });
      });
    });
  }
});
