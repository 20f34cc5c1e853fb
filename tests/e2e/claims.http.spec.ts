import { samplePdfWith, samplePngOf } from "../../broker/test/fixtures/files";
import { collisionAnswers, isoDay, waterDamageAnswers } from "./claim-answers";
import { decodeHtml, expect, formsIn, ownAddress, test, textsOf, Visitor, type Answer, type FormBody, type FoundForm, pageText, regionOf } from "./http";
import { providerRead } from "./sandbox-provider";
import { linkHref } from "./sign-in-posts";

/**
 * Claims without JavaScript (issue 29, decision 0227): the posts as a browser without JavaScript sends them, and the
 * pages that answer, on vigie (claims.spec.ts runs them with JavaScript on castello; its contract step on a phone still
 * runs without JavaScript on solana). Two of these tests count vigie's claims: the one that declares two alike does so on solana.
 */
const brand = "vigie";

/** A name or id as a regular expression finds it literally (`third_parties[0].phone`). */
const literal = (text: string) => text.replace(/[[\].]/g, "\\$&");
/** The text of the element with this id. */
function textOfId(page: Answer, id: string): string {
  const match = new RegExp(`<([a-z]+)\\b[^>]*\\bid="${literal(id)}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body);
  expect(match, `#${id} on ${page.url}`).not.toBeNull();
  return pageText(match![2]);
}
/** The error summary's line that links to a field of the declaration (`#claim-details-<name>`), or null. */
function summaryLine(page: Answer, name: string): string | null {
  const link = new RegExp(`<a\\b[^>]*\\bhref="#claim-details-${literal(name)}"[^>]*>([\\s\\S]*?)</a>`).exec(page.body);
  return link ? pageText(link[1]) : null;
}
const claimsListed = (page: Answer) => [...page.body.matchAll(/<[a-z]+\b[^>]*\bdata-claim\b/g)].length;
/** The declaration's last form (intent=declare), as the page rendered it. */
const declaration = (page: Answer) => {
  const form = formsIn(page.body, page.url).find((candidate) => candidate.method === "post" && candidate.values.intent === "declare");
  if (!form) throw new Error(`No declaration form on ${page.url}`);
  return form;
};
/** The declaration posted with its "Déclarer le sinistre" button (which has no name: the list buttons have theirs). */
const declare = async (visitor: Visitor, page: Answer, typed: FormBody) => {
  const form = declaration(page);
  return visitor.landed(await visitor.post(form.action, { ...form.values, ...typed }));
};

const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) });
const pngCalledPdf = { name: "constat.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePngOf(2, 2)) };
const h2s = (page: Answer) => textsOf(page.body, "h2");
/** A step's form (by its hidden intent) posted with what was typed; the page it answers or leads to. */
const step = async (visitor: Visitor, page: Answer, intent: string, typed: FormBody) => {
  const form = formsIn(page.body, page.url).find((candidate) => candidate.method === "post" && candidate.values.intent === intent);
  if (!form) throw new Error(`No ${intent} form on ${page.url}`);
  return visitor.landed(await visitor.post(form.action, { ...form.values, ...typed }));
};
/** The value of the list button (conform's `__intent__`) whose text reads `label`. */
function listButton(page: Answer, label: string): string {
  for (const match of page.body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)) {
    if (pageText(match[2]) === label && match[1].includes('name="__intent__"')) return decodeHtml(/\bvalue="([^"]*)"/.exec(match[1])?.[1] ?? "");
  }
  throw new Error(`No button ${label} on ${page.url}`);
}

// Both count vigie's claims, so they run one after the other in one worker: side by side, the declaration of
// the first showed in the second's count (seen with 3 workers).
test.describe("vigie's claims, counted", () => {
  test.describe.configure({ mode: "default" });

  test("a claim is declared step by step, refused where wrong with what was typed kept, created once, and followed", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    let page = await visitor.read("/fr-fr/sinistres");
    expect(textsOf(page.body, "h1")).toEqual(["Sinistres"]);
    const before = claimsListed(page);
    page = await visitor.read(linkHref(page, "Déclarer un sinistre"));

    // Step 1: no contract chosen is refused; then the contract.
    page = await step(visitor, page, "contract", {});
    expect(pageText(page.body)).toContain("Choisissez un contrat.");
    page = await step(visitor, page, "contract", { contract: `ctr_${brand}_full_signed` });
    expect(h2s(page)).toContain("Ce qui s'est passé et quand");

    // Step 2: a future date and no nature, each refused next to its field, the date kept.
    page = await step(visitor, page, "what", { occurred: isoDay(3) });
    expect(pageText(page.body)).toContain("Choisissez la nature du sinistre.");
    expect(pageText(page.body)).toContain("La date ne peut pas être dans le futur.");
    expect(formsIn(page.body, page.url).find((form) => form.values.intent === "what")?.values.occurred).toBe(isoDay(3));
    page = await step(visitor, page, "what", { nature: "water_damage", type: "damage_suffered", occurred: isoDay(-2), injury: "no", third: "yes" });

    // Step 3: the documents listed before submitting; several third parties, added and removed (a post each), the text kept.
    expect(h2s(page)).toContain("Détails et justificatifs");
    // A proof the insurer needs says what for: settling the claim, which is declared with or without it (decision 0182).
    expect(pageText(page.body)).toContain("Constat amiable dégât des eaux (à fournir pour le règlement du sinistre)");
    expect(pageText(page.body)).not.toContain("Constat amiable dégât des eaux (obligatoire)");
    const circumstances = `Fuite sous l'évier http ${Date.now()}`;
    const typed = { circumstances, "third_parties[0].name": "Jo Martin" };
    page = await step(visitor, page, "declare", { ...typed, __intent__: listButton(page, "Ajouter un autre tiers") });
    // The row added takes the focus when the page comes back (autofocus on its first field).
    expect(/<input\b[^>]*\bname="third_parties\[1\]\.name"[^>]*>/.exec(page.body)?.[0]).toMatch(/\sautofocus(=""|\s|\/?>)/i);
    page = await step(visitor, page, "declare", { "third_parties[1].name": "Voisin à retirer", __intent__: listButton(page, "Ajouter un autre tiers") });
    page = await step(visitor, page, "declare", { "third_parties[2].name": "Ana Ruiz", __intent__: listButton(page, "Retirer le tiers 2") });
    let values = declaration(page).values;
    expect(values["third_parties[1].name"]).toBe("Ana Ruiz");
    expect(values["third_parties[2].name"]).toBeUndefined();
    expect(values.circumstances).toBe(circumstances);
    const filled = { "statements[0].text": "L'eau coulait du plafond." };

    // A PNG named .pdf, the form posted twice at once and then again: one claim (Idempotency-Key), the file refused
    // (422: the claim made, the file not) next to its field, everything typed kept.
    const refusedFiles = { ...filled, proof_water_damage_report: pngCalledPdf, proof_photos: pdf("photos.pdf") };
    const form = declaration(page);
    const claimOf = (answer: Answer) => /name="claim_id" value="([^"]+)"/.exec(answer.body)?.[1] ?? null;
    const [first, second] = await Promise.all([1, 2].map(() => visitor.post(form.action, { ...form.values, ...refusedFiles })));
    expect([first.status, second.status]).toEqual([422, 422]);
    expect(claimOf(first)).toMatch(/^clm_/);
    expect(claimOf(second), "both posts answer with the one claim").toBe(claimOf(first));
    page = await declare(visitor, page, refusedFiles);
    expect(textOfId(page, "claim-details-proof_water_damage_report-error")).toContain("n'est pas ce que son nom indique");
    values = declaration(page).values;
    expect(values.circumstances).toBe(circumstances);
    expect(values["third_parties[1].name"]).toBe("Ana Ruiz");

    // The right files (the same PDF for both proofs, as a person with one scan would send): the claim and its two files.
    page = await declare(visitor, page, { proof_water_damage_report: pdf("constat.pdf"), proof_photos: pdf("photos.pdf") });
    expect(h2s(page)).toContain("Suivi");
    expect(page.body).toMatch(/<time\b/);
    const text = pageText(page.body);
    expect(text).toContain("Déclaré en ligne.");
    expect([...page.body.matchAll(/\bdata-file="/g)]).toHaveLength(2);
    expect(text).toContain("Jo Martin");
    expect(text).toContain("Ana Ruiz");
    expect(text).not.toContain("Voisin à retirer");

    // Delete an allowed proof file; a validated one offers no delete.
    page = await visitor.landed(await visitor.submit(page, (candidate) => candidate.values.file_name === "photos.pdf", {}));
    expect([...page.body.matchAll(/\bdata-file="/g)]).toHaveLength(1);
    page = await visitor.read("/fr-fr/sinistres");
    expect(claimsListed(page)).toBe(before + 1);
    expect(pageText(page.body)).not.toContain(circumstances);
    page = await visitor.read(`/fr-fr/sinistres/clm_${brand}_glass`);
    expect(page.body).toMatch(/\bdata-file="/);
    expect(textsOf(page.body, "button").filter((button) => button.startsWith("Supprimer"))).toEqual([]);
  });

  test("a proof over 10 MB is refused next to its field with what was typed kept, not with a connection error", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    const answers = waterDamageAnswers(brand);
    const before = claimsListed(await visitor.read("/fr-fr/sinistres"));
    expect(before).toBeGreaterThan(0);
    const page = await visitor.read(`/fr-fr/sinistres/declarer?${answers}`);
    const circumstances = `Fuite, scan trop lourd http ${Date.now()}`;
    // 12 MB: past the portal's upload limit, so the server leaves the file out and names it (readBody).
    const huge = {
      name: "constat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from(samplePdfWith()), Buffer.alloc(12 * 1024 * 1024, 32)]),
    };
    const refused = await declare(visitor, page, { circumstances, proof_water_damage_report: huge });
    expect(textOfId(refused, "claim-details-proof_water_damage_report-error")).toBe("Le fichier dépasse 10 Mo. Choisissez un fichier plus léger.");
    // The summary's line names the file's field, as every other line does (2026-12-04: the message alone, twice for two files).
    expect(summaryLine(refused, "proof_water_damage_report")).toMatch(/^Constat amiable dégât des eaux\s:\sLe fichier dépasse 10 Mo\./);
    expect(declaration(refused).values.circumstances).toBe(circumstances);
    expect(textsOf(refused.body, "h2")).toContain("Détails et justificatifs");
    // Nothing declared: the files are checked before the claim is made.
    expect(claimsListed(await visitor.read("/fr-fr/sinistres"))).toBe(before);
  });
});

// 2026-12-04's audit: a post refused for another field (a 40-character registration) dropped the proof files chosen, as
// a browser never gets a file back, and said nothing: the customer then declared without them. The third party's
// phone took "abc", which every other form refuses.
test("a declaration refused for another field says to choose again each file it brought, at its field and in the summary; the third party's phone is checked", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  const answers = collisionAnswers(brand);
  const page = await visitor.read(`/fr-fr/sinistres/declarer?${answers}`);
  expect(h2s(page)).toContain("Détails et justificatifs");
  const circumstances = `Accrochage, immatriculation trop longue http ${Date.now()}`;
  const refused = await declare(visitor, page, {
    circumstances,
    "third_parties[0].name": "Jo Martin",
    "third_parties[0].registration_number": "AB-123-CD".repeat(4) + "XXXX",
    "third_parties[0].phone": "abc",
    proof_photos: pdf("photos.pdf"),
  });
  expect(refused.status).toBe(400);
  expect(h2s(refused)).toContain("Détails et justificatifs");
  expect(declaration(refused).values.circumstances).toBe(circumstances);
  // The summary says it for the form, and the file's field says it by the file's name, with a line of the summary to it.
  expect(pageText(regionOf(refused, "Il y a un problème"))).toContain("Choisissez à nouveau les fichiers\u00a0: un formulaire refusé ne les garde pas.");
  const again = "Choisissez à nouveau photos.pdf (un formulaire refusé ne garde aucun fichier).";
  expect(textOfId(refused, "claim-details-proof_photos-error")).toBe(again);
  expect(descriptionOf(refused, "proof_photos")).toContain(again);
  expect(summaryLine(refused, "proof_photos")).toMatch(/^Photos des dommages\s:\sChoisissez à nouveau photos\.pdf /);
  // A file field that had no file says nothing.
  expect(refused.body).not.toContain('id="claim-details-proof_repair_estimate-error"');
  expect(summaryLine(refused, "proof_repair_estimate")).toBeNull();
  // The third party's phone by every form's rule, next to its field and in the summary by its label.
  const phoneError = "Saisissez un numéro de téléphone valide";
  expect(descriptionOf(refused, "third_parties[0].phone")).toContain(phoneError);
  expect(summaryLine(refused, "third_parties[0].phone")).toMatch(new RegExp(`^Téléphone\\s:\\s${phoneError}`));
  expect(summaryLine(refused, "third_parties[0].registration_number")).toMatch(/^Immatriculation\s:\s/);
});

/** An input's accessible description: the text of each element its aria-describedby names, in order. */
function descriptionOf(page: Answer, name: string): string {
  const tag = new RegExp(`<input\\b[^>]*\\bname="${literal(name)}"[^>]*>`).exec(page.body)?.[0];
  expect(tag, `input ${name} on ${page.url}`).toBeDefined();
  const ids = /\saria-describedby="([^"]*)"/.exec(tag!)?.[1].split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => textOfId(page, id)).join(" ");
}
const inputTag = (page: Answer, name: string) => new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(page.body)?.[0] ?? "";

test("a terminated contract refuses, at the date, a loss after its end and says why; a date in its cover goes on", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  let page = await visitor.read(`/fr-fr/sinistres/declarer?contract=ctr_${brand}_full_terminated`);
  expect(h2s(page)).toContain("Ce qui s'est passé et quand");
  expect(descriptionOf(page, "occurred")).toMatch(/^Ce contrat a pris fin le .+\s:\sil couvre un sinistre survenu jusqu'à ce jour inclus\.$/);
  const answers = { nature: "collision", type: "damage_suffered", injury: "no", third: "no" };
  // Five days ago: after the end (thirty-one days ago), refused at this step, next to the date, with why.
  page = await step(visitor, page, "what", { ...answers, occurred: isoDay(-5) });
  expect(inputTag(page, "occurred")).toContain('aria-invalid="true"');
  expect(descriptionOf(page, "occurred")).toMatch(/Le contrat a pris fin le .+\s:\sil ne couvre pas un sinistre survenu après cette date\./);
  expect(h2s(page)).toContain("Ce qui s'est passé et quand");
  expect(formsIn(page.body, page.url).find((form) => form.values.intent === "what")?.values.occurred).toBe(isoDay(-5));
  // Forty days ago, in the cover: the last step.
  page = await step(visitor, page, "what", { ...answers, occurred: isoDay(-40) });
  expect(h2s(page)).toContain("Détails et justificatifs");
});

test("two declarations with the same contents are two claims, each with its own reference", async () => {
  // On solana: the claims of vigie are counted by the tests above while this one declares.
  const other = "solana";
  const visitor = Visitor.stored(other, "demo.full@example.com", ownAddress(test.info()));
  const circumstances = `Même fuite, deux fois http ${Date.now()}`;
  const declared: string[] = [];
  for (const _ of [1, 2]) {
    const page = await visitor.read(`/fr-fr/sinistres/declarer?${waterDamageAnswers(other)}`);
    expect(h2s(page)).toContain("Détails et justificatifs");
    const claim = await declare(visitor, page, { circumstances });
    expect(h2s(claim)).toContain("Suivi");
    declared.push(new URL(claim.url).pathname);
  }
  expect(declared[1], "the second declaration is a new claim, not the first one's answer").not.toBe(declared[0]);
  const list = await visitor.read("/fr-fr/sinistres");
  for (const path of declared) expect(list.body).toContain(`href="${path}"`);
});

test("the photo collection opens in the page's language and comes back; another client's claim is not found", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  const claim = await visitor.read(`/fr-fr/sinistres/clm_${brand}_collision`);
  const opened = await visitor.submit(claim, (form) => form.values.intent === "photos", {});
  expect(opened.status, "the claim's photo form leads to the partner's page").toBe(302);
  // The partner's stand-in page is the broker's (another origin, no cookie of ours).
  const photos = await providerRead(opened.headers.location!);
  expect(photos.body).toMatch(/<html\b[^>]*\slang="fr/);
  expect([...textsOf(photos.body, "h1"), ...h2s(photos)]).toContain("Photos des dommages");
  const back = await visitor.read(linkHref(photos, "Revenir à votre sinistre"));
  expect(new URL(back.url).pathname).toBe(`/fr-fr/sinistres/clm_${brand}_collision`);
  expect(back.status).toBe(200);

  expect((await visitor.read(`/fr-fr/sinistres/clm_castello_collision`)).status).toBe(404);
});

test("a proof file is added to a claim through the form's schema: none chosen is refused at the field and in the summary, then one is sent", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  const claim = `/fr-fr/sinistres/clm_${brand}_collision`;
  let page = await visitor.read(claim);
  const files = [...page.body.matchAll(/\bdata-file="/g)].length;
  const isUpload = (form: FoundForm) => form.values.intent === "upload";
  // No file chosen: a browser sends the file part empty, without a name.
  const none = { name: "", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) };
  page = await visitor.landed(await visitor.submit(page, isUpload, { file: none }));
  expect(textOfId(page, "claim-upload-file-error")).toBe("Merci de fournir un fichier.");
  expect(inputTag(page, "file")).toContain('aria-invalid="true"');
  const form = page.body.slice(
    page.body.search(/<form\b[^>]*\bid="claim-upload"/),
    page.body.indexOf("</form>", page.body.search(/<form\b[^>]*\bid="claim-upload"/)),
  );
  const summary = [...form.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find((match) =>
    pageText(match[2]).includes("Merci de fournir un fichier"),
  );
  expect(summary?.[1], "the summary's line leads to the file field").toBe("#claim-upload-file");
  page = await visitor.landed(await visitor.submit(page, isUpload, { file: pdf("ajout-http.pdf") }));
  expect([...page.body.matchAll(/\bdata-file="/g)]).toHaveLength(files + 1);
  expect(page.body).toContain('data-file="ajout-http.pdf"');
});

test("German and Spanish claim pages show no English", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  const mainOf = (page: Answer) => pageText(/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(page.body)?.[1] ?? "");
  for (const [prefix, words] of [
    ["/de-fr", ["Schadenfälle", "Verlauf"]],
    ["/es-fr", ["Siniestros", "Seguimiento"]],
  ] as const) {
    expect(textsOf((await visitor.read(`${prefix}/claims`)).body, "h1")).toEqual([words[0]]);
    const page = await visitor.read(`${prefix}/claims/clm_${brand}_collision`);
    expect(h2s(page)).toContain(words[1]);
    const text = mainOf(page);
    expect(text).not.toBe("");
    for (const english of ["Claims", "What happened", "Still to send", "Proof files", "Declared online", "Download", "Take the photos"])
      expect(text, `${prefix}: ${english}`).not.toContain(english);
  }
});
