import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { samplePdfWith, samplePngOf } from "../../broker/test/fixtures/files";
import { brandUrl, expectNoAxeViolations, linesOfMatches } from "./fixtures";
import { brandFor, isJs, useOwnAddress } from "./auth-fixtures";
import { collisionAnswers, isoDay, waterDamageAnswers } from "./claim-answers";
import { expect, test } from "./sessions";

/**
 * Claims (issue 29): declare in three plain-post steps, JavaScript on (castello) and off (solana). Without JavaScript
 * the posts and the pages that answer them are claims.http.spec.ts's (tests tagged @js-only here): the declaration,
 * the 10 MB proof, a terminated contract's date, a proof added, the photo collection, German and Spanish pages (on
 * vigie), two declarations alike (on solana); here without JavaScript remains the contract step on a phone; a
 * third party added or removed, which says the files to choose again; refusals next to their field with what was
 * typed kept; the claim once; the timeline, proof files, the photo collection; another client's claim is not found;
 * German and Spanish pages without English.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "castello", noJs: "solana" } as const;
test.use({ session: { login: "demo.full@example.com", brand: brands } });
// One worker runs this file's tests in order: some count the brand's claims while others declare on the same client.
test.describe.configure({ mode: "default" });

const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) });
const pngCalledPdf = { name: "constat.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePngOf(2, 2)) };

/**
 * The last step's form posted twice at once, as a double click without JavaScript would (a browser keeps only the
 * last of two clicks it had not started to send, so the test sends both itself): the fields the page holds,
 * `intent=declare` and the files, with the page's cookies, to the page's host (Node cannot resolve the brand's
 * `*.localhost` name: the post goes to 127.0.0.1 with the brand's Host). Gives both answers' statuses and the claim
 * each answer's form carries (its hidden `claim_id`, when the claim was made and a file refused).
 */
async function postDeclarationTwice(
  page: Page,
  files: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
): Promise<{ status: number; claimId: string | null }[]> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Déclarer le sinistre" }) });
  const data = new FormData();
  data.set("intent", "declare");
  for (const input of await form.locator("input[type=hidden][name], input[type=text][name], input[type=tel][name], textarea[name]").all()) {
    const name = (await input.getAttribute("name"))!;
    if (name !== "intent") data.set(name, await input.inputValue());
  }
  for (const [name, file] of Object.entries(files)) data.set(name, new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }));
  const encoded = new Request("http://localhost/", { method: "POST", body: data });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(page.url());
  const headers = {
    Host: url.host,
    Origin: url.origin,
    Cookie: (await page.context().cookies(url.href)).map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
    "Content-Type": encoded.headers.get("content-type")!,
    "Content-Length": String(body.length),
  };
  const post = () =>
    new Promise<{ status: number; claimId: string | null }>((resolve, reject) => {
      const sent = httpRequest({ host: "127.0.0.1", port: url.port, path: `${url.pathname}${url.search}`, method: "POST", headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          resolve({ status: answer.statusCode ?? 0, claimId: /name="claim_id" value="([^"]+)"/.exec(html)?.[1] ?? null });
        });
      });
      sent.on("error", reject);
      sent.end(body);
    });
  return Promise.all([post(), post()]);
}

// Without JavaScript: claims.http.spec.ts (on vigie).
test(
  "a claim is declared step by step, refused where wrong with what was typed kept, created once, and followed",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    // Six pages checked by axe and a dozen posts: longer than one page's budget on a loaded machine.
    test.setTimeout(120_000);
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
    await expect(page.getByRole("heading", { level: 1, name: "Sinistres" })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Sinistres" }).first()).toBeVisible();
    const before = await page.locator("[data-claim]").count();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Déclarer un sinistre" }).click();
    // Step 1: no contract chosen is refused; then the contract (with JavaScript step 2 comes in place).
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByText("Choisissez un contrat.").first()).toBeVisible();
    await expectNoAxeViolations(page);
    // With JavaScript the choice itself brings step 2, which replaces the radio: a click, not `check()`, whose check
    // of the radio afterwards finds the next step's hidden field when the page is quick.
    const signed = page.locator(`input[value="ctr_${brand}_full_signed"]`);
    if (isJs(testInfo)) await signed.click();
    else {
      await signed.check();
      await page.getByRole("button", { name: "Continuer" }).click();
    }
    await expect(page.getByRole("heading", { name: "Ce qui s'est passé et quand" })).toBeVisible();

    // Step 2: a future date and no nature, each refused next to its field, the date kept.
    await page.getByLabel("Date de survenance").fill(isoDay(3));
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByText("Choisissez la nature du sinistre.").first()).toBeVisible();
    await expect(page.getByText("La date ne peut pas être dans le futur.").first()).toBeVisible();
    await expect(page.getByLabel("Date de survenance")).toHaveValue(isoDay(3));
    await expectNoAxeViolations(page);
    await page.getByLabel("Dégât des eaux").check();
    await page.getByLabel("Sinistre subi").check();
    await page.getByLabel("Date de survenance").fill(isoDay(-2));
    await page.getByRole("group", { name: "Une personne a été blessée" }).getByLabel("Non").check();
    await page.getByRole("group", { name: "Un tiers est impliqué" }).getByLabel("Oui").check();
    await page.getByRole("button", { name: "Continuer" }).click();

    // Step 3: the documents listed before submitting; several third parties, added and removed (a post each without JavaScript), the text kept.
    await expect(page.getByRole("heading", { name: "Détails et justificatifs" })).toBeVisible();
    // A proof the insurer needs says what for: settling the claim, which is declared with or without it (decision 0182).
    await expect(page.getByText("Constat amiable dégât des eaux (à fournir pour le règlement du sinistre)")).toBeVisible();
    await expect(page.getByText("Constat amiable dégât des eaux (obligatoire)")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const circumstances = `Fuite sous l'évier ${testInfo.project.name} ${Date.now()}`;
    const party = (n: number) => page.getByRole("group", { name: `Tiers ${n}`, exact: true });
    await page.getByLabel("Circonstances").fill(circumstances);
    await party(1).getByLabel("Nom du tiers").fill("Jo Martin");
    await page.getByRole("button", { name: "Ajouter un autre tiers" }).click();
    await expect(party(2).getByLabel("Nom du tiers")).toBeFocused();
    await party(2).getByLabel("Nom du tiers").fill("Voisin à retirer");
    await page.getByRole("button", { name: "Ajouter un autre tiers" }).click();
    await party(3).getByLabel("Nom du tiers").fill("Ana Ruiz");
    await page.getByRole("button", { name: "Retirer le tiers 2" }).click();
    await expect(party(2).getByLabel("Nom du tiers")).toHaveValue("Ana Ruiz");
    await expect(party(3)).toHaveCount(0);
    await expect(page.getByLabel("Circonstances")).toHaveValue(circumstances);
    await page.getByRole("group", { name: "Déclaration 1", exact: true }).getByLabel("Déclaration (d'un témoin, du tiers)").fill("L'eau coulait du plafond.");

    // A PNG named .pdf, the form posted twice at once and then from the page: one claim (Idempotency-Key),
    // the file refused (422: the claim made, the file not) next to its field, everything typed kept.
    const refusedFiles = { proof_water_damage_report: pngCalledPdf, proof_photos: pdf("photos.pdf") };
    const [first, second] = await postDeclarationTwice(page, refusedFiles);
    expect([first.status, second.status]).toEqual([422, 422]);
    expect(first.claimId).toMatch(/^clm_/);
    expect(second.claimId, "both posts answer with the one claim").toBe(first.claimId);
    await page.locator('input[name="proof_water_damage_report"]').setInputFiles(pngCalledPdf);
    await page.locator('input[name="proof_photos"]').setInputFiles(pdf("photos.pdf"));
    await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
    await expect(page.locator("#claim-details-proof_water_damage_report-error")).toContainText("n'est pas ce que son nom indique");
    // The summary's line names the file's field, as every other line does (2026-12-04: the message alone).
    await expect(page.locator('main [role=alert] a[href="#claim-details-proof_water_damage_report"]')).toHaveText(
      /^Constat amiable dégât des eaux\s:\s.*n'est pas ce que son nom indique/,
    );
    await expect(page.getByLabel("Circonstances")).toHaveValue(circumstances);
    await expect(party(2).getByLabel("Nom du tiers")).toHaveValue("Ana Ruiz");

    // The right files (the same PDF for both proofs, as a person with one scan would send): the claim and its two files.
    await page.locator('input[name="proof_water_damage_report"]').setInputFiles(pdf("constat.pdf"));
    await page.locator('input[name="proof_photos"]').setInputFiles(pdf("photos.pdf"));
    await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
    await expect(page.getByRole("heading", { name: "Suivi" })).toBeVisible();
    await expect(page.locator("time").first()).toBeVisible();
    await expect(page.getByText("Déclaré en ligne.")).toBeVisible();
    await expect(page.locator("[data-file]")).toHaveCount(2);
    await expect(page.getByText("Jo Martin")).toBeVisible();
    await expect(page.getByText("Ana Ruiz")).toBeVisible();
    await expect(page.getByText("Voisin à retirer")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Delete an allowed proof file; a validated one offers no delete.
    await page.getByRole("button", { name: "Supprimer photos.pdf" }).click();
    await expect(page.locator("[data-file]")).toHaveCount(1);
    await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
    await expect(page.locator("[data-claim]")).toHaveCount(before + 1);
    await expect(page.getByText(circumstances)).toHaveCount(0);
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_glass`));
    await expect(page.locator("[data-file]").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Supprimer/ })).toHaveCount(0);
  },
);

// Without JavaScript: claims.http.spec.ts (on vigie).
test(
  "a terminated contract refuses, at the date, a loss after its end and says why; a date in its cover goes on",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/declarer?contract=ctr_${brand}_full_terminated`));
    await expect(page.getByRole("heading", { name: "Ce qui s'est passé et quand" })).toBeVisible();
    const date = page.getByLabel("Date de survenance");
    await expect(date).toHaveAccessibleDescription(/Ce contrat a pris fin le .+\s:\sil couvre un sinistre survenu jusqu'à ce jour inclus\./);
    await page.getByLabel("Accident / collision").check();
    await page.getByLabel("Sinistre subi").check();
    await page.getByRole("group", { name: "Une personne a été blessée" }).getByLabel("Non").check();
    await page.getByRole("group", { name: "Un tiers est impliqué" }).getByLabel("Non").check();
    // Five days ago: after the end (thirty-one days ago), refused at this step, next to the date, with why.
    await date.fill(isoDay(-5));
    await page.getByRole("button", { name: "Continuer" }).click();
    const why = /Le contrat a pris fin le .+\s:\sil ne couvre pas un sinistre survenu après cette date\./;
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription(why);
    await expect(page.getByRole("heading", { name: "Ce qui s'est passé et quand" })).toBeVisible();
    await expect(date).toHaveValue(isoDay(-5));
    await expectNoAxeViolations(page);
    // Forty days ago, in the cover: the last step.
    await date.fill(isoDay(-40));
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { name: "Détails et justificatifs" })).toBeVisible();
  },
);

// Without JavaScript: claims.http.spec.ts (on solana).
test("two declarations with the same contents are two claims, each with its own reference", { tag: "@js-only" }, async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  const answers = waterDamageAnswers(brand);
  const circumstances = `Même fuite, deux fois ${testInfo.project.name} ${Date.now()}`;
  const declared: string[] = [];
  for (const _ of [1, 2]) {
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/declarer?${answers}`));
    await expect(page.getByRole("heading", { name: "Détails et justificatifs" })).toBeVisible();
    await page.getByLabel("Circonstances").fill(circumstances);
    await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
    await expect(page.getByRole("heading", { name: "Suivi" })).toBeVisible();
    declared.push(new URL(page.url()).pathname);
  }
  expect(declared[1], "the second declaration is a new claim, not the first one's answer").not.toBe(declared[0]);
  await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
  for (const path of declared) await expect(page.locator(`a[href="${path}"]`).first()).toBeVisible();
});

// Without JavaScript: claims.http.spec.ts (on vigie).
test(
  "a proof over 10 MB is refused next to its field with what was typed kept, not with a connection error",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    const answers = waterDamageAnswers(brand);
    await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
    const before = await page.locator("[data-claim]").count();
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/declarer?${answers}`));
    const circumstances = `Fuite, scan trop lourd ${testInfo.project.name} ${Date.now()}`;
    await page.getByLabel("Circonstances").fill(circumstances);
    // 12 MB: past the portal's upload limit, so the server leaves the file out and names it (readBody).
    const huge = {
      name: "constat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from(samplePdfWith()), Buffer.alloc(12 * 1024 * 1024, 32)]),
    };
    await page.locator('input[name="proof_water_damage_report"]').setInputFiles(huge);
    await page.getByRole("button", { name: "Déclarer le sinistre" }).click();
    await expect(page.locator("#claim-details-proof_water_damage_report-error")).toHaveText("Le fichier dépasse 10 Mo. Choisissez un fichier plus léger.");
    await expect(page.getByLabel("Circonstances")).toHaveValue(circumstances);
    await expect(page.getByRole("heading", { name: "Détails et justificatifs" })).toBeVisible();
    // Nothing declared: the files are checked before the claim is made.
    await page.goto(brandUrl(brand, "/fr-fr/sinistres"));
    await expect(page.locator("[data-claim]")).toHaveCount(before);
  },
);

// Without JavaScript: claims.http.spec.ts (on vigie).
test(
  "the photo collection opens in the page's language and comes back; another client's claim is not found",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_collision`));
    await page.getByRole("button", { name: "Prendre les photos" }).click();
    await expect(page.getByRole("heading", { name: "Photos des dommages" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Revenir à votre sinistre" }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-fr/sinistres/clm_${brand}_collision$`));

    const other = brand === "castello" ? "solana" : "castello";
    const response = await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${other}_collision`));
    expect(response?.status()).toBe(404);
  },
);

// Without JavaScript: claims.http.spec.ts (on vigie).
test(
  "a proof file is added to a claim through the form's schema: none chosen is refused at the field and in the summary, then one is sent",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_collision`));
    const files = await page.locator("[data-file]").count();
    const upload = page.locator("form").filter({ has: page.getByRole("button", { name: "Envoyer le fichier" }) });
    await upload.getByRole("button", { name: "Envoyer le fichier" }).click();
    await expect(page.locator("#claim-upload-file-error")).toHaveText("Merci de fournir un fichier.");
    await expect(page.getByLabel("Fichier (PDF, JPG ou PNG, 10 Mo au plus)")).toHaveAttribute("aria-invalid", "true");
    await expect(upload.getByRole("link", { name: /Merci de fournir un fichier/ })).toHaveAttribute("href", "#claim-upload-file");
    await page.getByLabel("Fichier (PDF, JPG ou PNG, 10 Mo au plus)").setInputFiles(pdf(`ajout-${testInfo.project.name}.pdf`));
    await upload.getByRole("button", { name: "Envoyer le fichier" }).click();
    await expect(page.locator("[data-file]")).toHaveCount(files + 1);
    await expect(page.locator(`[data-file="ajout-${testInfo.project.name}.pdf"]`)).toBeVisible();

    // Sent: the field is empty again, as without JavaScript, so a second click sends nothing twice.
    const field = page.getByLabel("Fichier (PDF, JPG ou PNG, 10 Mo au plus)");
    await expect.poll(() => field.evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(0);
    await upload.getByRole("button", { name: "Envoyer le fichier" }).click();
    await expect(page.locator("#claim-upload-file-error")).toHaveText("Merci de fournir un fichier.");
    await expect(page.locator("[data-file]")).toHaveCount(files + 1);

    // The same form posted twice (a double click, a resent post): its key and file are one upload.
    await field.setInputFiles(pdf(`deux-fois-${testInfo.project.name}.pdf`));
    const post = () =>
      upload.evaluate(async (form) => {
        const sent = form as HTMLFormElement;
        return (await fetch(sent.action, { method: "POST", body: new FormData(sent), redirect: "manual" })).type;
      });
    expect(await post()).toBe("opaqueredirect");
    expect(await post()).toBe("opaqueredirect");
    await page.reload();
    await expect(page.locator("[data-file]")).toHaveCount(files + 2);
    await expect(page.locator(`[data-file="deux-fois-${testInfo.project.name}.pdf"]`)).toHaveCount(1);
  },
);

// The contract step on a phone (2026-11-28): "SOL-" ended a line before "001009" in Spanish; the summary's link led to
// the fieldset, not to the first radio (decision 0130); its line read "¿Qué contrato?: …"; the chosen contract read
// "Contract : …" with French spacing in every language.
test("on a phone the contract step keeps each number whole in five languages, and the summary leads to the first contract", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ["fr", "en", "de", "it", "es"]) {
    await page.goto(brandUrl(brand, lang === "fr" ? "/fr-fr/sinistres/declarer" : `/${lang}-fr/claims/new`));
    await page.locator("main form button[type=submit]").last().click();
    const summaryLink = page.locator("main [role=alert] a").first();
    await expect(summaryLink).toBeVisible();
    const target = (await summaryLink.getAttribute("href")) ?? "";
    expect(await page.locator(target).evaluate((element) => `${element.tagName} ${element.getAttribute("type")}`), lang).toBe("INPUT radio");
    expect(await page.locator(target).evaluate((element) => element === document.querySelector("main fieldset input[type=radio]")), lang).toBe(true);
    if (lang === "es") await expect(summaryLink).toHaveText("¿Qué contrato? Elija un contrato.");
    // The question flush with the radios below it (2026-12-03: the legend's own 2 px and the radio's 5 px put them 3 px apart).
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Math.round(element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft)));
    expect(await left("main fieldset legend"), lang).toBe(await left("main fieldset input[type=radio]"));
    // Each contract number of the choices: on how many lines it lies.
    const lines = await linesOfMatches(page, "main fieldset", /[A-Z]{3}-\d{6}/);
    expect(lines.length, lang).toBeGreaterThan(3);
    expect(
      lines.filter(([, count]) => count !== 1),
      lang,
    ).toEqual([]);
  }
  // Spanish (the last language): the chosen contract in Spanish punctuation, not French's "Contrato : …".
  const first = page.locator("main fieldset input[type=radio]").first();
  const label = (await page.locator("main fieldset label").first().innerText()).trim();
  // With JavaScript the choice brings the next step, which replaces the radio: a click (see the declaration test).
  if (isJs(testInfo)) await first.click();
  else {
    await first.check();
    await page.locator("main form button[type=submit]").last().click();
  }
  await expect(page.locator("main")).toContainText(`Contrato: ${label}`);
  // A claim's title holds its reference, one word too long for the line ("SIN-CASTELLO-COLLISION", 405 px): it breaks at a
  // hyphen rather than widen the page (2026-12-03: 421 px wide in Spanish, 460 in German on nordhafen).
  await page.goto(brandUrl(brand, `/es-fr/claims/clm_${brand}_collision`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`SIN-${brand.toUpperCase()}-COLLISION`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

/** Step 3 of a collision with a third party on the full client's fleet (the audit's address), in `lang`. */
const collisionStep3 = (brand: string, lang: string) => `/${lang}-fr/${lang === "fr" ? "sinistres/declarer" : "claims/new"}?${collisionAnswers(brand)}`;

// 2026-12-04's audit: the third party's phone took "abc", which every other form refuses; without JavaScript a post
// refused for another field dropped the proof files chosen and said nothing (a browser never gets a file back).
test("the third party's phone is checked as every form's, and a refused post with files says to choose them again", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  await page.goto(brandUrl(brand, collisionStep3(brand, "en")));
  await expect(page.getByRole("heading", { name: "Details and proof" })).toBeVisible();
  await page.getByLabel("Circumstances").fill("Scraped a van while parking.");
  const party = page.getByRole("group", { name: "Third party 1", exact: true });
  await party.getByLabel("Name of the third party").fill("Jo Martin");
  await party.getByLabel("Phone").fill("abc");
  const photos = page.locator('input[name="proof_photos"]');
  await photos.setInputFiles(pdf("photos.pdf"));
  await page.getByRole("button", { name: "Declare the claim" }).click();
  const phoneError = /^Enter a valid phone number/;
  await expect(party.getByLabel("Phone")).toHaveAccessibleDescription(phoneError);
  await expect(page.locator("main [role=alert] a").filter({ hasText: /^Phone: Enter a valid phone number/ })).toHaveCount(1);
  await expect(party.getByLabel("Phone")).toHaveValue("abc");
  // With JavaScript the page checks the form itself and the file stays chosen, unless the click came before the form's
  // module (decision 0151): then the form posted as a plain one, and the answer says to choose the file again.
  const fileKept = await photos.evaluate((input: HTMLInputElement) => input.files?.length === 1);
  if (isJs(testInfo) && fileKept) {
    await expect(photos).not.toHaveAttribute("aria-invalid", "true");
    return;
  }
  expect(fileKept).toBe(false);
  // The post was refused and its file is gone: said in the summary and at the field, by its name.
  await expect(page.locator("main [role=alert]")).toContainText("Choose the files again: a refused form never keeps them.");
  await expect(photos).toHaveAccessibleDescription("Choose photos.pdf again (a refused form never keeps a file).");
  await expect(page.locator('main [role=alert] a[href="#claim-details-proof_photos"]')).toHaveText(/^Photos of the damage: Choose photos\.pdf again/);
  await expect(page.locator('input[name="proof_repair_estimate"]')).not.toHaveAttribute("aria-invalid", "true");
});

// Without JavaScript, adding or removing a third party answered step 3 without the files chosen (a browser never refills a
// file input) and said nothing of it: the claim went on to be declared without them. With JavaScript the page does it.
test("a third party added or removed keeps the chosen files with JavaScript, and without it says which to choose again", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  await page.goto(brandUrl(brand, collisionStep3(brand, "en")));
  await expect(page.getByRole("heading", { name: "Details and proof" })).toBeVisible();
  const party = (n: number) => page.getByRole("group", { name: `Third party ${n}`, exact: true });
  const photos = page.locator('input[name="proof_photos"]');
  const estimate = page.locator('input[name="proof_repair_estimate"]');
  const notice = page.locator("main [role=status]").filter({ hasText: /^Choose th/ });
  const chosen = (input: typeof photos) => input.evaluate((element: HTMLInputElement) => [...(element.files ?? [])].map((file) => file.name));
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  // The form's module has arrived (decision 0151): before it, the form is the plain one, which posts.
  if (isJs(testInfo)) await page.waitForLoadState("networkidle");
  await page.getByLabel("Circumstances").fill("Scraped a van while parking.");
  await party(1).getByLabel("Name of the third party").fill("Jo Martin");
  await photos.setInputFiles(pdf("photos.pdf"));
  await estimate.setInputFiles(pdf("devis.pdf"));
  await page.getByRole("button", { name: "Add another third party" }).click();
  await expect(party(2).getByLabel("Name of the third party")).toBeFocused();
  await expect(party(1).getByLabel("Name of the third party")).toHaveValue("Jo Martin");

  if (isJs(testInfo)) {
    // The page adds and removes the row itself: no post, the files still chosen, nothing to say.
    await party(2).getByLabel("Name of the third party").fill("Ana Ruiz");
    await page.getByRole("button", { name: "Remove third party 1" }).click();
    await expect(party(1).getByLabel("Name of the third party")).toHaveValue("Ana Ruiz");
    await expect(party(2)).toHaveCount(0);
    expect(posts).toBe(0);
    expect(await chosen(photos)).toEqual(["photos.pdf"]);
    expect(await chosen(estimate)).toEqual(["devis.pdf"]);
    await expect(notice).toHaveCount(0);
    return;
  }

  // The files are gone: the notice above the form names their fields, each field the file it had.
  expect(await chosen(photos)).toEqual([]);
  await expect(notice).toHaveText(/^Choose these files again: adding or removing a third party or a statement never keeps them\./);
  await expect(notice.getByRole("link")).toHaveText(["Photos of the damage", "Repair estimate"]);
  await expect(notice.getByRole("link", { name: "Photos of the damage" })).toHaveAttribute("href", "#claim-details-proof_photos");
  await expect(photos).toHaveAccessibleDescription("Choose photos.pdf again (adding or removing a third party or a statement never keeps a file).");
  await expect(estimate).toHaveAccessibleDescription("Choose devis.pdf again (adding or removing a third party or a statement never keeps a file).");
  // A notice, not a refusal: no error summary (which would take the new row's focus), no field marked invalid.
  await expect(page.locator("main [role=alert]")).toHaveCount(0);
  await expect(page.locator("main input[type=file][aria-invalid]")).toHaveCount(0);

  // A row removed with only the photos chosen again: only they are named, as one file.
  await photos.setInputFiles(pdf("photos-2.pdf"));
  await page.getByRole("button", { name: "Remove third party 2" }).click();
  await expect(party(2)).toHaveCount(0);
  await expect(party(1).getByLabel("Name of the third party")).toHaveValue("Jo Martin");
  await expect(notice).toHaveText(/^Choose this file again: adding or removing a third party or a statement never keeps it\./);
  await expect(notice.getByRole("link")).toHaveText(["Photos of the damage"]);
  await expect(photos).toHaveAccessibleDescription("Choose photos-2.pdf again (adding or removing a third party or a statement never keeps a file).");
  await expect(estimate).toHaveAccessibleDescription("");

  // No file chosen: nothing to say.
  await page.getByRole("button", { name: "Add another third party" }).click();
  await expect(party(2)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(photos).toHaveAccessibleDescription("");
});

// 2026-12-04's audit: step 3 was 363 px wide on a 360 px screen in every language, with JavaScript and without (the proof
// files' fieldset as wide as its file inputs' own width). Every step, and a refused step 3, fit 360 and 320 px.
test("each step of the declaration fits a 360 and a 320 px screen in five languages, refused too", async ({ page }, testInfo) => {
  // Forty pages.
  test.setTimeout(120_000);
  const brand = brandFor(testInfo, brands);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of ["fr", "en", "de", "it", "es"]) {
      const step3 = collisionStep3(brand, lang);
      const step1 = step3.replace(/\?.*/, "");
      for (const path of [step1, `${step1}?contract=ctr_${brand}_full_formalised`, step3]) {
        await page.goto(brandUrl(brand, path));
        await expect(page.locator("main h1")).toBeVisible();
        expect(await pageWidth(), `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
      // Step 3 refused (no circumstances), a file chosen: the summary and the messages at the fields fit too.
      await page.locator('input[name="proof_photos"]').setInputFiles(pdf("IMG_20261201_143512_constat_amiable_scanne.pdf"));
      await page.locator("main form button[type=submit]").last().click();
      await expect(page.locator("main [role=alert]")).toBeVisible();
      expect(await pageWidth(), `${step3} refused at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

// 2026-12-04's audit: only the date was marked required on step 2, though the four questions and step 1's contract are
// refused when empty, where every other form marks its required radio groups.
test("every question of the contract and the what steps is marked required", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  for (const [intent, path, count] of [
    ["contract", "/fr-fr/sinistres/declarer", 1],
    ["what", `/fr-fr/sinistres/declarer?contract=ctr_${brand}_full_formalised`, 4],
  ] as const) {
    await page.goto(brandUrl(brand, path));
    const legends = page.locator(`main form:has(input[name=intent][value=${intent}]) legend`);
    await expect(legends.first()).toBeVisible();
    const texts = await legends.allInnerTexts();
    expect(texts.length, path).toBeGreaterThanOrEqual(count);
    for (const text of texts) expect(text, path).toMatch(/\(obligatoire\)$/);
  }
  await expect(page.getByLabel("Date de survenance (obligatoire)")).toBeVisible();
});

// 2026-12-04's audit: a settled, refused or closed claim listed documents "à fournir pour le règlement du sinistre" next
// to "il ne reçoit plus de fichiers". A decided claim asks for nothing (decision 0281); an open one still does.
test("a decided claim asks for no document, an open one lists what is still to send", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  for (const key of ["theft", "vandalism", "fire"]) {
    await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_${key}`));
    await expect(page.getByText("Ce sinistre est traité : il ne reçoit plus de fichiers."), key).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reste à envoyer" }), key).toHaveCount(0);
    await expect(page.getByText("à fournir pour le règlement du sinistre"), key).toHaveCount(0);
  }
  await page.goto(brandUrl(brand, `/fr-fr/sinistres/clm_${brand}_glass`));
  await expect(page.getByRole("heading", { name: "Reste à envoyer" })).toBeVisible();
});

// Without JavaScript: claims.http.spec.ts (on vigie).
test("German and Spanish claim pages show no English", { tag: "@js-only" }, async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  for (const [prefix, words] of [
    ["/de-fr", ["Schadenfälle", "Verlauf"]],
    ["/es-fr", ["Siniestros", "Seguimiento"]],
  ] as const) {
    await page.goto(brandUrl(brand, `${prefix}/claims`));
    await expect(page.getByRole("heading", { level: 1, name: words[0] })).toBeVisible();
    await page.goto(brandUrl(brand, `${prefix}/claims/clm_${brand}_collision`));
    await expect(page.getByRole("heading", { name: words[1] })).toBeVisible();
    const text = await page.locator("main").innerText();
    for (const english of ["Claims", "What happened", "Still to send", "Proof files", "Declared online", "Download", "Take the photos"])
      expect(text).not.toContain(english);
  }
});

test.describe("a second brand", { tag: "@once" }, () => {
  test.use({ session: { login: "demo.full@example.com", brand: "nordhafen" } });

  // 2026-12-04's audit: nordhafen's claims list was 377 px wide on a 360 px screen (a card's title kept
  // "SIN-NORDHAFEN-COLLISION" on one line wider than the card); the other brands' shorter references fitted.
  test("the claims list and a claim fit a 360 and a 320 px screen in five languages", async ({ page }, testInfo) => {
    await useOwnAddress(page, testInfo);
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of ["de", "en", "fr", "it", "es"]) {
        for (const path of [`/${lang}-de/claims`, `/${lang}-de/claims/clm_nordhafen_vandalism`]) {
          await page.goto(brandUrl("nordhafen", path));
          await expect(page.locator("main h1")).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  test("the list, each declaration step, a refused step, a claim and its photo collection have no axe violations (nordhafen)", async ({ page }, testInfo) => {
    // Seven pages, each checked by axe: longer than one page's budget on a loaded machine.
    test.setTimeout(120_000);
    await useOwnAddress(page, testInfo);
    const step3 = waterDamageAnswers("nordhafen", { occurred: isoDay(-1), third: "yes" });
    for (const [path, heading] of [
      ["/de-de/claims", "Schadenfälle"],
      ["/de-de/claims/new", "Schaden melden"],
      ["/de-de/claims/new?contract=ctr_nordhafen_full_signed", "Was ist wann passiert"],
      [`/de-de/claims/new?${step3}`, "Einzelheiten und Nachweise"],
      ["/de-de/claims/clm_nordhafen_collision", "Verlauf"],
    ] as const) {
      await page.goto(brandUrl("nordhafen", path));
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The claim's photo collection (the partner's stand-in page, in German), then a step refused: no contract chosen.
    await page.getByRole("button", { name: "Fotos aufnehmen" }).click();
    await expect(page.getByRole("heading", { name: "Fotos der Schäden" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(brandUrl("nordhafen", "/de-de/claims/new"));
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Wählen Sie einen Vertrag.").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
