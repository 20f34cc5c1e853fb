import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../../broker/test/fixtures/pdf-text";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, openAccountMenu, useOwnAddress } from "./auth-fixtures";
import { frenchDay } from "./french-day";
import { expect, test } from "./sessions";

/**
 * The contracts list and a contract's pages (SPEC section 2): the layout and
 * its tab bar from the broker's menu, the root going to the first enabled
 * tab, the details, documents, vehicles and recipients tabs, a document's
 * PDF through the portal, amendment approval. JavaScript on and off.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const tabNav = (page: Page) => page.getByRole("navigation", { name: /Rubriques du contrat|Bereiche des Vertrags/ });

/** Links of the tab bar, and the names of the tabs shown without a link. */
async function readTabs(page: Page) {
  const nav = tabNav(page);
  const links = await nav.getByRole("link").evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent ?? "", href: (a as HTMLAnchorElement).href })));
  const disabled = await nav.locator('[aria-disabled="true"]').allTextContents();
  return { links, disabled };
}

test.describe("contracts of demo.full", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" } });
  // Tests tagged @js-only here (reads, downloads, the status filter, not-found pages, the amendment's approval) run
  // without JavaScript over plain HTTP in contract.http.spec.ts; the English PDF and the phone header stay in both modes.

  // Without JavaScript, every tab of every contract is read in contract.http.spec.ts: here the tab bar is followed
  // with JavaScript, the page swapped in place (a full load of each of the twelve contracts' tabs took 64 s in js).
  test("the tab bar leads from tab to tab in place, the current tab marked", { tag: "@js-only" }, async ({ page }) => {
    const contract = brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formalised");
    await page.goto(contract);
    const { links } = await readTabs(page);
    expect(links.length).toBeGreaterThanOrEqual(4);
    // The root went to the first enabled tab (SPEC section 2).
    expect(page.url()).toBe(links[0].href);
    for (const link of [...links.slice(1), links[0]]) {
      await tabNav(page).getByRole("link", { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await expect(page.locator("#tab-title"), link.href).toHaveText(link.name === "Accueil" ? "Documents" : /.+/);
      await expect(tabNav(page).locator('[aria-current="page"]')).toHaveText(link.name);
    }
  });

  test("the fleet contract shows its terms, its documents apart from archived ones, and its cars", { tag: "@js-only" }, async ({ page }) => {
    const contract = "/fr-fr/contrats/ctr_azura_full_formalised";
    await page.goto(brandUrl("azura", `${contract}/details`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Flotte/);
    const facts = page.locator("dl");
    await expect(facts).toContainText("Actif");
    await expect(facts).toContainText("412,50 €");
    await expect(facts).toContainText("par mois");
    await expect(facts).toContainText("Prélèvement SEPA");
    // Issue 45: a contract in force renews on the next anniversary of its start, after today (it showed one two months past).
    const renewal = await facts.locator("dt", { hasText: "Date d'échéance annuelle" }).locator("xpath=following-sibling::dd[1]").innerText();
    expect(frenchDay(renewal) > new Date().toISOString().slice(0, 10), renewal).toBe(true);

    await page.goto(brandUrl("azura", `${contract}/documents`));
    await expect(page.getByRole("heading", { level: 3, name: "Documents archivés" })).toBeVisible();
    await expect(page.locator("main a[href*='/documents/']").first()).toHaveAttribute("href", /^\/fr-fr\/contrats\/ctr_azura_full_formalised\/documents\/doc_/);
    expect(await page.content()).not.toMatch(/\/v2\/clients/);

    await page.goto(brandUrl("azura", `${contract}/mes-vehicules`));
    await expect(page.getByRole("table", { name: "3 véhicules assurés" })).toBeVisible();
    await expect(page.getByRole("table", { name: "1 véhicule sorti de la flotte" })).toBeVisible();
  });

  test("a document downloads as its PDF, as an attachment", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formalised/documents"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", { name: /Télécharger \(PDF\)/ })
        .first()
        .click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test("a document asked from an English page of a French brand comes in English (issue 26 §4)", async ({ page }) => {
    await page.goto(brandUrl("azura", "/en-fr/contracts/ctr_azura_full_formalised/documents"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", { name: /Download \(PDF\)/ })
        .first()
        .click(),
    ]);
    const text = pdfText(await readFile(await download.path()));
    expect(text).toContain("Contract number");
    expect(text).toMatch(/Generated on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).not.toContain("Numéro de contrat");
  });

  test("certificates are grouped by contract and download as PDFs", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/attestations"));
    await expect(page.getByRole("heading", { level: 1, name: "Mes attestations" })).toBeVisible();
    // Certificates of in-force contracts only, one heading per contract.
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Responsabilité civile professionnelle", "Flotte automobile"]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Télécharger \(PDF\) Carte verte/ }).click()]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await page.content()).not.toMatch(/\/v2\/clients/);
  });

  test("the health contract lists the people it covers", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_need_signature/recipients"));
    const table = page.getByRole("table", { name: "4 personnes couvertes" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveCount(4);
    await expect(table).toContainText("Conjoint");
  });

  test("the list filters by status without JavaScript", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats"));
    await page.getByLabel("Afficher").selectOption({ label: "Signature requise (2)" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/status=signatureNeeded/);
    await expect(page.locator("main li h2")).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: "contrats" })).toHaveText("2 contrats");
  });

  test("a card says since when a contract runs, or from when it will (demo start dates relative to today)", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/contrats"));
    const card = (number: string) => page.locator("main li").filter({ hasText: number });
    // AZU-001011 started months ago; AZU-001004 waits for its signature and starts next month.
    await expect(card("AZU-001011")).toContainText(/Depuis le \d+\s\S+\s\d{4}/);
    await expect(card("AZU-001004")).toContainText(/À partir du \d+\s\S+\s\d{4}/);
    await expect(card("AZU-001004")).not.toContainText("Depuis");
  });

  test("another client's contract, or an unknown one, is the not-found screen inside the shell", { tag: "@js-only" }, async ({ page }) => {
    for (const id of ["ctr_courtia-fr_full_formalised", "ctr_azura_single_multirisque", "nope"]) {
      const response = await page.goto(brandUrl("azura", `/fr-fr/contrats/${id}/details`));
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("navigation").first()).toBeVisible();
      await expect(page.locator("#tab-title")).toHaveCount(0);
    }
    const response = await page.goto(brandUrl("azura", "/fr-fr/contrats/ctr_azura_full_formalised/not-a-tab"));
    expect(response?.status()).toBe(404);
    // The layout stays: the contract's tab bar is still there around the error.
    await expect(tabNav(page)).toBeVisible();
  });
});

test.describe("a client with exactly one contract", () => {
  test.use({ session: { login: "demo.single@example.com", brand: "nordhafen" } });

  test("goes straight from the list to the contract's first tab", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("nordhafen", "/de-de/contracts"));
    await expect(page).toHaveURL(/\/de-de\/contracts\/ctr_nordhafen_[^/]+\/[a-z-]+$/);
    await expect(tabNav(page)).toBeVisible();
  });

  // 2026-12-04's audit: another client's invoice or certificate went back to the page with "Download failed… please try
  // again later", which no retry ever mends, where another client's contract is the not-found screen (decision 0273).
  test("downloads its own invoice and certificate; another client's are the not-found screen", async ({ page }) => {
    const own = [
      { from: "/de-de/payments", link: page.locator('tr[data-invoice="inv_nordhafen_single_1"]').getByRole("link", { name: /Rechnung herunterladen/ }) },
      { from: "/de-de/certificates", link: page.getByRole("link", { name: /Herunterladen \(PDF\) Versicherungsbescheinigung/ }) },
    ];
    for (const { from, link } of own) {
      await page.goto(brandUrl("nordhafen", from));
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect((await readFile(await download.path())).subarray(0, 5).toString("latin1"), from).toBe("%PDF-");
    }

    for (const path of [
      "/de-de/payments/invoices/ctr_nordhafen_full_formalised/inv_nordhafen_fleet_unpaid",
      "/de-de/certificates/ctr_nordhafen_full_formalised/doc_nordhafen_fleet_certificate",
    ]) {
      const response = await page.goto(brandUrl("nordhafen", path));
      expect(response?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect(page.locator("h1"), path).toHaveText("Seite nicht gefunden");
      // No toast asking to try again, and nothing of the other client's contract.
      await expect(page.locator("body"), path).not.toContainText(/Download fehlgeschlagen|PDF-Dokument|Flottenversicherung/);
    }
  });
});

test.describe("amendment approval", () => {
  // Approving changes the contract: a brand of its own per project.
  test.use({ session: { login: "demo.full@example.com", brand: { js: "castello", noJs: "solana" } } });

  // Decision 0283: "continue approval" leads to what is approved; approving applies the premium the page showed.
  test(
    "continue approval shows the amendment and its premium, and approving applies it to the header, the details and the schedule",
    { tag: "@js-only" },
    async ({ page }, testInfo) => {
      const brand = brandFor(testInfo, { js: "castello", noJs: "solana" });
      const contract = `/fr-fr/contrats/ctr_${brand}_full_rc_amendment`;
      const coming = () => page.getByRole("table", { name: "Prochaines échéances" });
      await page.goto(brandUrl(brand, `${contract}/paiements`));
      await expect(coming()).toContainText("58,20 €");
      await expect(coming()).not.toContainText("64,60 €");

      const notice = page.getByRole("region", { name: "Un avenant attend votre validation" });
      await notice.getByRole("link", { name: "Poursuivre la validation" }).click();
      await expect(page).toHaveURL(brandUrl(brand, `${contract}/avenant`));
      await expect(page.locator("#tab-title")).toHaveText("Avenant à valider");
      // On its own page the notice does not lead to itself.
      await expect(notice).toHaveCount(0);
      const facts = page.locator("dl");
      for (const fact of ["Activité ajoutée : conseil", "698,40 €", "775,20 €", "58,20 € par mois", "64,60 € par mois"]) {
        await expect(facts).toContainText(fact);
      }
      // In effect on the first day of next month, after today.
      const effective = frenchDay(await facts.locator("dt", { hasText: "Date d'effet" }).locator("xpath=following-sibling::dd[1]").innerText());
      expect(effective.endsWith("-01")).toBe(true);
      expect(effective > new Date().toISOString().slice(0, 10)).toBe(true);
      // Nothing approved by reading: the header still says the premium of today.
      await expect(page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) })).toContainText("58,20 € par mois");

      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A second window on the same page, approved from the first meanwhile: its post is refused in the summary.
      const stale = await page.context().newPage();
      await stale.goto(page.url());
      await page.getByRole("button", { name: "Valider l'avenant" }).click();
      await expect(page.getByText("Votre validation a bien été enregistrée.").first()).toBeVisible();
      await stale.getByRole("button", { name: "Valider l'avenant" }).click();
      await expect(stale.getByRole("alert").filter({ hasText: "Cet avenant a déjà été traité." })).toBeVisible();
      await stale.close();
      await expect(page).not.toHaveURL(/\/avenant$/);
      await expect(page.getByRole("region", { name: "Un avenant attend votre validation" })).toHaveCount(0);
      await expect(page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) })).toContainText("64,60 € par mois");
      await page.goto(brandUrl(brand, `${contract}/details`));
      await expect(page.locator("dl")).toContainText("64,60 €");
      await expect(page.getByText("Avenant en attente de validation")).toHaveCount(0);
      // The debit before the effective day keeps its amount; the ones from it take the new one.
      await page.goto(brandUrl(brand, `${contract}/paiements`));
      await expect(coming()).toContainText("58,20 €");
      await expect(coming()).toContainText("64,60 €");
      // Approved: the page says so, with no form.
      await page.goto(brandUrl(brand, `${contract}/avenant`));
      await expect(page.getByRole("status").filter({ hasText: "Cet avenant a déjà été traité." })).toBeVisible();
      await expect(page.locator("form#amendment")).toHaveCount(0);
    },
  );
});

test.describe("a post to a contract's page with an intent it does not know", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.full@example.com", brand: "mistral" } });

  test("is refused with a 400 page, never taken for the amendment's approval", async ({ page }) => {
    await page.goto(brandUrl("mistral", "/fr-fr/contrats/ctr_mistral_full_rc_amendment/avenant"));
    const approve = page.getByRole("button", { name: "Valider l'avenant" });
    await expect(approve).toBeVisible();
    const statuses = await page.evaluate(async () => {
      const form = document.querySelector("form#amendment") as HTMLFormElement;
      const csrf = (form.querySelector('input[name="csrf"]') as HTMLInputElement).value;
      const amendment = (form.querySelector('input[name="amendment_id"]') as HTMLInputElement).value;
      const post = (intent?: string) => {
        const body = new URLSearchParams({ csrf, amendment_id: amendment });
        if (intent) body.set("intent", intent);
        return fetch(form.action, { method: "POST", body, redirect: "manual" }).then((response) => response.status);
      };
      return [await post("sepa"), await post()];
    });
    expect(statuses).toEqual([400, 400]);
    await page.reload();
    await expect(approve).toBeVisible();
  });
});

test.describe("accessibility of the contract pages", { tag: "@once" }, () => {
  for (const { brand, locale, list } of [
    { brand: "courtia-fr", locale: "fr-fr", list: "contrats" },
    { brand: "nordhafen", locale: "de-de", list: "contracts" },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });

      test(`the list and each kind of tab have no axe violations (${brand})`, async ({ page }) => {
        // Seven full axe runs, the list of twelve contracts among them.
        test.slow();
        const contract = (status: string) => `/${locale}/${list}/ctr_${brand}_full_${status}`;
        for (const path of [
          `/${locale}/${list}`,
          `${contract("formalised")}/details`,
          `${contract("formalised")}/documents`,
          `${contract("formalised")}/mes-vehicules`,
          `${contract("need_signature")}/recipients`,
          // The amendment's notice, and the page it leads to (decision 0283).
          `${contract("rc_amendment")}/details`,
          `${contract("rc_amendment")}/${locale === "fr-fr" ? "avenant" : "amendment"}`,
        ]) {
          await page.goto(brandUrl(brand, path));
          await expect(page.locator("h1")).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    });
  }
});

test.describe("the header on a 390 px phone", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "azura" }, viewport: { width: 390, height: 844 } });

  test("folds the navigation, account and languages into a menu that opens without JavaScript", async ({ page }) => {
    for (const path of ["/fr-fr/", "/fr-fr/contrats", "/fr-fr/contrats/ctr_azura_full_formalised/details"]) {
      await page.goto(brandUrl("azura", path));
      const heading = await page.locator("h1").boundingBox();
      expect(heading!.y, path).toBeLessThan(160);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    const logout = page.getByRole("button", { name: "Se déconnecter" });
    await expect(logout).toBeHidden();
    await page.locator("header summary", { hasText: "Menu" }).click();
    await openAccountMenu(page);
    await expect(logout).toBeVisible();
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Contrats" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats$/);
  });
});

test.describe("a file address the visitor may not open", () => {
  test.use({ session: { login: "demo.quote@example.com", brand: "azura" } });

  // Resource routes answered raw JSON (and logged an error) where pages show the screen (issue 26).
  test("is the not-found screen as a page, not raw JSON", { tag: "@js-only" }, async ({ page }) => {
    for (const path of ["/fr-fr/attestations/ctr_azura_full_formalised/x", "/fr-fr/payments/factures/ctr_azura_full_formalised/x"]) {
      const response = await page.goto(brandUrl("azura", path));
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()["content-type"], path).toContain("text/html");
      await expect(page.locator("h1")).toHaveText("Page introuvable");
    }
  });
});

// 2026-12-04's audit: German compounds broke at any letter in lists ("Produktinformation" / "sblatt"; decision 0141).
test.describe("a contract's documents on a German phone", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "nordhafen" }, viewport: { width: 320, height: 720 } });

  test("break a long name at a syllable where the browser can, and never widen the page", async ({ page }) => {
    await page.goto(brandUrl("nordhafen", "/de-de/contracts/ctr_nordhafen_full_formalised/documents"));
    const name = page.getByRole("region", { name: "Dokumente" }).getByText("Besondere Bedingungen", { exact: true }).first();
    await expect(name).toBeVisible();
    // Chromium hyphenates only with its German patterns, which a phone has and this host may not; the rule is checked.
    expect(await name.evaluate((node) => getComputedStyle(node).hyphens)).toBe("auto");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The same list in French keeps whole words on its lines.
    await page.goto(brandUrl("nordhafen", "/fr-de/contrats/ctr_nordhafen_full_formalised/documents"));
    const french = page.getByRole("region", { name: "Documents" }).getByRole("listitem").first().locator("span").first();
    expect(await french.evaluate((node) => getComputedStyle(node).hyphens)).toBe("manual");
  });
});
