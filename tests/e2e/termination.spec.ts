import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { sampleJpgOf, samplePdfWith, samplePngOf } from "../../broker/test/fixtures/files";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, brokerUrl, isJs, useOwnAddress } from "./auth-fixtures";
import { addDays, addMonths, parisDay } from "../../broker/domain/calendar";
import { expect, test } from "./sessions";

/**
 * Termination (issue 30 §4-5), JavaScript on (mistral) and off (vigie):
 * from a contract's tab in three steps with proof files kept by the broker
 * between them, and the public easy termination from the footer, answered
 * the same whether the contract matched, its acknowledgement PDF e-mailed
 * to the holder only.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "mistral", noJs: "vigie" } as const;
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) });
const jpg = { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from(sampleJpgOf(2, 2)) };
const pngCalledJpg = { name: "scan.jpg", mimeType: "image/jpeg", buffer: Buffer.from(samplePngOf(2, 2)) };

/**
 * The end asked for: eleven days into the period of next month's debit (as the audit did on azura), so this month's
 * invoice stays whole. The fleet's debits of the four months after it (pln_<brand>_fleet_9 to 12) are not planned any more,
 * and next month's (pln_<brand>_fleet_8, 412,50 €) takes the days covered, counted here on the calendar.
 */
const today = parisDay(new Date());
const end = addDays(addMonths(today, 1), 11);
const monthDays = (Date.parse(addMonths(today, 2)) - Date.parse(addMonths(today, 1))) / 86_400_000;
const straddling = new RegExp(`${(Math.round((41250 * 11) / monthDays) / 100).toFixed(2).replace(".", ",")}\\s€`);
const afterEnd = (brand: string) => [9, 10, 11, 12].map((n) => `[data-planning="pln_${brand}_fleet_${n}"]`).join(", ");
/** A day as the schedule writes it in French, "05/02/2027". */
const shortDay = (day: string) => day.split("-").reverse().join("/");
/** What the straddling row says under its date (audit of changes, finding 13): the days it covers and the full month's debit. */
const coveredDays = new RegExp(
  `^Couvre du ${shortDay(addMonths(today, 1))} au ${shortDay(addDays(end, -1))} seulement\\s:\\sprorata de l'échéance complète \\(412,50\\s€\\)\\.$`,
);

async function expectPdf(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

test.describe("from a contract", () => {
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("three steps with two files; six files and a PNG refused next to the field, the rest kept; then the state and the acknowledgement", async ({
    page,
  }, testInfo) => {
    test.slow(); // Three steps, three uploads and two axe runs: more than the default 30 s on a loaded machine.
    const brand = brandFor(testInfo, brands);
    // The fleet's debits of the months after the end are planned until the termination is sent (decision 0267).
    const paymentsTab = brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_formalised/paiements`);
    await page.goto(paymentsTab);
    const lines = page.getByRole("region", { name: "Échéancier" }).locator("tr[data-planning]");
    await expect(lines.and(page.locator(afterEnd(brand)))).toHaveCount(4);
    // Every line pays its whole month: none says more than its date.
    await expect(page.locator("[data-prorated]")).toHaveCount(0);
    await page.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_formalised/resiliation`));
    await expect(page.getByRole("heading", { level: 2, name: "Résiliation" })).toBeVisible();
    await expect(page.getByText("Étape 1 sur 3")).toBeVisible();
    if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off

    const form = page.locator("#termination");
    const files = form.locator('input[type="file"]');
    const next = form.getByRole("button", { name: "Continuer vers le récapitulatif" });
    await form.getByLabel("Motif").selectOption({ label: "Vente du véhicule ou du bien assuré" });
    await form.getByLabel("Description").fill("Véhicule vendu le 2 novembre");
    await form.getByLabel("Date de fin souhaitée").fill(end);

    await files.setInputFiles(Array.from({ length: 6 }, (_, i) => pdf(`piece-${i}.pdf`)));
    await next.click();
    await expect(form.locator("#termination-file-error")).toHaveText("Choisissez 5 fichiers au plus.");
    await expect(form.getByLabel("Description")).toHaveValue("Véhicule vendu le 2 novembre");
    await expect(form.getByLabel("Motif")).toHaveValue("sale_of_asset");
    await expect(form.locator("#termination-error")).toBeVisible();
    await expectNoAxeViolations(page);

    // A PNG named .jpg is a PNG: refused by its bytes, by the broker's upload checks.
    await files.setInputFiles([pdf("cession.pdf"), pngCalledJpg]);
    await next.click();
    await expect(form.locator("#termination-file-error")).toHaveText(/ni\sun\sPDF\sni\sun\sJPG/);
    await expect(form.getByLabel("Description")).toHaveValue("Véhicule vendu le 2 novembre");

    await files.setInputFiles([pdf("cession.pdf"), jpg]);
    await next.click();
    await expect(page.getByText("Étape 2 sur 3")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vérifiez votre demande" })).toBeVisible();
    await expect(page.getByText("cession.pdf, photo.jpg")).toBeVisible();
    await expect(page.getByText("Véhicule vendu le 2 novembre")).toBeVisible();
    if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off

    await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
    await expect(page.getByText("Demande de résiliation envoyée").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Votre demande de résiliation" })).toBeVisible();
    await expect(page.getByText("Reçue", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectPdf(page, page.getByRole("link", { name: "Télécharger l'accusé de réception (PDF)" }));
    await page.screenshot({ path: testInfo.outputPath("termination-state.png"), fullPage: true });

    // The payments tab plans nothing after the end: the later months are gone, the month it falls in takes the days covered,
    // in the schedule and in the history's debit to come.
    await page.goto(paymentsTab);
    await expect(lines.first()).toBeVisible();
    await expect(lines.and(page.locator(afterEnd(brand)))).toHaveCount(0);
    await expect(page.locator(`tr[data-planning="pln_${brand}_fleet_8"]`)).toContainText(straddling);
    await expect(page.locator(`[data-payment="pay_${brand}_fleet_active"]`)).toContainText(straddling);
    // That row says which days it pays and the full debit it is the pro rata of; no other line says anything more.
    await expect(page.locator("[data-prorated]")).toHaveCount(1);
    // Its own line right under the debit's, which the amount's cell names as what describes it.
    const note = page.locator(`tr[data-planning="pln_${brand}_fleet_8"] + tr[data-prorated="pln_${brand}_fleet_8"]`);
    await expect(note).toHaveText(coveredDays);
    await expect(page.locator(`tr[data-planning="pln_${brand}_fleet_8"] td[aria-describedby]`)).toHaveAccessibleDescription(coveredDays);
    if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off
    // On a 360 px phone, neither the page nor the row's table scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(paymentsTab);
    const row = page.locator(`tr[data-planning="pln_${brand}_fleet_8"]`);
    await expect(note).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const widths = await row.evaluate((tr) => ({ table: tr.closest("table")!.scrollWidth, box: tr.closest("table")!.parentElement!.clientWidth }));
    expect(widths.table).toBeLessThanOrEqual(widths.box);
  });
});

test.describe("a refused termination form's files", () => {
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("stay chosen with JavaScript; without it, the refusal says to choose them again, by name, on both forms", async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    const again = "Choisissez à nouveau les fichiers : un formulaire refusé ne les garde pas.";
    // No reason chosen: the one refusal, with two proof files chosen.
    const refuse = async (form: ReturnType<Page["locator"]>) => {
      await form.locator('input[type="file"]').setInputFiles([pdf("cession.pdf"), pdf("facture.pdf")]);
      await form.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
      await expect(form.getByRole("alert").or(form.locator('[id$="-error"]')).first()).toBeVisible();
    };
    for (const [address, id] of [
      // Not the fleet: the test above sends its termination.
      [`/fr-fr/contrats/ctr_${brand}_full_rc_amendment/resiliation`, "termination"],
      ["/fr-fr/resiliation-trois-clics", "easy-termination"],
    ] as const) {
      await page.goto(brandUrl(brand, address));
      // The form's checks load with the page's scripts (decision 0151): the first click waits for them.
      if (isJs(testInfo)) await page.waitForLoadState("networkidle");
      const form = page.locator(`#${id}`);
      await refuse(form);
      await expect(form.locator(`#${id}-reason-error`)).toBeVisible();
      if (isJs(testInfo)) {
        // Checked in the page, never posted: the files are still there, and nothing says otherwise.
        await expect.poll(() => form.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(2);
        await expect(form.getByText(again)).toHaveCount(0);
      } else {
        await expect(form.getByText(again)).toBeVisible();
        await expect(form.locator(`#${id}-file-error`)).toHaveText(
          "Choisissez à nouveau cession.pdf, facture.pdf (un formulaire refusé ne garde aucun fichier).",
        );
      }
    }
  });
});

test.describe("easy termination, without an account", () => {
  const holder = { firstname: "Hélène", lastname: "Dubois", email: "contact@transports-dubois-sas.example.com" };

  async function terminate(
    page: Page,
    brand: string,
    who: { firstname: string; lastname: string; email: string },
    contractNumber: string,
    { axe = false }: { axe?: boolean } = {},
  ) {
    await page.goto(brandUrl(brand, "/fr-fr/connexion"));
    // Click 1: the footer's entry, labelled as the law asks.
    await page.getByRole("contentinfo").getByRole("link", { name: "Résilier votre contrat" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Résilier votre contrat" })).toBeVisible();
    if (axe) await expectNoAxeViolations(page);
    const form = page.locator("#easy-termination");
    await form.getByLabel("Prénom").fill(who.firstname);
    await form.getByLabel("Nom", { exact: true }).fill(who.lastname);
    await form.getByLabel("Adresse e-mail").fill(who.email);
    await form.getByLabel("Numéro de contrat").fill(contractNumber);
    await form.getByLabel("Motif").selectOption({ label: "À l'échéance annuelle" });
    await form.locator('input[type="file"]').setInputFiles([pdf("courrier.pdf")]);
    // Click 2: to the summary.
    await form.getByRole("button", { name: "Continuer vers le récapitulatif" }).click();
    await expect(page.getByRole("heading", { name: "Vérifiez votre demande" })).toBeVisible();
    await expect(page.getByText("courrier.pdf")).toBeVisible();
    if (axe) await expectNoAxeViolations(page);
    // Click 3: notified.
    await page.getByRole("button", { name: "Confirmer la résiliation" }).click();
    await expect(page.getByRole("heading", { name: "Votre demande de résiliation a été envoyée" })).toBeVisible();
    return (await page.locator("main").innerText())
      .replace(/trm_\w+/g, "REF")
      .replace(/\d{1,2}(?:er)?\s\p{L}+\s\d{4}/gu, "DATE")
      .replace(/\d{2}:\d{2}/g, "TIME");
  }

  test("three clicks from the footer to a notified termination, the acknowledgement PDF in the holder's mailbox; a request that matches nothing is answered the same", async ({
    page,
  }, testInfo) => {
    test.slow(); // Two requests of three steps each, then the mailbox.
    const brand = brandFor(testInfo, brands);
    const number = `${brand.slice(0, 3).toUpperCase()}-001009`;
    const matched = await terminate(page, brand, holder, number, { axe: true });
    if (isJs(testInfo)) await expectNoAxeViolations(page); // axe runs in the page: not with JavaScript off
    const stranger = { firstname: "Paul", lastname: "Martin", email: `stranger-${brand}@example.com` };
    const unmatched = await terminate(page, brand, stranger, "NOPE-000000");
    expect(unmatched).toBe(matched);

    const mailbox = await page.context().newPage();
    const article = mailbox
      .locator("article")
      .filter({ hasText: holder.email })
      .filter({ hasText: "termination-public-acknowledgement" })
      .filter({ hasText: brand });
    await expect(async () => {
      await mailbox.goto(`${brokerUrl}/dev/mailbox`);
      await expect(article.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(article.first()).toContainText(number);
    const attachment = article.first().locator("ul.attachments a");
    const response = await mailbox.request.get(new URL((await attachment.getAttribute("href"))!, brokerUrl).toString());
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(mailbox.locator("article").filter({ hasText: stranger.email })).toHaveCount(0);
    await mailbox.close();
  });
});

test.describe("a second brand", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.full@example.com", brand: "nordhafen" } });

  test("the contract's steps, a refused step, a request's state and easy termination's steps have no axe violations (nordhafen)", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // Eight pages checked by axe.
    await useOwnAddress(page, testInfo);
    await page.goto(brandUrl("nordhafen", "/de-de/contracts/ctr_nordhafen_full_formalised/termination"));
    await expect(page.getByText("Schritt 1 von 3")).toBeVisible();
    await expectNoAxeViolations(page);
    const form = page.locator("#termination");
    await form.getByRole("button", { name: "Weiter zur Zusammenfassung" }).click();
    await expect(form.locator("#termination-reason-error")).toBeVisible();
    await expectNoAxeViolations(page);
    await form.locator('select[name="reason"]').selectOption({ index: 1 });
    await form.getByRole("button", { name: "Weiter zur Zusammenfassung" }).click();
    await expect(page.getByRole("heading", { name: "Prüfen Sie Ihren Antrag" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Not confirmed (the demo contract stays as it is); a sent request's state: the terminated contract's demo request.
    await page.goto(brandUrl("nordhafen", "/de-de/contracts/ctr_nordhafen_full_terminated/termination"));
    await expect(page.getByRole("heading", { name: "Ihr Kündigungsantrag" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Easy termination, signed out: the form, a refusal, the summary, the confirmation (a contract that matches nothing).
    // axe needs a page of a context made with browser.newContext(), which would take the stored session: none.
    const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    await useOwnAddress(visitor, testInfo);
    await visitor.goto(brandUrl("nordhafen", "/de-de/easy-termination"));
    await expect(visitor.getByRole("heading", { level: 1, name: "Vertrag kündigen" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    const easy = visitor.locator("#easy-termination");
    await easy.getByRole("button", { name: "Weiter zur Zusammenfassung" }).click();
    await expect(easy.locator("#easy-termination-email-error")).toBeVisible();
    await expectNoAxeViolations(visitor);
    await easy.locator('input[name="firstname"]').fill("Jonas");
    await easy.locator('input[name="lastname"]').fill("Besucher");
    await easy.locator('input[name="email"]').fill("jonas.besucher@example.com");
    await easy.locator('input[name="contract_number"]').fill("NOPE-000000");
    await easy.locator('select[name="reason"]').selectOption({ index: 1 });
    await easy.getByRole("button", { name: "Weiter zur Zusammenfassung" }).click();
    await expect(visitor.getByRole("heading", { name: "Prüfen Sie Ihren Antrag" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Kündigung bestätigen" }).click();
    await expect(visitor.getByRole("heading", { name: "Ihr Kündigungsantrag wurde gesendet" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitorContext.close();
  });
});
