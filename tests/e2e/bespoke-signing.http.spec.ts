import { samplePdfWith } from "../../broker/test/fixtures/files";
import { type Answer, expect, formsIn, type FoundForm, mainOf, ownAddress, test, textOf, Visitor } from "./http";
import { providerRead, providerSubmit } from "./sandbox-provider";
import { linkHref, mailboxMessage } from "./sign-in-posts";

/**
 * A bespoke quote signed as a browser without JavaScript reads and posts it (decision 0227): bespoke-signing.spec.ts
 * runs the same journey with JavaScript on mistral, here on vigie from demo.bespoke-one's stored session.
 */
const brand = "vigie";
const pdf = { name: "piece.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };

const listItems = (html: string) => [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]);
const itemWith = (page: Answer, text: string) => listItems(mainOf(page)).find((item) => textOf(item).includes(text)) ?? "";
const byId = (page: Answer, id: string) => textOf(new RegExp(`<(\\w+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body)?.[2] ?? "");
const headings = (page: Answer, level: number) =>
  [...mainOf(page).matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => textOf(m[1]));
const statuses = (page: Answer) => [...page.body.matchAll(/role="status"[^>]*>([\s\S]*?)<\/(?:div|p|section)>/g)].map((m) => textOf(m[1]));
const byForm = (id: string) => (form: FoundForm) => form.id === id;

test("the bespoke quote is read, prepared and signed like a quote, and the new client sees the contract at once", async () => {
  const visitor = Visitor.stored(brand, "demo.bespoke-one@example.com", ownAddress(test.info()));
  const details = await visitor.read("/fr-fr/bespoke-quotes");
  expect(new URL(details.url).pathname).toMatch(/^\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
  const quotePath = new URL(details.url).pathname;

  // The details say what is left to do first (decision 0269: not "only your signature is missing" at "signature needed")
  // and lead to the signature tab, which holds every step; signing is refused with each reason next to the button.
  const nextText = async () =>
    textOf(/<section\b[^>]*aria-labelledby="quote-next"[^>]*>([\s\S]*?)<\/section>/.exec((await visitor.read(quotePath)).body)?.[1] ?? "");
  expect(textOf(mainOf(details))).toContain("2 justificatifs obligatoires restent à envoyer : envoyez-les d'abord.");
  expect(textOf(mainOf(details))).not.toContain("il ne manque que votre signature");
  linkHref(details, "Signature");
  let signature = await visitor.read(linkHref(details, "Aller aux documents et à la signature"));
  expect(new URL(signature.url).pathname).toBe(`${quotePath}/signature`);
  expect(headings(signature, 3)).toEqual(expect.arrayContaining(["1. Lisez les documents précontractuels", "2. Acceptez les conditions", "4. Signez"]));
  expect(textOf(itemWith(signature, "Document d'information"))).toContain("Pas encore téléchargé");
  expect(textOf(itemWith(signature, "Proposition à signer"))).toContain("À signer");
  for (const reason of ["Téléchargez d'abord tous les documents précontractuels.", "Un justificatif obligatoire manque", "Acceptez d'abord les conditions."]) {
    expect(byId(signature, "sign-reasons")).toContain(reason);
  }
  const refused = await visitor.submit(signature, byForm("sign"), {});
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(byId(refused, "sign-reasons")).toContain("Téléchargez d'abord tous les documents précontractuels.");

  // A HEAD request answers the file's headers, and delivers nothing: the document is still not downloaded.
  const fileHref = /<a\b[^>]*href="([^"]*)"/.exec(itemWith(signature, "Document d'information"))![1];
  const head = await visitor.send("HEAD", fileHref);
  expect(head.status).toBe(200);
  expect(head.headers["content-type"]).toBe("application/pdf");
  signature = await visitor.read(signature.url);
  expect(textOf(itemWith(signature, "Document d'information"))).toContain("Pas encore téléchargé");

  // Downloaded: the state changes at the next load.
  const file = await visitor.send("GET", fileHref);
  expect(file.body.slice(0, 5)).toBe("%PDF-");
  signature = await visitor.read(signature.url);
  expect(textOf(itemWith(signature, "Document d'information"))).toContain("Téléchargé");
  expect(textOf(itemWith(signature, "Document d'information"))).not.toContain("Pas encore");
  expect(byId(signature, "sign-reasons")).not.toContain("Téléchargez d'abord");

  // The two required documents, sent on their own tab.
  let required = await visitor.read(linkHref(signature, "Justificatifs"));
  for (const title of ["Extrait Kbis de moins de 3 mois", "Pièce d'identité du dirigeant"]) {
    const card = itemWith(required, title);
    const form = formsIn(card, required.url).find((candidate) => candidate.fields.some((field) => field.kind === "file"))!;
    const file = form.fields.find((field) => field.kind === "file")!.name;
    required = await visitor.landed(
      await visitor.submit(required, (candidate) => candidate.action === form.action && JSON.stringify(candidate.values) === JSON.stringify(form.values), {
        [file]: pdf,
      }),
    );
    expect(textOf(itemWith(required, title))).toContain("Reçu, en cours de vérification");
  }

  expect(await nextText()).toContain("Vos documents sont lus : acceptez les conditions, puis signez.");

  // The conditions, then the SEPA mandate: the quote's own forms.
  signature = await visitor.read(linkHref(required, "Signature"));
  const accepted = await visitor.landed(await visitor.submit(signature, byForm("conditions"), { accepted: "on" }));
  expect(new URL(accepted.url).pathname).toBe(`${quotePath}/signature`);
  expect(textOf(mainOf(accepted))).toContain("Vous avez accepté les conditions.");
  expect(await nextText()).toContain("il ne manque que votre signature");
  expect(textOf(mainOf(accepted))).toContain("Payer par prélèvement SEPA");
  const mandate = await visitor.landed(
    await visitor.submit(accepted, byForm("sepa"), { holder: "Hugo Chevalier", iban: "FR14 2004 1010 0505 0001 3M02 606", legal: "on" }),
  );
  expect(textOf(mainOf(mandate))).toMatch(/Mandat donné pour le compte/);
  expect(mandate.body).not.toContain('id="sign-reasons"');

  // The provider's page lists the document to sign, and nothing the prospect sent.
  const provider = await providerRead((await visitor.submit(mandate, byForm("sign"), {})).headers.location!);
  expect(textOf(provider.body)).toContain("M'envoyer le code");
  expect(textOf(provider.body)).toContain("Proposition à signer");
  expect(textOf(provider.body)).not.toMatch(/Document d'information|Extrait Kbis|Pièce d'identité/);
  const codePage = await providerRead((await providerSubmit(provider, "/send-code", {})).headers.location!);
  const { code } = await mailboxMessage({ to: "+33612345013", template: "signature-code", brand });
  // The person never comes back through the return page (a closed tab): the provider's redirect is kept, not followed…
  const returnAddress = (await providerSubmit(codePage, "", { code: code! })).headers.location!;
  expect(returnAddress).toMatch(/\/internal\/callback\/signature\?ref=/);
  // …and still finds their contract at once: the session learned the client record.
  const contract = await visitor.read("/fr-fr/contrats");
  expect(new URL(contract.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  expect(textOf(mainOf(contract))).toMatch(new RegExp(`C-${brand.toUpperCase()}-3007`));

  // The return page, opened later, tells the new state and leads to the contract.
  const back = await visitor.read(returnAddress);
  expect(statuses(back).join(" ")).toContain("Votre signature est enregistrée");
  expect(textOf(mainOf(back))).toMatch(/est maintenant\s: Finalisé\./);
  const final = await visitor.read(linkHref(back, "Voir mon contrat"));
  expect(new URL(final.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(final.body)?.[1] ?? "")).not.toBe("");

  // Signed, its pages lead to the contract and offer nothing to do again (decision 0269): its documents, with
  // "See my contract"; its required documents to read, without a file to choose nor a form to send.
  const documents = await visitor.read(quotePath);
  expect(new URL(documents.url).pathname).toBe(`${quotePath}/documents`);
  expect(textOf(mainOf(documents))).toContain("Ce devis est signé");
  expect(linkHref(documents, "Voir mon contrat")).toBe(linkHref(back, "Voir mon contrat"));
  const signedRequired = await visitor.read(linkHref(documents, "Justificatifs"));
  expect(textOf(mainOf(signedRequired))).toContain("Ce devis est signé : ses justificatifs ne peuvent plus être modifiés.");
  expect(textOf(itemWith(signedRequired, "Extrait Kbis de moins de 3 mois"))).toContain("Reçu, en cours de vérification");
  expect(mainOf(signedRequired)).not.toMatch(/type="file"/);
  expect(formsIn(mainOf(signedRequired), signedRequired.url).filter((form) => form.method === "post")).toEqual([]);
});
