import { readFileSync } from "node:fs";
import { TZDate } from "@date-fns/tz";
import { addMonths, format } from "date-fns";
import { fr } from "date-fns/locale";
import type { Page, TestInfo } from "@playwright/test";
import { parseCalendar } from "../../app/utils/calendar/ics";
import { brandFor, readMailbox, useOwnAddress } from "./auth-fixtures";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * Contact (open) and data rights (SPEC sections 3 and 9, issue 30), JavaScript
 * on and off: the callback form signed out and signed in, a Saturday and a
 * 13-14 slot posted by hand refused, the slot's calendar file; a GDPR request,
 * its confirmation and e-mail with the due date, the earlier requests and an
 * answered request's data. Without JavaScript, those posts and the pages that answer are
 * contact-gdpr.http.spec.ts's (decision 0227): here they are @js-only; the trap for robots runs in both.
 */
test.beforeEach(async ({ page }, testInfo) => {
  // Each flow checks several pages with axe: more than the default 30 s on a loaded machine.
  test.slow();
  await useOwnAddress(page, testInfo);
});

const brands = { js: "courtia-fr", noJs: "azura" } as const;

/** axe runs in the page: with JavaScript only (the no-JS DOM is the same markup, open-pages.spec.ts checks it with scripts blocked). */
async function axe(page: Page, testInfo: TestInfo) {
  if (testInfo.project.use.javaScriptEnabled !== false) await expectNoAxeViolations(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Adds an option the page does not offer and chooses it: what a hand-made post would send. */
async function chooseUnoffered(page: Page, select: string, value: string) {
  await page.locator(select).evaluate((element, v) => {
    const option = document.createElement("option");
    option.value = v;
    option.textContent = v;
    element.appendChild(option);
    (element as HTMLSelectElement).value = v;
  }, value);
}

function nextSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

/** Chooses the first day offered and 9-10; returns the day as the page words it and as its value. */
async function chooseFirstSlot(page: Page): Promise<{ words: string; value: string }> {
  const day = page.locator('select[name="day"]');
  const first = day.locator("option").nth(1);
  const value = (await first.getAttribute("value"))!;
  await day.selectOption(value);
  await page.locator('select[name="hour"]').selectOption("9-10");
  return { words: (await first.textContent())!.trim(), value };
}

/** The confirmation and its calendar file say the slot chosen: the broker's, the address carries only the reference (decision 0172). */
async function expectConfirmedWithCalendar(page: Page, chosen: { words: string; value: string }) {
  const dayWords = chosen.words;
  const done = page.getByRole("status").filter({ hasText: "Votre demande de rappel est enregistrée" });
  await expect(done).toContainText(`Nous vous appellerons le ${dayWords} entre 9 h et 10 h (heure de Paris).`);
  const reference = new URL(page.url()).searchParams.get("ref")!;
  expect(reference).toMatch(/^ctc_/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "L'ajouter à mon agenda (fichier .ics)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^callback-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text).toContain("\r\n");
  const lines = parseCalendar(text);
  const event = lines.slice(lines.findIndex((line) => line.name === "BEGIN" && line.value === "VEVENT"));
  const value = (name: string) => event.find((line) => line.name === name);
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(["ref"]);
  const day = chosen.value.replaceAll("-", "");
  expect(value("DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Europe/Paris" }, value: `${day}T090000` });
  expect(value("DTEND")).toEqual({ name: "DTEND", params: { TZID: "Europe/Paris" }, value: `${day}T100000` });
  expect(value("UID")?.value).toMatch(new RegExp(`^${reference}@`));
  expect(lines.some((line) => line.name === "TZID" && line.value === "Europe/Paris")).toBe(true);
}

test.describe("contact signed out", () => {
  test(
    "asks who is calling, refuses an unoffered day and hour, records the slot and gives it as a calendar file",
    { tag: "@js-only" },
    async ({ page }, testInfo) => {
      const brand = brandFor(testInfo, brands);
      await page.goto(brandUrl(brand, "/fr-fr/contact"));
      await page.locator('input[name="name"]').fill("Jeanne Visiteuse");
      await page.locator('input[name="email"]').fill("jeanne.visiteuse@example.com");
      await page.locator('input[name="phone"]').fill("+33 6 11 22 33 44");
      await page.locator('input[name="reason"]').fill("Un devis pour ma boutique");
      await page.locator('textarea[name="message"]').fill("Merci de me rappeler.");
      // A Saturday and the lunch hour, as a hand-made post sends them: refused next to their fields, the rest kept.
      await chooseUnoffered(page, 'select[name="day"]', nextSaturday());
      await chooseUnoffered(page, 'select[name="hour"]', "13-14");
      await page.getByRole("button", { name: "Demander à être rappelé" }).click();
      await expect(page.locator("#contact-day-error")).toHaveText("Choisissez l'un des jours proposés.");
      await expect(page.locator("#contact-hour-error")).toHaveText("Choisissez l'un des créneaux proposés.");
      await expect(page.locator("form#contact").getByRole("alert")).toBeVisible();
      await expect(page.locator('input[name="name"]')).toHaveValue("Jeanne Visiteuse");
      await axe(page, testInfo);
      await shoot(page, testInfo, "contact-refused");

      const chosen = await chooseFirstSlot(page);
      await page.getByRole("button", { name: "Demander à être rappelé" }).click();
      await expectConfirmedWithCalendar(page, chosen);
      await axe(page, testInfo);
      await shoot(page, testInfo, "contact-done");
    },
  );
});

test.describe("contact's trap for robots (remix-utils' honeypot, decision 0213)", () => {
  test("people never see nor reach it, the CSP allows its one style, and a post that fills it gets the page back and sends nothing", async ({
    page,
  }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    const refusedStyles: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refusedStyles.push(message.text());
    });
    await page.goto(brandUrl(brand, "/fr-fr/contact"));
    const trap = page.locator("form#contact #name__confirm_wrap");
    // Hidden by its display:none, which the CSP lets through by its hash (style-src-attr): blocked, it would show.
    await expect(trap).toBeHidden();
    await expect(trap).toHaveAttribute("aria-hidden", "true");
    await expect(trap.locator("label").first()).toHaveText("Laissez ce champ vide");
    for (const input of await trap.locator("input").all()) await expect(input).toHaveAttribute("tabindex", "-1");
    expect(refusedStyles).toEqual([]);

    await page.locator('input[name="name"]').fill("Robot Visiteur");
    await page.locator('input[name="email"]').fill("robot@example.com");
    await page.locator('input[name="phone"]').fill("+33 6 11 22 33 44");
    await page.locator('input[name="reason"]').fill("Offre spéciale");
    await page.locator('textarea[name="message"]').fill("Achetez maintenant.");
    await chooseFirstSlot(page);
    // What a robot does: fill every field it finds, the hidden one too.
    await page.locator('input[name="name__confirm"]').evaluate((input) => ((input as HTMLInputElement).value = "https://spam.example"));
    await page.getByRole("button", { name: "Demander à être rappelé" }).click();
    // The answer a person gets (the page, no error), but no request: no confirmation, no reference.
    await expect(page).toHaveURL(/\/fr-fr\/contact$/);
    await expect(page.locator("h1")).toHaveText("Nous contacter");
    await expect(page.getByText("Votre demande de rappel est enregistrée")).toHaveCount(0);
    await expect(page.locator("form#contact").getByRole("alert")).toHaveCount(0);
  });
});

test.describe("contact and data rights signed in", () => {
  test.use({ session: { login: "demo.full@example.com", brand: brands } });

  test("the callback form is prefilled and posts the support request", { tag: "@js-only" }, async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, "/fr-fr/contact"));
    await expect(page.getByText(/Nous\sappellerons\s.+\s\(demo\.full@example\.com\)\./)).toBeVisible();
    await expect(page.locator('input[name="name"]')).toHaveCount(0);
    await axe(page, testInfo);
    await page.locator('input[name="phone"]').fill("+33 6 12 34 56 78");
    await page.locator('input[name="reason"]').fill("Question sur mon contrat");
    await page.locator('textarea[name="message"]').fill("Pouvez-vous me rappeler ?");
    const chosen = await chooseFirstSlot(page);
    await page.getByRole("button", { name: "Demander à être rappelé" }).click();
    await expectConfirmedWithCalendar(page, chosen);
    await axe(page, testInfo);
  });

  test(
    "a GDPR request: earlier ones with their state, the answered data, the confirmation and e-mail with the due date",
    { tag: "@js-only" },
    async ({ page }, testInfo) => {
      const brand = brandFor(testInfo, brands);
      await page.goto(brandUrl(brand, "/fr-fr/exercice-de-droit-rgpd"));
      await expect(page.getByRole("heading", { level: 1, name: "Mes droits sur mes données" })).toBeVisible();
      const earlier = (id: string) => page.locator(`li[data-request="gdp_${brand}_${id}"]`);
      await expect(earlier("access_answered")).toContainText("Traitée");
      await expect(earlier("erasure_refused")).toContainText("Refusée");
      await expect(earlier("rectification_in_progress")).toContainText("En cours");
      await expect(earlier("objection_received")).toContainText("Reçue");
      await expect(earlier("erasure_refused").getByRole("link")).toHaveCount(0);

      const downloaded = async (name: string) => {
        const downloading = page.waitForEvent("download");
        await earlier("access_answered").getByRole("link", { name }).click();
        return readFileSync((await (await downloading).path())!);
      };
      expect(JSON.parse((await downloaded("Mes données (JSON)")).toString("utf8")).request.reference).toBe(`gdp_${brand}_access_answered`);
      expect((await downloaded("Mes données (PDF)")).subarray(0, 5).toString()).toBe("%PDF-");

      // Without the acceptance box: refused, the choice kept.
      await page.locator('select[name="subject"]').selectOption("portability");
      await page.locator('textarea[name="comment"]').fill("Toutes mes données de contrat.");
      await page.getByRole("button", { name: "Envoyer ma demande" }).click();
      await expect(page.locator("#gdpr-acceptance-error")).toHaveText("Cochez la case pour confirmer.");
      await expect(page.locator('select[name="subject"]')).toHaveValue("portability");
      await axe(page, testInfo);
      await page.getByLabel("Je certifie être la personne concernée").check();
      await page.getByRole("button", { name: "Envoyer ma demande" }).click();

      const due = format(addMonths(new TZDate(Date.now(), "Europe/Paris"), 1), "PPP", { locale: fr });
      const done = page.getByRole("status").filter({ hasText: "Votre demande est enregistrée" });
      await expect(done).toContainText(`Nous vous répondrons au plus tard le ${due}`);
      const reference = new URL(page.url()).searchParams.get("done")!;
      expect(reference).toMatch(/^gdp_/);
      await expect(done).toContainText(`Référence ${reference}.`);
      await expect(page.locator(`li[data-request="${reference}"]`)).toContainText("Portabilité de mes données");
      await axe(page, testInfo);
      await shoot(page, testInfo, "gdpr-done");

      const mail = await readMailbox(page, { to: "demo.full@example.com", template: "rights-exercise-acknowledgement", brand });
      expect(mail.text).toContain(reference);
      // French texts carry no-break spaces (scripts/french-spacing.mjs): any space may be one.
      expect(mail.text).toMatch(new RegExp(`au\\splus\\stard\\sle\\s${due.replaceAll(" ", "\\s")}`));
    },
  );
});

// A brand of its own: the GDPR request above reads its acknowledgement e-mail, which this test's would race.
test.describe("text areas signed in", () => {
  test.use({ session: { login: "demo.full@example.com", brand: "solana" } });

  // Without JavaScript the reply's page gives the text areas back without the character (contact-gdpr.http.spec.ts).
  test("a text area's text-direction character is removed as the refusal says, so the second send goes through", { tag: "@js-only" }, async ({ page }) => {
    const brand = "solana";
    const refusal = /Ce champ contenait des caractères de sens d'écriture/;
    await page.goto(brandUrl(brand, "/fr-fr/exercice-de-droit-rgpd"));
    await page.locator('select[name="subject"]').selectOption("access");
    await page.locator('textarea[name="comment"]').fill("abc \u202E def");
    await page.getByLabel("Je certifie être la personne concernée").check();
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page.locator("#gdpr-comment-error")).toHaveText(refusal);
    await expect(page.locator('textarea[name="comment"]')).toHaveValue("abc  def");
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre demande est enregistrée" })).toBeVisible();

    await page.goto(brandUrl(brand, "/fr-fr/contact"));
    await page.locator('input[name="phone"]').fill("+34 612 345 678");
    await page.locator('input[name="reason"]').fill("Question sur mon contrat");
    await page.locator('textarea[name="message"]').fill("Rappelez-moi \u202E demain");
    await chooseFirstSlot(page);
    await page.getByRole("button", { name: "Demander à être rappelé" }).click();
    await expect(page.locator("#contact-message-error")).toHaveText(refusal);
    await expect(page.locator('textarea[name="message"]')).toHaveValue("Rappelez-moi  demain");
    await page.getByRole("button", { name: "Demander à être rappelé" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Votre demande de rappel est enregistrée" })).toBeVisible();
  });
});

test.describe("a second brand", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.full@example.com", brand: "nordhafen" } });

  test("contact signed out and signed in, data rights: each form, its refusal and its confirmation have no axe violations (nordhafen)", async ({
    page,
    browser,
  }, testInfo) => {
    // Signed out: a context of its own, without the stored session.
    // axe needs a page of a context made with browser.newContext(), which would take the stored session: none.
    const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await visitorContext.newPage();
    await useOwnAddress(visitor, testInfo);
    await visitor.goto(brandUrl("nordhafen", "/de-de/contact"));
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Rückruf anfordern" }).click();
    await expect(visitor.locator("#contact-name-error")).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.locator('input[name="name"]').fill("Jonas Besucher");
    await visitor.locator('input[name="email"]').fill("jonas.besucher@example.com");
    await visitor.locator('input[name="phone"]').fill("+49 151 1234 5678");
    await visitor.locator('input[name="reason"]').fill("Ein Angebot");
    await visitor.locator('textarea[name="message"]').fill("Bitte rufen Sie mich an.");
    await chooseFirstSlot(visitor);
    await visitor.getByRole("button", { name: "Rückruf anfordern" }).click();
    await expect(visitor.getByRole("status").filter({ hasText: "Ihr Rückrufwunsch ist eingegangen" })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitorContext.close();

    // Signed in: the callback form prefilled, then its confirmation.
    await page.goto(brandUrl("nordhafen", "/de-de/contact"));
    await expect(page.locator('input[name="name"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.locator('input[name="phone"]').fill("+49 151 1234 5678");
    await page.locator('input[name="reason"]').fill("Frage zu meinem Vertrag");
    await page.locator('textarea[name="message"]').fill("Bitte rufen Sie mich an.");
    await chooseFirstSlot(page);
    await page.getByRole("button", { name: "Rückruf anfordern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ihr Rückrufwunsch ist eingegangen" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Data rights: the earlier requests, a refusal (no acceptance box), the confirmation.
    await page.goto(brandUrl("nordhafen", "/de-de/gdpr"));
    await expect(page.locator('li[data-request="gdp_nordhafen_access_answered"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('select[name="subject"]').selectOption("access");
    await page.getByRole("button", { name: "Antrag senden" }).click();
    await expect(page.locator("#gdpr-acceptance-error")).toHaveText("Setzen Sie das Häkchen zur Bestätigung.");
    await expectNoAxeViolations(page);
    await page.locator('input[name="acceptance"]').check();
    await page.getByRole("button", { name: "Antrag senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ihr Antrag ist eingegangen" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
