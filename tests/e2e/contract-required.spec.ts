import { readFile } from "node:fs/promises";
import { samplePdfWith, samplePngOf } from "../../broker/test/fixtures/files";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, isJs, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * Required documents (SPEC "Required document", section 5: exactly one
 * file): states and refusal reasons in words, an upload as a plain multipart
 * post without JavaScript and with a progress bar with it, each refusal next
 * to its field. The uploads change the contract: JavaScript on mistral, off on vigie.
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "mistral", noJs: "vigie" } as const;
test.use({ session: { login: "demo.full@example.com", brand: brands } });

const pdf = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };
const pngCalledPdf = { name: "statuts.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePngOf(2, 2)) };
const notAnImage = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF at all") };

test("a required document is sent, refused with a clear message when the file is wrong, and downloads back", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  await page.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_signed/justificatifs`));
  await expect(page.getByRole("heading", { level: 2, name: "Justificatifs" })).toBeVisible();
  await expect(page.getByText(/5 justificatifs restent à envoyer/)).toBeVisible();
  const card = (title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });

  // States and reasons in words; a validated document cannot be replaced.
  await expect(card("Pièce d'identité du dirigeant")).toContainText("Validé");
  await expect(card("Pièce d'identité du dirigeant").locator('input[type="file"]')).toHaveCount(0);
  await expect(card("Attestation URSSAF")).toContainText("Refusé car le document est périmé");
  await expect(card("Relevé de sinistralité")).toContainText("illisible");

  const kbis = card("Extrait Kbis de moins de 3 mois");
  const fileInput = kbis.locator('input[type="file"]');
  const error = kbis.locator('p[id$="-file-error"]');

  // No file: the message says one is needed.
  await kbis.getByRole("button", { name: /Envoyer/ }).click();
  await expect(error).toHaveText("Merci de fournir un fichier.");

  // Not a PDF, JPG or PNG whatever its name says: refused by its bytes.
  await fileInput.setInputFiles(notAnImage);
  await kbis.getByRole("button", { name: /Envoyer/ }).click();
  await expect(card("Extrait Kbis de moins de 3 mois").locator('p[id$="-file-error"]')).toHaveText(/n'est ni un PDF, ni un JPG, ni un PNG/);
  await expect(card("Extrait Kbis de moins de 3 mois")).toContainText("À envoyer");

  // A valid PDF: received, being checked, and the file downloads back. With JavaScript it goes by the
  // script's upload address (its progress bar), without by the page's own multipart post.
  await card("Extrait Kbis de moins de 3 mois").locator('input[type="file"]').setInputFiles(pdf);
  const scripted = isJs(testInfo) ? page.waitForRequest((r) => r.method() === "POST" && /\/justificatifs\/[^/]+\/envoi$/.test(r.url())) : null;
  await card("Extrait Kbis de moins de 3 mois")
    .getByRole("button", { name: /Envoyer/ })
    .click();
  if (scripted) expect((await scripted).headers()["accept"]).toBe("application/json");
  await expect(page.getByText("Justificatif reçu").first()).toBeVisible();
  await expect(card("Extrait Kbis de moins de 3 mois")).toContainText("Reçu, en cours de vérification");
  await expect(page.getByText(/4 justificatifs restent à envoyer/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card("Extrait Kbis de moins de 3 mois")
      .getByRole("link", { name: /Le télécharger/ })
      .click(),
  ]);
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // A PNG named .pdf is a PNG: accepted as what it really is, and stored under its true extension.
  await card("Statuts de la société").locator('input[type="file"]').setInputFiles(pngCalledPdf);
  await card("Statuts de la société")
    .getByRole("button", { name: /Envoyer/ })
    .click();
  await expect(card("Statuts de la société")).toContainText("Reçu, en cours de vérification");
  await expect(card("Statuts de la société")).toContainText("statuts.png");
});

test("two files in one post are refused next to the field (a hand-made request: the page offers one)", async ({ page }, testInfo) => {
  const brand = brandFor(testInfo, brands);
  const path = `/fr-fr/contrats/ctr_${brand}_full_signed/justificatifs`;
  await page.goto(brandUrl(brand, path));
  const form = page.locator("form").filter({ has: page.locator('input[name="required_document"][value$="_rib"]') });
  await form.evaluate((element) => {
    const input = element.querySelector('input[type="file"]') as HTMLInputElement;
    input.multiple = true;
  });
  await form.locator('input[type="file"]').setInputFiles([pdf, { ...pdf, name: "second.pdf" }]);
  await form.getByRole("button", { name: /Envoyer/ }).click();
  await expect(
    page
      .locator("form")
      .filter({ has: page.locator('input[name="required_document"][value$="_rib"]') })
      .locator('p[id$="-file-error"]'),
  ).toHaveText("Envoyez un seul fichier.");
  // Nothing replaced: the file sent before is still the one on record.
  await expect(page.getByText("Fichier envoyé : rib.pdf")).toBeVisible();
});

test(
  "a post without the upload's intent, to the page or to the upload address, is refused with a 400 page and stores nothing",
  { tag: "@once" },
  async ({ page }, testInfo) => {
    const brand = brandFor(testInfo, brands);
    await page.goto(brandUrl(brand, `/fr-fr/contrats/ctr_${brand}_full_signed/justificatifs`));
    const statuses = await page.evaluate(async () => {
      const form = document.querySelector('form:has(input[name="required_document"][value$="_rib"])') as HTMLFormElement;
      const documentId = (form.querySelector('input[name="required_document"]') as HTMLInputElement).value;
      const post = async (to: string, intent?: string) => {
        const body = new FormData(form);
        body.delete("intent");
        if (intent) body.set("intent", intent);
        body.set("file", new File(["%PDF-1.4 other"], "other.pdf", { type: "application/pdf" }));
        return (await fetch(to, { method: "POST", body, redirect: "manual" })).status;
      };
      const uploadHref = `${location.pathname}/${documentId}/envoi`;
      return [await post(location.pathname, "sepa"), await post(location.pathname), await post(uploadHref, "sepa"), await post(uploadHref)];
    });
    expect(statuses).toEqual([400, 400, 400, 400]);
    await page.reload();
    await expect(page.getByText("Fichier envoyé : other.pdf")).toHaveCount(0);
  },
);

test.describe("accessibility of the required documents", { tag: "@once" }, () => {
  for (const { brand, locale, path } of [
    { brand: "courtia-fr", locale: "fr-fr", path: "contrats/ctr_courtia-fr_full_signed/justificatifs" },
    { brand: "nordhafen", locale: "de-de", path: "contracts/ctr_nordhafen_full_signed/required" },
  ] as const) {
    test.describe(brand, () => {
      test.use({ session: { login: "demo.full@example.com", brand } });
      test(`the tab has no axe violations (${brand})`, async ({ page }) => {
        await page.goto(brandUrl(brand, `/${locale}/${path}`));
        await expect(page.locator("#tab-title")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
