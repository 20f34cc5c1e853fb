import { readFile } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { samplePdfWith } from "../../broker/test/fixtures/files";
import { brandUrl, expectNoAxeViolations } from "./fixtures";
import { brandFor, isJs, readMailbox, useOwnAddress } from "./auth-fixtures";
import { expect, test } from "./sessions";

/**
 * A bespoke quote is signed through the same steps as a quote (issue 45 section 2): its signature tab
 * holds the documents to read, the conditions and opt-ins, the SEPA mandate and the signature, with the
 * same rules and the same forms. A HEAD request delivers no document, so it opens no gate (issue 41
 * point 5); with JavaScript a document's state changes once downloaded, without a reload. The signing
 * page lists the document to sign only. The person who just became a client sees their contract at
 * once, even without coming back through the return page. demo.bespoke-one: JavaScript on (mistral)
 * and off (vigie).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

const brands = { js: "mistral", noJs: "vigie" } as const;
test.use({ session: { login: "demo.bespoke-one@example.com", brand: brands } });

/** A HEAD outside the browser, with the page's cookies, to the portal on loopback with the brand's Host header (Node does not resolve `*.localhost`). */
function headRequest(url: string, cookie: string) {
  const target = new URL(url);
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: target.port, path: `${target.pathname}${target.search}`, method: "HEAD", headers: { Host: target.host, Cookie: cookie } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

const pdf = { name: "piece.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };

// Without JavaScript: bespoke-signing.http.spec.ts (on vigie).
test(
  "the bespoke quote is read, prepared and signed like a quote, and the new client sees the contract at once",
  { tag: "@js-only" },
  async ({ page }, testInfo) => {
    // A whole journey (documents, required documents, conditions, SEPA, SMS, the provider's page, the return).
    test.slow();
    const brand = brandFor(testInfo, brands);
    const main = page.getByRole("main");
    await page.goto(brandUrl(brand, "/fr-fr/bespoke-quotes"));
    await expect(page).toHaveURL(/\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
    const quotePath = new URL(page.url()).pathname;

    // The details say what is left to do first (decision 0269: not "only your signature is missing" at "signature needed")
    // and lead to the signature tab, which holds every step; signing is refused with each reason next to the button.
    const next = main.getByRole("region", { name: "La suite" });
    await expect(next).toContainText(/2 justificatifs obligatoires restent à envoyer\s: envoyez-les d'abord\./);
    await expect(next).not.toContainText("il ne manque que votre signature");
    await expect(main.getByRole("link", { name: "Signature", exact: true })).toBeVisible();
    await main.getByRole("link", { name: "Aller aux documents et à la signature" }).click();
    await expect(page).toHaveURL(new RegExp(`${quotePath}/signature$`));
    await expect(main.getByRole("heading", { level: 3, name: "1. Lisez les documents précontractuels" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "2. Acceptez les conditions" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "4. Signez" })).toBeVisible();
    const info = main.getByRole("listitem").filter({ hasText: "Document d'information" });
    await expect(info).toContainText("Pas encore téléchargé");
    await expect(main.getByRole("listitem").filter({ hasText: "Proposition à signer" })).toContainText("À signer");
    const reasons = page.locator("#sign-reasons");
    await expect(reasons).toContainText("Téléchargez d'abord tous les documents précontractuels.");
    await expect(reasons).toContainText("Un justificatif obligatoire manque");
    await expect(reasons).toContainText("Acceptez d'abord les conditions.");
    if (isJs(testInfo)) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Signer le devis" }).click();
    await expect(page.locator("#sign-reasons")).toContainText("Téléchargez d'abord tous les documents précontractuels.");

    // A HEAD request answers the file's headers, and delivers nothing: the document is still not downloaded.
    const fileUrl = brandUrl(brand, (await info.getByRole("link").getAttribute("href"))!);
    const cookie = (await page.context().cookies(fileUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    const head = await headRequest(fileUrl, cookie);
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("application/pdf");
    await page.reload();
    await expect(info).toContainText("Pas encore téléchargé");

    // Downloaded: with JavaScript the state changes in place (no reload), without it at the next load.
    if (isJs(testInfo)) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const download = page.waitForEvent("download");
    await info.getByRole("link", { name: /Télécharger/ }).click();
    expect((await readFile((await (await download).path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (!isJs(testInfo)) await page.reload();
    await expect(info).toContainText("Téléchargé");
    await expect(info).not.toContainText("Pas encore");
    if (isJs(testInfo)) expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator("#sign-reasons")).not.toContainText("Téléchargez d'abord");

    // The two required documents, sent on their own tab.
    await main.getByRole("link", { name: "Justificatifs", exact: true }).click();
    for (const title of ["Extrait Kbis de moins de 3 mois", "Pièce d'identité du dirigeant"]) {
      const card = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
      await card.locator('input[type="file"]').setInputFiles(pdf);
      await card.getByRole("button", { name: /Envoyer/ }).click();
      await expect(card).toContainText("Reçu, en cours de vérification");
    }

    await main.getByRole("link", { name: "Détails", exact: true }).click();
    await expect(next).toContainText(/Vos documents sont lus\s: acceptez les conditions, puis signez\./);

    // The conditions with an opt-in, then the SEPA mandate: the quote's own forms.
    await main.getByRole("link", { name: "Signature", exact: true }).click();
    await page.getByLabel(/J'ai lu les documents précontractuels/).check();
    await page.getByRole("button", { name: "Accepter et continuer" }).click();
    await expect(page.getByText("Vous avez accepté les conditions.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${quotePath}/signature$`));
    await main.getByRole("link", { name: "Détails", exact: true }).click();
    await expect(next).toContainText("il ne manque que votre signature");
    await main.getByRole("link", { name: "Signature", exact: true }).click();
    await page.getByText("Payer par prélèvement SEPA").click();
    await page.getByLabel(/Titulaire du compte/).fill("Hugo Chevalier");
    await page.getByLabel(/^IBAN/).fill("FR14 2004 1010 0505 0001 3M02 606");
    await page.getByLabel(/J'accepte le mandat de prélèvement SEPA/).check();
    await page.getByRole("button", { name: "Enregistrer le mandat" }).click();
    await expect(page.getByText(/Mandat donné pour le compte/)).toBeVisible();
    await expect(page.locator("#sign-reasons")).toHaveCount(0);

    // The provider's page lists the document to sign, and nothing the prospect sent.
    await page.getByRole("button", { name: "Signer le devis" }).click();
    await expect(page.getByRole("button", { name: "M'envoyer le code" })).toBeVisible();
    await expect(page.getByText("Proposition à signer").first()).toBeVisible();
    await expect(page.getByText(/Document d'information|Extrait Kbis|Pièce d'identité/)).toHaveCount(0);
    await page.getByRole("button", { name: "M'envoyer le code" }).click();
    const { code } = await readMailbox(page, { to: "+33612345013", template: "signature-code", brand });
    await page.getByLabel("Code reçu par SMS").fill(code!);

    // The person never comes back through the return page (a closed tab, a lost connection): the provider's
    // answer, a redirect to it, is kept and not followed (a route sees only the first address of a redirect).
    let returnAddress = "";
    await page.route(/\/verify$/, async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      returnAddress = answer.headers()["location"] ?? "";
      await route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Closed</title><p>Closed</p>" });
    });
    await page.getByRole("button", { name: "Signer les documents" }).click();
    await expect.poll(() => returnAddress).toMatch(/\/internal\/callback\/signature\?ref=/);
    await page.unroute(/\/verify$/);
    // …and still finds their contract at once: the session learned the client record.
    await page.goto(brandUrl(brand, "/fr-fr/contrats"));
    await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_/);
    await expect(page.getByText(new RegExp(`C-${brand.toUpperCase()}-3007`)).first()).toBeVisible();

    // The return page, opened later, tells the new state and leads to the contract.
    await page.goto(returnAddress);
    await expect(page.getByRole("status").filter({ hasText: "Votre signature est enregistrée" })).toBeVisible();
    await expect(page.getByText(/est maintenant\s: Finalisé\./)).toBeVisible();
    const contractHref = await page.getByRole("link", { name: "Voir mon contrat" }).getAttribute("href");
    await page.getByRole("link", { name: "Voir mon contrat" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/contrats\/ctr_/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Signed, its pages lead to the contract and offer nothing to do again (decision 0269): its documents, with
    // "See my contract"; its required documents to read, without a file to choose nor a button to send.
    await page.goto(brandUrl(brand, quotePath));
    await expect(page).toHaveURL(new RegExp(`${quotePath}/documents$`));
    await expect(main.getByText("Ce devis est signé")).toBeVisible();
    await expect(main.getByRole("link", { name: "Voir mon contrat" })).toHaveAttribute("href", contractHref!);
    await main.getByRole("link", { name: "Justificatifs", exact: true }).click();
    await expect(main).toContainText(/Ce devis est signé\s: ses justificatifs ne peuvent plus être modifiés\./);
    await expect(main.getByRole("listitem").filter({ hasText: "Extrait Kbis de moins de 3 mois" })).toContainText("Reçu, en cours de vérification");
    await expect(main.locator('input[type="file"]')).toHaveCount(0);
    await expect(main.getByRole("button", { name: /Envoyer/ })).toHaveCount(0);
  },
);
