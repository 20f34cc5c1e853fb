import type { Browser, Page, TestInfo } from "@playwright/test";
import { brandUrl } from "./fixtures";
import { brandFor, brokerUrl, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * What a confirmation says comes from the broker, never from its address
 * (issue 41 point 2, decision 0172); a termination filed by someone else is
 * seen and withdrawn by the holder, from the acknowledgement e-mail's link
 * and from the contract's tab (issue 41 point 4, decision 0173); the
 * confirmation gives the date and time of receipt (issue 45 §3).
 * JavaScript on and off (the withdrawals without JavaScript: confirmations.http.spec.ts).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

async function expectNotFound(page: Page, path: string, absent: RegExp) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(absent);
}

test.describe("a confirmation written in the address", () => {
  test("shows nothing: the termination's and the contact's confirmations and the calendar file of a made-up request are not found", async ({ page }) => {
    const brand = "azura";
    await expectNotFound(page, brandUrl(brand, "/fr-fr/resiliation-trois-clics?sent=ABC&at=1999-01-01T00:00:00Z"), /ABC|1999/);
    await expectNotFound(page, brandUrl(brand, "/fr-fr/contact?ref=ctc_forged&day=2026-12-25&hour=9-10"), /25 décembre|ctc_forged/);
    await expectNotFound(page, brandUrl(brand, "/fr-fr/contact/agenda?ref=ctc_forged&day=2026-02-31&hour=9-10"), /ctc_forged/);
    // The old address without a reference is no calendar file either, and never JSON.
    await expectNotFound(page, brandUrl(brand, "/fr-fr/contact/agenda?day=2027-02-31&hour=9-10"), /2027/);
  });
});

test.describe("a termination filed by someone else", () => {
  const brands = { js: "azura", noJs: "courtia-fr" } as const;
  test.use({ session: { login: "demo.full@example.com", brand: brands } });
  const holder = { firstname: "Hélène", lastname: "Dubois", email: "contact@transports-dubois-sas.example.com" };

  /** A visitor, in a browser of their own with no session, files the termination in three clicks. */
  async function fileAsStranger(browser: Browser, testInfo: TestInfo, brand: string, number: string, email = holder.email) {
    const context = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
    const visitor = await context.newPage();
    // Not a React hook: the e2e helper that gives this browser its own address for the rate limits.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await useOwnAddress(visitor, testInfo);
    await visitor.goto(brandUrl(brand, "/fr-fr/resiliation-trois-clics"));
    const form = visitor.locator("#easy-termination");
    await form.getByLabel("Prénom").fill("Eve");
    await form.getByLabel("Nom", { exact: true }).fill(holder.lastname);
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Numéro de contrat").fill(number);
    await form.getByLabel("Motif").selectOption({ label: "À l'échéance annuelle" });
    await form.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await visitor.getByRole("button", { name: "Confirmer la résiliation" }).click();
    const done = visitor.getByRole("status");
    // The date and the time of receipt, as the law asks, read from the broker: the address names only the request.
    await expect(done).toHaveText(/^Nous avons reçu votre demande le \d{1,2}(?:er)?\s\S+\s\d{4} à \d{2}:\d{2}, référence trm_\w+\.$/);
    expect([...new URL(visitor.url()).searchParams.keys()]).toEqual(["sent"]);
    await context.close();
  }

  /** The withdrawal link of the newest acknowledgement e-mail to the holder for this contract that is not among `seen`. */
  async function withdrawalToken(page: Page, brand: string, number: string, seen: string[]) {
    const mailbox = await page.context().newPage();
    let token = "";
    await expect(async () => {
      await mailbox.goto(`${brokerUrl}/dev/mailbox`);
      const texts = await mailbox
        .locator("article")
        .filter({ hasText: holder.email })
        .filter({ hasText: "termination-public-acknowledgement" })
        .filter({ hasText: number })
        .locator("pre")
        .allTextContents();
      const tokens = texts.map((text) => /\/retrait-resiliation\/([A-Za-z0-9_-]{43})/.exec(text)?.[1]).filter((t): t is string => Boolean(t));
      token = tokens.find((t) => !seen.includes(t)) ?? "";
      expect(token).not.toBe("");
    }).toPass({ timeout: 15_000 });
    await mailbox.close();
    return token;
  }

  // Without JavaScript: confirmations.http.spec.ts (on courtia-fr).
  test(
    "the holder sees who filed it and withdraws it from the tab, then from the e-mail's link, then one only part of which matched; the contract shows no pending termination",
    { tag: "@js-only" },
    async ({ page, browser }, testInfo) => {
      test.slow(); // Two filings of three steps, the mailbox twice.
      const brand = brandFor(testInfo, brands);
      const number = `${brand.slice(0, 3).toUpperCase()}-001011`;
      const tab = brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_rc_amendment/resiliation`);

      await fileAsStranger(browser, testInfo, brand, number);
      const first = await withdrawalToken(page, brand, number, []);
      await page.goto(tab);
      await expect(page.getByText("Cette demande a été déposée avec le formulaire de résiliation en ligne, sans connexion.")).toBeVisible();
      await expect(page.locator("main")).toContainText("Eve Dubois");
      await expect(page.locator("main")).toContainText("le numéro de contrat, le nom du titulaire, l'adresse e-mail de contact");
      await page.getByRole("button", { name: "Retirer cette demande" }).click();
      // Withdrawn: the tab offers the form again, and the e-mail's link says so.
      await expect(page.locator("#termination")).toBeVisible();
      await expect(page.getByRole("button", { name: "Retirer cette demande" })).toHaveCount(0);
      await page.goto(brandUrl(brand, `/fr-fr/retrait-resiliation/${first}`));
      await expect(page.getByRole("status")).toContainText("Cette demande a été retirée le");
      await expect(page.getByRole("button", { name: "Retirer cette demande" })).toHaveCount(0);

      // Filed again; this time the holder follows the e-mail's link.
      await fileAsStranger(browser, testInfo, brand, number);
      const second = await withdrawalToken(page, brand, number, [first]);
      await page.goto(brandUrl(brand, `/fr-fr/retrait-resiliation/${second}`));
      await expect(page.getByRole("heading", { level: 1, name: "Retirer une demande de résiliation" })).toBeVisible();
      await expect(page.locator("main")).toContainText(number);
      await expect(page.locator("main")).toContainText(/Reçue le\s*\d{1,2}(?:er)?\s\S+\s\d{4} à \d{2}:\d{2}/);
      await page.getByRole("button", { name: "Retirer cette demande" }).click();
      await expect(page.getByRole("status")).toContainText("Cette demande a été retirée le");
      await expect(page.getByRole("button", { name: "Retirer cette demande" })).toHaveCount(0);
      await page.goto(tab);
      await expect(page.locator("#termination")).toBeVisible();
      await expect(page.getByText("Votre demande de résiliation")).toHaveCount(0);

      // Filed a third time with the holder's name but another address: only part of it matches. Nothing is recorded on
      // the contract and nobody is e-mailed, yet the holder sees it, awaiting review, and withdraws it (issue 41 point 4).
      await fileAsStranger(browser, testInfo, brand, number, `eve-${brand}@elsewhere.example.com`);
      await page.goto(tab);
      await expect(page.getByText("En cours de vérification", { exact: true })).toBeVisible();
      await expect(page.getByText(/ne correspond qu'en partie aux informations dont nous disposons/)).toBeVisible();
      await expect(page.locator("main")).toContainText("Eve Dubois");
      await expect(page.locator("main")).toContainText(`eve-${brand}@elsewhere.example.com`);
      await expect(page.locator("main")).toContainText("le numéro de contrat, le nom du titulaire");
      await expect(page.getByRole("link", { name: "Télécharger l'accusé de réception (PDF)" })).toHaveCount(0);
      await page.getByRole("button", { name: "Retirer cette demande" }).click();
      await expect(page.locator("#termination")).toBeVisible();
      await expect(page.getByRole("button", { name: "Retirer cette demande" })).toHaveCount(0);
    },
  );
});
