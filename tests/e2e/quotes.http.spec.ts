import { type Answer, expect, type FoundForm, mainOf, ownAddress, test, textOf, Visitor } from "./http";
import { linkHref, mailboxMessage } from "./sign-in-posts";
import { providerRead, providerSubmit } from "./sandbox-provider";

/**
 * A prospect's quote as a browser without JavaScript reads and posts it (decision 0227): quotes.spec.ts runs the same
 * journey with JavaScript on mistral, here on vigie from demo.quote's stored session. Signing makes the prospect a client.
 */
const brand = "vigie";

/** The text of the element with this id. */
const byId = (page: Answer, id: string) => textOf(new RegExp(`<(\\w+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body)?.[2] ?? "");
/** The text of each list item inside main. */
const listItems = (page: Answer, within = "main") =>
  [...(new RegExp(`<${within}\\b[^>]*>([\\s\\S]*?)</${within}>`).exec(page.body)?.[1] ?? "").matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]));
const textsOfTag = (page: Answer, tag: string) => [...page.body.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => textOf(m[1]));
const statuses = (page: Answer) => [...page.body.matchAll(/role="status"[^>]*>([\s\S]*?)<\/(?:div|p|section)>/g)].map((m) => textOf(m[1]));
test("the quote is read, refused, prepared and signed, and the return page tells the new state", async () => {
  const visitor = Visitor.stored(brand, "demo.quote@example.com", ownAddress(test.info()));
  const quote = await visitor.read("/fr-fr/quotes");
  expect(new URL(quote.url).pathname).toMatch(/^\/fr-fr\/quotes\/[0-9a-f-]{36}$/);
  expect(textsOfTag(quote, "h1").join("")).not.toBe("");
  expect(textOf(/<li\b[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/.exec(quote.body)?.[1] ?? "")).toMatch(/Devis prêt/);
  expect(textOf(mainOf(quote))).toMatch(/Prix TTC/);
  const quotePath = new URL(quote.url).pathname;

  // What the prospect sent: its own tab, with the day it was sent and no download status; not among the documents to read.
  const sentTab = await visitor.read(linkHref(quote, "Documents envoyés"));
  const sent = listItems(sentTab).find((item) => item.includes("Extrait Kbis"));
  expect(sent).toMatch(/Envoyé le\s\d{1,2}(?:er)?\s\S+\s\d{4}/);
  expect(sent).not.toMatch(/téléchargé/i);

  let documents = await visitor.read(`${quotePath}/documents`);
  expect(textOf(mainOf(documents))).not.toContain("Extrait Kbis");
  const byForm = (id: string) => (form: FoundForm) => form.id === id;
  const refused = await visitor.submit(documents, byForm("sign"), {});
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(byId(refused, "sign-reasons")).toContain("Téléchargez d'abord tous les documents précontractuels.");
  // Refused with a box ticked and a line typed: both come back, the opt-ins a fieldset named by its legend, the first box the field's id.
  const unticked = await visitor.submit(documents, byForm("conditions"), { optins: "partner_offers", additional_information: "Le matin" });
  expect(unticked.status).toBeGreaterThanOrEqual(400);
  expect(byId(unticked, "conditions-accepted-error")).not.toBe("");
  // The error summary at the top of the form, as the phone and SEPA forms' (decision 0130): the page opens on it, a link to the box.
  const conditionsForm = /<form\b[^>]*\bid="conditions"[^>]*>([\s\S]*?)<\/form>/.exec(unticked.body)?.[1] ?? "";
  const summary = /<div\b[^>]*role="alert"[^>]*>[\s\S]*?<\/ul>/.exec(conditionsForm)?.[0] ?? "";
  expect(summary).toMatch(/^<div\b[^>]*\sautofocus/);
  expect(textOf(summary)).toContain("Il y a un problème");
  const summaryLink = /<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(summary);
  expect(summaryLink?.[1]).toBe("#conditions-accepted");
  expect(textOf(summaryLink?.[2] ?? "")).toBe(byId(unticked, "conditions-accepted-error"));
  expect(byId(unticked, "conditions-additional_information")).toBe("Le matin");
  const optinBoxes = [...unticked.body.matchAll(/<input\b[^>]*\bname="optins"[^>]*>/g)].map((m) => m[0]);
  expect(optinBoxes.map((box) => /\bvalue="(\w+)"/.exec(box)?.[1])).toEqual(["brand_news", "partner_offers"]);
  expect(optinBoxes.filter((box) => /\schecked=""/.test(box)).map((box) => /\bvalue="(\w+)"/.exec(box)?.[1])).toEqual(["partner_offers"]);
  expect(optinBoxes[0]).toContain('id="conditions-optins"');
  expect(textOf(/<fieldset\b[^>]*>\s*<legend\b[^>]*>([\s\S]*?)<\/legend>\s*<label\b[^>]*>\s*<input\b[^>]*\bname="optins"/.exec(unticked.body)?.[1] ?? "")).toBe(
    "Vos choix",
  );

  // "Download all": one zip through the portal; the broker records every document as downloaded.
  const zip = await visitor.send("GET", linkHref(documents, "Tout télécharger (zip)"));
  expect(zip.status).toBe(200);
  expect(String(zip.headers["content-disposition"])).toMatch(/\.zip"?$/);
  documents = await visitor.read(`${quotePath}/documents`);
  expect(textOf(mainOf(documents))).not.toContain("Pas encore téléchargé");

  const accepted = await visitor.landed(await visitor.submit(documents, byForm("conditions"), { accepted: "on", optins: "brand_news" }));
  expect(textOf(mainOf(accepted))).toContain("Vous avez accepté les conditions.");
  expect(textOf(mainOf(accepted))).toContain("Payer par prélèvement SEPA");
  const mandate = await visitor.landed(
    await visitor.submit(accepted, byForm("sepa"), { holder: "Thomas Lambert", iban: "FR14 2004 1010 0505 0001 3M02 606", legal: "on" }),
  );
  expect(textOf(mainOf(mandate))).toMatch(/Mandat donné pour le compte/);

  // The sandbox provider's own page (the broker's), a server-rendered form: posted as a browser without JavaScript would.
  const providerUrl = (await visitor.submit(mandate, byForm("sign"), {})).headers.location!;
  const provider = await providerRead(providerUrl);
  expect(textsOfTag(provider, "button")).toContain("M'envoyer le code");
  // The signing page lists the broker's documents, never what the prospect sent (issue 45 section 2).
  expect(listItems(provider, "body")).not.toHaveLength(0);
  expect(provider.body).not.toContain("Extrait Kbis");
  const codePage = await providerRead((await providerSubmit(provider, "/send-code", {})).headers.location!);
  const { code } = await mailboxMessage({ to: "+33612345010", template: "signature-code", brand });
  const back = await providerSubmit(codePage, "", { code: code! });
  const done = await visitor.landed(back);
  expect(new URL(done.url).pathname + new URL(done.url).search).toMatch(/\/internal\/callback\/signature\?ref=[0-9a-f-]{36}&outcome=success/);
  expect(statuses(done).join(" ")).toContain("Votre signature est enregistrée");
  expect(textOf(mainOf(done))).toMatch(/est maintenant\s: Finalisé\./);
  // Opened twice: the same answer, from the broker.
  expect(statuses(await visitor.read(done.url)).join(" ")).toContain("Votre signature est enregistrée");
  // A hand-made "cancel" changes nothing: the page asks the broker.
  expect(statuses(await visitor.read(done.url.replace("outcome=success", "outcome=cancel"))).join(" ")).toContain("Votre signature est enregistrée");

  const contract = await visitor.read(linkHref(done, "Voir mon contrat"));
  expect(new URL(contract.url).pathname).toMatch(/^\/fr-fr\/contrats\/ctr_/);
  expect(textOf(mainOf(contract))).toMatch(/C-[A-Z]+-2001/);
});

/** The step the quote is at (the step list's aria-current item), as text. */
const currentStep = (page: Answer) => textOf(/<li\b[^>]*aria-current="step"[^>]*>([\s\S]*?)<\/li>/.exec(page.body)?.[1] ?? "");
/** A link of main whose text is exactly `name`, followed. */
const follow = (visitor: Visitor, page: Answer, name: string) => visitor.read(linkHref({ ...page, body: mainOf(page) }, name));

// quotes.spec.ts runs these with JavaScript (tests tagged @js-only there): reads and links followed.
test.describe("demo.quotes: a quote in every step (decision 0148)", () => {
  test("the list shows every step; each quote says what can be done at its step", async () => {
    const visitor = Visitor.stored("azura", "demo.quotes@example.com", ownAddress(test.info()));
    const list = await visitor.read("/fr-fr/quotes");
    expect(textsOfTag({ ...list, body: mainOf(list) }, "h1")).toEqual(["Mes devis"]);
    expect(textsOfTag({ ...list, body: mainOf(list) }, "h2")).toHaveLength(5);
    // The bespoke quotes list's cards, worded the same: number, step in words, price, last update.
    const first = listItems(list)[0];
    expect(first).toMatch(/Devis n° Q-AZURA-\d+/);
    expect(first).toMatch(/Mis à jour le\s\d{1,2}(?:er)?\s\S+\s\d{4}/);
    for (const step of ["Demande reçue", "En cours d'étude", "Devis prêt", "Signature attendue", "Finalisé"]) expect(textOf(mainOf(list))).toContain(step);

    // Received: being prepared, nothing to accept or sign yet.
    const received = await follow(visitor, list, "Multirisque professionnelle");
    expect(currentStep(received)).toMatch(/Demande reçue/);
    expect(textOf(mainOf(received))).toContain("Nous avons bien reçu votre demande.");
    const receivedDocuments = await follow(visitor, received, "Documents");
    expect(textOf(mainOf(receivedDocuments))).toContain("arriveront ici dès que votre devis sera prêt");
    expect(textsOfTag(receivedDocuments, "button")).not.toContain("Signer le devis");

    // Signature needed: the way to the documents, where nothing stands before the signature any more.
    const needed = await follow(visitor, await visitor.read("/fr-fr/quotes"), "Complémentaire santé collective");
    expect(currentStep(needed)).toMatch(/Signature attendue/);
    const documents = await follow(visitor, needed, "Aller aux documents et à la signature");
    expect(textsOfTag(documents, "button")).toContain("Signer le devis");
    expect(documents.body).not.toMatch(/\sid="sign-reasons"/);
  });
});

/** The visual review of 2026-12-03: a quote's price says what it is per, on the list's cards as in the quote's header. */
test.describe("demo.quotes: prices with their period", () => {
  for (const [brand, locale, quote, per] of [
    ["azura", "fr-fr", "Assurance des locaux", "par an"],
    ["nordhafen", "de-de", "Gebäudeversicherung", "pro Jahr"],
  ] as const) {
    test(`${brand} (${locale}): "€ ${per}" on every priced card and in the header`, async () => {
      const visitor = Visitor.stored(brand, "demo.quotes@example.com", ownAddress(test.info(), brand));
      const list = await visitor.read(`/${locale}/quotes`);
      const priced = listItems(list).filter((item) => item.includes("€"));
      // Ready, signature needed, finalised: the two before are not priced yet.
      expect(priced).toHaveLength(3);
      for (const item of priced) expect(item).toMatch(new RegExp(`\\d,\\d\\d\\s€\\s${per}`));
      const header = /<header\b[^>]*>([\s\S]*?)<\/header>/.exec(mainOf(await follow(visitor, list, quote)))?.[1] ?? "";
      expect(textOf(header)).toMatch(new RegExp(`\\d,\\d\\d\\s€\\s${per}`));
    });
  }
});

/**
 * A quote priced per month (decision 0256): demo.quote-pair's premises, beside its car priced per year. Its card, its
 * header and its details say "per month" in the address's language, never "per year". Read only, on brands other than
 * vigie and mistral, where quotes-after-sign signs this person's quotes.
 */
test.describe("demo.quote-pair: the premises' price is per month", () => {
  // The details' term for the period is the bespoke quotes' and the contracts' ("Payment frequency").
  for (const [brand, locale, amount, perMonth, perYear, term] of [
    ["azura", "en-fr", "€49.05", "per month", "per year", "Payment frequency"],
    ["azura", "fr-fr", "49,05 €", "par mois", "par an", "Fréquence de paiement"],
    ["nordhafen", "de-de", "49,05 €", "pro Monat", "pro Jahr", "Zahlungsweise"],
    ["castello", "it-it", "49,05 €", "al mese", "all'anno", "Frequenza di pagamento"],
    ["solana", "es-es", "49,05 €", "al mes", "al año", "Frecuencia de pago"],
  ] as const) {
    test(`${brand} (${locale}): on its card, in its header and in its details`, async () => {
      const visitor = new Visitor(brand, ownAddress(test.info()));
      await visitor.signIn("demo.quote-pair@example.com", locale);
      const list = await visitor.read(`/${locale}/quotes`);
      const card = (n: number) =>
        [...mainOf(list).matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)]
          .map(([, item]) => item)
          .find((item) => textOf(item).includes(`Q-${brand.toUpperCase()}-${n}`)) ?? "";
      expect(textOf(card(2202))).toContain(`${amount} ${perMonth}`);
      expect(textOf(card(2201))).toContain(perYear);
      const quote = await visitor.read(/\shref="([^"]+)"/.exec(card(2202))![1]);
      const header = textOf(/<header\b[^>]*>([\s\S]*?)<\/header>/.exec(mainOf(quote))?.[1] ?? "");
      expect(header).toContain(`${amount} ${perMonth}`);
      const facts = [...mainOf(quote).matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g)].map(([, name, value]) => [
        textOf(name),
        textOf(value),
      ]);
      expect(facts.map(([, value]) => value)).toContain(amount);
      expect(facts).toContainEqual([term, perMonth]);
      expect(textOf(mainOf(quote))).not.toContain(perYear);
    });
  }
});

/**
 * The menu's "Devis" is every prospect's (issue 45 section 1, decision 0181): it lists ordinary and bespoke
 * quotes alike, goes straight to the one there is, and says there is none, never the not-found screen.
 */
test.describe("the quotes list of every prospect", () => {
  test("demo.prospect: an empty list that says so and leads to the contact page", async () => {
    const visitor = Visitor.stored("azura", "demo.prospect@example.com", ownAddress(test.info()));
    const home = await visitor.read("/fr-fr/");
    const menu = /<nav\b[^>]*aria-label="Menu principal"[^>]*>[\s\S]*?<\/nav>/.exec(home.body)?.[0] ?? "";
    const list = await visitor.read(linkHref({ ...home, body: menu }, "Devis"));
    expect(new URL(list.url).pathname).toBe("/fr-fr/quotes");
    expect(list.status).toBe(200);
    expect(textsOfTag({ ...list, body: mainOf(list) }, "h1")).toEqual(["Mes devis"]);
    expect(textOf(mainOf(list))).toContain("Vous n'avez encore aucun devis.");
    const contact = await follow(visitor, list, "Nous demander un devis");
    expect(new URL(contact.url).pathname).toBe("/fr-fr/contact");
  });

  test("demo.bespoke: lists the bespoke quotes, each leading to its own page", async () => {
    const visitor = Visitor.stored("azura", "demo.bespoke@example.com", ownAddress(test.info()));
    const list = await visitor.read("/fr-fr/quotes");
    expect(list.status).toBe(200);
    expect(textsOfTag({ ...list, body: mainOf(list) }, "h2")).toHaveLength(3);
    const quote = await follow(visitor, list, "Flotte automobile");
    expect(new URL(quote.url).pathname).toMatch(/^\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
  });

  test("demo.bespoke-one: goes straight to it", async () => {
    const visitor = Visitor.stored("azura", "demo.bespoke-one@example.com", ownAddress(test.info()));
    const quote = await visitor.read("/fr-fr/quotes");
    expect(new URL(quote.url).pathname).toMatch(/^\/fr-fr\/bespoke-quotes\/[0-9a-f-]{36}$/);
  });
});
