import { samplePdfWith } from "../../broker/test/fixtures/files";
import { type Answer, expect, formsIn, type FoundForm, mainOf, ownAddress, pageText, regionOf, test, textOfElementId, textsOf, Visitor } from "./http";
import { linkHref } from "./sign-in-posts";

/**
 * A prospect's bespoke quotes as a browser without JavaScript reads and posts them (decision 0227): the list, the
 * signed one going to its documents, exactly one going straight to it, a required document refused next to its
 * field and then received; a prospect without quotes (dashboard, menu, not-found pages, profile saved). bespoke-quotes.spec.ts runs the same with JavaScript (tests tagged @js-only there).
 */
const pdf = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };
const notAFile = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF at all") };

/** Text with every run of white space (no-break spaces too) as one space, as the browser tests' text checks read it. */
const spaced = (html: string) => pageText(html).replace(/\s+/g, " ");
/** The outermost list items of a piece of a page, each one's HTML (a card holds a list too: its form's error summary). */
function items(html: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of html.matchAll(/<li\b[^>]*>|<\/li>/g)) {
    if (tag[0] !== "</li>") {
      if (depth++ === 0) start = tag.index + tag[0].length;
    } else if (--depth === 0) found.push(html.slice(start, tag.index));
  }
  return found;
}
/** The list item whose heading of `level` reads `title`. */
function cardOf(html: string, level: number, title: string): string {
  const card = items(html).find((item) => textsOf(item, `h${level}`).includes(title));
  expect(card, `a card ${title}`).toBeDefined();
  return card!;
}
/** A file the portal answers: its status and whether it is a PDF. */
async function download(visitor: Visitor, href: string) {
  const answer = await visitor.send("GET", href);
  return { status: answer.status, pdf: answer.body.startsWith("%PDF-") };
}

test.describe("demo.bespoke: a client who was a prospect, three bespoke quotes, one signed", () => {
  test("lists them; the signed one opens on its documents, the one to sign on its details", async () => {
    const visitor = Visitor.stored("azura", "demo.bespoke@example.com", ownAddress(test.info()));
    const home = await visitor.read("/fr-fr/");
    const pane = regionOf(home, "Devis sur mesure");
    expect(spaced(pane)).toContain("2 devis en cours");
    expect(spaced(items(pane)[0])).toContain("Signature attendue");
    expect(spaced(items(pane).at(-1)!)).toContain("En cours d'étude");
    // The signed one made the prospect a client (decision 0095): it is a contract now, not a quote in progress.
    expect(items(pane).join(" ")).not.toContain("Finalisé");
    expect(spaced(regionOf(home, "Contrats"))).toContain("1 contrat");
    expect(() => regionOf(home, "Devis")).toThrow(/No region named Devis/);

    const menu = /<nav\b[^>]*aria-label="Menu principal"[^>]*>[\s\S]*?<\/nav>/.exec(home.body)?.[0] ?? "";
    const list = await visitor.read(linkHref({ ...home, body: menu }, "Devis sur mesure"));
    expect(textsOf(list.body, "h1")).toEqual(["Devis sur mesure"]);
    expect(items(mainOf(list)).filter((item) => /<h2\b/.test(item))).toHaveLength(3);
    // The quotes list's cards, worded the same: number, step in words, price, last update.
    const fleet = spaced(cardOf(mainOf(list), 2, "Flotte automobile"));
    expect(fleet).toContain("Devis n° QB-AZURA-3002");
    expect(fleet).toContain("Signature attendue");
    expect(fleet).toMatch(/Mis à jour le \d{1,2}(?:er)? \S+ \d{4}/);

    const signed = await visitor.read(linkHref(list, "Garantie décennale"));
    expect(new URL(signed.url).pathname).toMatch(/^\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}\/documents$/);
    expect(spaced(signed.body)).toContain("Ce devis est signé");
    // Signed, it is the client's contract (C-AZURA-3001): the way there, as a signed quote's (decision 0269).
    const contract = await visitor.read(linkHref({ ...signed, body: mainOf(signed) }, "Voir mon contrat"));
    expect(new URL(contract.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
    expect(spaced(contract.body)).toContain("C-AZURA-3001");
    expect(await download(visitor, linkHref(signed, /^Télécharger Proposition signée/))).toEqual({ status: 200, pdf: true });
    // Its details address goes to its documents too (SPEC section 2).
    const details = await visitor.read(signed.url.replace(/\/documents$/, ""));
    expect(new URL(details.url).pathname).toMatch(/\/documents$/);

    const toSign = await visitor.read(linkHref(await visitor.read("/fr-fr/bespoke-quotes"), "Flotte automobile"));
    expect(textsOf(toSign.body, "h2")).toContain("Détails");
    expect(toSign.body).toMatch(/<dd\b[^>]*>\s*\S/);
    expect(spaced(toSign.body)).toContain("Prix TTC");
    expect(spaced(/<li\b[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/.exec(toSign.body)?.[1] ?? "")).toMatch(/Signature attendue/);
    expect(spaced(toSign.body)).toContain("1 justificatif à envoyer avant de pouvoir signer.");
    // At "signature needed" with its Kbis never sent, nothing read and nothing accepted: what is left to do first (decision 0269).
    const next = spaced(/<section\b[^>]*aria-labelledby="quote-next"[^>]*>([\s\S]*?)<\/section>/.exec(toSign.body)?.[1] ?? "");
    expect(next).toMatch(/Un justificatif obligatoire reste à envoyer\s: envoyez-le d'abord\./);
    expect(next).not.toContain("il ne manque que votre signature");
  });
});

/**
 * What a price is per, in each language (decision 0256): demo.bespoke's fleet is priced per month, its construction
 * guarantee once, its provident cover per year. The list's cards say so, and the fleet's details say "per month", never
 * "per year". One brand of each language's country (a brand's sessions are its country's).
 */
test.describe("demo.bespoke: each price says what it is per, in every language", () => {
  /**
   * Each quote's amount as the language writes it, and the words of its period; the details' terms for the price and
   * the period, the same as a quote's (quotes.http.spec.ts).
   */
  const cases = [
    {
      brand: "azura",
      locale: "en-fr",
      fleet: ["€119.90", "per month"],
      site: ["€1,100.00", "one-off"],
      cover: ["€1,300.00", "per year"],
      terms: ["Price incl. taxes", "Payment frequency"],
    },
    {
      brand: "azura",
      locale: "fr-fr",
      fleet: ["119,90 €", "par mois"],
      site: ["1 100,00 €", "en une fois"],
      cover: ["1 300,00 €", "par an"],
      terms: ["Prix TTC", "Fréquence de paiement"],
    },
    {
      brand: "nordhafen",
      locale: "de-de",
      fleet: ["119,90 €", "pro Monat"],
      site: ["1.100,00 €", "einmalig"],
      cover: ["1.300,00 €", "pro Jahr"],
      terms: ["Preis inkl. Steuern", "Zahlungsweise"],
    },
    {
      brand: "castello",
      locale: "it-it",
      fleet: ["119,90 €", "al mese"],
      site: ["1100,00 €", "in un'unica soluzione"],
      cover: ["1300,00 €", "all'anno"],
      terms: ["Prezzo tasse incluse", "Frequenza di pagamento"],
    },
    {
      brand: "solana",
      locale: "es-es",
      fleet: ["119,90 €", "al mes"],
      site: ["1100,00 €", "en un pago"],
      cover: ["1300,00 €", "al año"],
      terms: ["Precio con impuestos", "Frecuencia de pago"],
    },
  ] as const;
  for (const { brand, locale, fleet, site, cover, terms } of cases) {
    test(`${brand} (${locale}): per month, one-off and per year on the cards; per month in the fleet's details`, async () => {
      let visitor: Visitor;
      if (brand === "azura" || brand === "nordhafen") visitor = Visitor.stored(brand, "demo.bespoke@example.com", ownAddress(test.info()));
      else await (visitor = new Visitor(brand, ownAddress(test.info()))).signIn("demo.bespoke@example.com", locale);
      const list = await visitor.read(`/${locale}/bespoke-quotes`);
      const number = (n: number) => `QB-${brand.toUpperCase()}-${3000 + n}`;
      const card = (n: number) => items(mainOf(list)).find((item) => spaced(item).includes(number(n))) ?? "";
      expect(spaced(card(2))).toContain(fleet.join(" "));
      expect(spaced(card(1))).toContain(site.join(" "));
      expect(spaced(card(3))).toContain(cover.join(" "));
      for (const n of [1, 2]) expect(spaced(card(n))).not.toContain(cover[1]);

      // The details: the amount, and its period on a line of its own.
      const details = await visitor.read(/\shref="([^"]+)"/.exec(card(2))![1]);
      const facts = [...mainOf(details).matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g)].map(([, name, value]) => [
        spaced(name).trim(),
        spaced(value).trim(),
      ]);
      expect(facts).toContainEqual([terms[0], fleet[0]]);
      expect(facts).toContainEqual([terms[1], fleet[1]]);
      expect(spaced(mainOf(details))).not.toContain(cover[1]);
    });
  }
});

test.describe("demo.bespoke-one: exactly one bespoke quote, two documents to send", () => {
  test("the list goes straight to it; a wrong file is refused next to its field, a PDF is received and downloads back", async () => {
    // On courtia-fr, as the no-JavaScript browser run did (bespoke-quotes.spec.ts sends the file with JavaScript on azura).
    const visitor = Visitor.stored("courtia-fr", "demo.bespoke-one@example.com", ownAddress(test.info()));
    const quote = await visitor.read("/fr-fr/bespoke-quotes");
    expect(new URL(quote.url).pathname).toMatch(/^\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
    expect(textsOf(quote.body, "h1")).toEqual(["Multirisque professionnelle"]);
    expect(spaced(quote.body)).toContain("2 justificatifs à envoyer avant de pouvoir signer.");
    let page = await visitor.read(linkHref(quote, "Envoyer les justificatifs"));
    expect(textsOf(page.body, "h2")).toContain("Justificatifs");
    expect(spaced(cardOf(page.body, 3, "Pièce d'identité du dirigeant"))).toContain("illisible");

    const kbis = () => cardOf(page.body, 3, "Extrait Kbis de moins de 3 mois");
    const alertOf = (card: string) => spaced(/<p\b[^>]*\sid="[^"]*-file-error"[^>]*>([\s\S]*?)<\/p>/.exec(card)?.[1] ?? "");
    /** The card's form posted as a browser without JavaScript sends it: its fields, and the file chosen (or none). */
    const send = async (file: typeof pdf) => {
      const form = formsIn(kbis(), page.url).find((candidate) => candidate.method === "post");
      expect(form, "the Kbis card's form").toBeDefined();
      const button = form!.submitter ? { [form!.submitter.name]: form!.submitter.value } : {};
      const field = form!.fields.find((candidate) => candidate.kind === "file")!.name;
      page = await visitor.landed(await visitor.post(form!.action, { ...form!.values, ...button, [field]: file }));
    };
    // No file chosen: a browser sends the file part empty, without a name.
    await send({ name: "", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) });
    expect(alertOf(kbis())).toBe("Merci de fournir un fichier.");
    // The error summary every form opens with (autofocus without JavaScript): its title, and a line naming the document
    // that links to its file field.
    const summary = /<div\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(kbis())?.[0] ?? "";
    expect(summary).toMatch(/\sautofocus/);
    expect(spaced(summary)).toContain("Il y a un problème");
    const fileId = /<input\b[^>]*type="file"[^>]*\sid="([^"]+)"|<input\b[^>]*\sid="([^"]+)"[^>]*type="file"/.exec(kbis());
    const summaryLink = /<a\b[^>]*href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(summary);
    expect(summaryLink?.[1]).toBe(fileId?.[1] ?? fileId?.[2]);
    expect(spaced(summaryLink?.[2] ?? "")).toMatch(/^Extrait Kbis de moins de 3 mois\s: Merci de fournir un fichier\.$/);
    await send(notAFile);
    expect(alertOf(kbis())).toMatch(/n'est ni un PDF, ni un JPG, ni un PNG/);
    expect(spaced(kbis())).toContain("À envoyer");

    await send(pdf);
    expect(spaced(kbis())).toContain("Reçu, en cours de vérification");
    expect(spaced(page.body)).toContain("1 justificatif à envoyer avant de pouvoir signer.");
    expect(await download(visitor, linkHref({ ...page, body: kbis() }, /Le télécharger/))).toEqual({ status: 200, pdf: true });
  });
});

test.describe("demo.prospect: no quote", () => {
  test("the dashboard counts no quote, the menu has no bespoke quotes, client pages are not found, the profile saves", async () => {
    const visitor = Visitor.stored("azura", "demo.prospect@example.com", ownAddress(test.info()));
    const home = await visitor.read("/fr-fr/");
    expect(spaced(regionOf(home, "Devis"))).toContain("Aucun devis en cours.");
    expect(() => regionOf(home, "Devis sur mesure")).toThrow();
    const menu = { ...home, body: /<nav\b[^>]*aria-label="Menu principal"[^>]*>[\s\S]*?<\/nav>/.exec(home.body)?.[0] ?? "" };
    expect(() => linkHref(menu, "Devis sur mesure")).toThrow();
    expect(() => linkHref(menu, "Contact")).not.toThrow();
    expect((await visitor.read("/fr-fr/contrats")).status).toBe(404);
    expect((await visitor.read("/fr-fr/bespoke-quotes/00000000-0000-4000-8000-000000000000")).status).toBe(404);

    // The account menu's "Mon profil": the first name left empty is refused next to it, then saved.
    let profile = await visitor.read(linkHref(home, "Mon profil"));
    expect(textsOf(profile.body, "h1")).toEqual(["Mon profil"]);
    expect(spaced(profile.body)).toContain("Téléphone mobile");
    const firstName = (page: Answer) => /<input\b[^>]*\sname="contact\.firstname"[^>]*>/.exec(page.body)?.[0] ?? "";
    const isProfile = (form: FoundForm) => form.id === "profile";
    profile = await visitor.landed(await visitor.submit(profile, isProfile, { "contact.firstname": "" }));
    const describedBy = /\saria-describedby="([^"]*)"/.exec(firstName(profile))?.[1].split(/\s+/) ?? [];
    expect(describedBy.map((id) => textOfElementId(profile.body, id) ?? "").join(" ")).toMatch(/Ce champ est obligatoire\./);
    profile = await visitor.landed(await visitor.submit(profile, isProfile, { "contact.firstname": "Camille" }));
    expect(spaced(profile.body)).toContain("Vos coordonnées sont enregistrées.");
    expect(firstName(profile)).toContain('value="Camille"');
  });
});
