import { frenchDay } from "./french-day";
import { type Answer, decodeHtml, expect, formsIn, mainOf, ownAddress, pageText, regionOf, test, textOf, textOfElementId, textsOf, Visitor } from "./http";

/**
 * A contract's pages read as a browser without JavaScript reads them (the "http" project, docs/decisions/0221,
 * 0227): every tab of every contract. contract.spec.ts keeps what a browser adds: the tab bar followed with
 * JavaScript (the page swapped in place, the current tab marked).
 */

/** The tab bar's links (name, address, current or not) and the names of the tabs shown without a link. */
function readTabs(page: Answer) {
  const nav = /<nav\b[^>]*aria-label="(?:Rubriques du contrat|Bereiche des Vertrags)"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? "";
  const links = [...nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    name: textOf(inner),
    href: new URL(decodeHtml(/\shref="([^"]*)"/.exec(attributes)?.[1] ?? ""), page.url).href,
    current: /\saria-current="page"/.test(attributes),
  }));
  // A tab without a page: its label, then a hidden "not available".
  const disabled = [...nav.matchAll(/<span\b[^>]*aria-disabled="true"[^>]*>([\s\S]*?)<span/g)].map(([, label]) => textOf(label));
  return { links, disabled };
}

test.describe("contracts of demo.full", () => {
  test("every contract opens on its first enabled tab and every enabled tab shows its page", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const list = await visitor.read("/fr-fr/contrats");
    expect(list.status).toBe(200);
    const main = list.body.slice(list.body.indexOf("<main"), list.body.indexOf("</main>"));
    // The contracts' names: a link in each item's heading.
    const contractLinks = [...main.matchAll(/<li\b[\s\S]*?<h2\b[^>]*>\s*<a\b[^>]*\shref="([^"]*)"/g)].map(
      ([, href]) => new URL(decodeHtml(href), list.url).href,
    );
    // Contracts in every status, a second active one with an amendment, one whose first payment is due and one whose
    // debit frequency just changed: twelve; the quote-type one is the broker's quote, not listed.
    expect(new Set(contractLinks).size).toBe(12);
    let tabsVisited = 0;
    for (const contractUrl of new Set(contractLinks)) {
      const first = await visitor.read(contractUrl);
      expect(first.status, contractUrl).toBe(200);
      const { links, disabled } = readTabs(first);
      expect(links.length, contractUrl).toBeGreaterThan(0);
      // The root went to the first enabled tab (SPEC section 2).
      expect(first.url, contractUrl).toBe(links[0].href);
      // Termination arrives with its own issue, and the broker disables tabs: shown, never linked.
      for (const name of disabled) expect(links.map((link) => link.name)).not.toContain(name);
      for (const link of links) {
        const tab = await visitor.read(link.href);
        expect(tab.status, link.href).toBe(200);
        const title = /<(\w+)\b[^>]*\sid="tab-title"[^>]*>([\s\S]*?)<\/\1>/.exec(tab.body)?.[2];
        expect(title === undefined ? undefined : textOf(title), link.href).toMatch(link.name === "Accueil" ? /^Documents$/ : /.+/);
        expect(
          readTabs(tab)
            .links.filter((other) => other.current)
            .map((other) => other.name),
          link.href,
        ).toEqual([link.name]);
        tabsVisited++;
      }
    }
    expect(tabsVisited).toBeGreaterThanOrEqual(25);
  });
});

/** Text with every run of white space (no-break spaces too) as one space, as the browser tests' text checks read it. */
const spaced = (html: string) => pageText(html).replace(/\s+/g, " ");
/** The tables of a page by their caption (their accessible name), each one's HTML. */
const tables = (page: Answer) =>
  new Map(
    [...page.body.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/g)].map(([, inner]) => [
      textOf(/<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(inner)?.[1] ?? ""),
      inner,
    ]),
  );
/** The address of the first link whose text matches `name` (a download link's text includes the file's name). */
function firstLink(page: Answer, name: RegExp): string {
  const href = [...page.body.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find(([, , text]) => name.test(spaced(text)))?.[1];
  expect(href, `a link ${name} on ${page.url}`).toBeDefined();
  return decodeHtml(href!);
}
/** A file the portal answers, read as bytes would be: its status, type and disposition, and whether it is a PDF. */
async function download(visitor: Visitor, href: string) {
  const answer = await visitor.send("GET", href);
  return { status: answer.status, pdf: answer.body.startsWith("%PDF-"), disposition: String(answer.headers["content-disposition"] ?? "") };
}

// contract.spec.ts runs these with JavaScript (reads, a filter and downloads; the amendment's approval posts).
test.describe("a contract's pages without JavaScript", () => {
  test("the fleet contract shows its terms, its documents apart from archived ones, and its cars", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const contract = "/fr-fr/contrats/ctr_azura_full_formalised";
    const details = await visitor.read(`${contract}/details`);
    expect(textsOf(details.body, "h1").join(" ")).toMatch(/Flotte/);
    const facts = [...details.body.matchAll(/<dl\b[^>]*>([\s\S]*?)<\/dl>/g)].map(([, inner]) => inner).join("");
    for (const fact of ["Actif", "412,50 €", "par mois", "Prélèvement SEPA"]) expect(spaced(facts)).toContain(fact);
    // Issue 45: a contract in force renews on the next anniversary of its start, after today (it showed one two months past).
    const renewal =
      [...facts.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g)].find(([, term]) => textOf(term) === "Date d'échéance annuelle")?.[2] ??
      "";
    expect(frenchDay(textOf(renewal)) > new Date().toISOString().slice(0, 10), renewal).toBe(true);

    const documents = await visitor.read(`${contract}/documents`);
    expect(textsOf(documents.body, "h3")).toContain("Documents archivés");
    expect(/<a\b[^>]*\shref="([^"]*\/documents\/[^"]*)"/.exec(mainOf(documents))?.[1]).toMatch(
      /^\/fr-fr\/contrats\/ctr_azura_full_formalised\/documents\/doc_/,
    );
    expect(documents.body).not.toMatch(/\/v2\/clients/);

    const cars = tables(await visitor.read(`${contract}/mes-vehicules`));
    expect([...cars.keys()]).toEqual(expect.arrayContaining(["3 véhicules assurés", "1 véhicule sorti de la flotte"]));
  });

  test("a document downloads as its PDF, as an attachment", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const documents = await visitor.read("/fr-fr/contrats/ctr_azura_full_formalised/documents");
    const file = await download(visitor, firstLink(documents, /Télécharger \(PDF\)/));
    expect(file).toMatchObject({ status: 200, pdf: true });
    expect(file.disposition).toMatch(/^attachment;.*filename="?[^"]+\.pdf"?/);
  });

  test("a contract not yet issued says its schedule is to come; an ended one that nothing is planned", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const schedule = async (status: string) => textOf(regionOf(await visitor.read(`/fr-fr/contrats/ctr_azura_full_${status}/paiements`), "Échéancier"));
    for (const status of ["reviewing", "pending_signed"]) {
      expect(await schedule(status)).toContain("Votre échéancier apparaîtra ici dès que l'assureur aura émis le contrat.");
    }
    expect(await schedule("terminated")).toContain("Aucune échéance prévue.");
    expect(await schedule("terminated")).not.toContain("apparaîtra");
  });

  test("certificates are grouped by contract and download as PDFs", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/attestations");
    expect(textsOf(page.body, "h1")).toEqual(["Mes attestations"]);
    // Certificates of in-force contracts only, one heading per contract.
    expect(textsOf(page.body, "h2")).toEqual(["Responsabilité civile professionnelle", "Flotte automobile"]);
    expect(await download(visitor, firstLink(page, /Télécharger \(PDF\) Carte verte/))).toMatchObject({ status: 200, pdf: true });
    expect(page.body).not.toMatch(/\/v2\/clients/);
    // Each certificate is named in the page's language, as its PDF is drawn, not in the brand's.
    const english = await visitor.read("/en-fr/certificates");
    expect(textsOf(english.body, "span")).toEqual(expect.arrayContaining(["Insurance certificate", "Green card"]));
    expect(english.body).not.toMatch(/Carte verte|Attestation d/);
  });

  test("the health contract lists the people it covers", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const table = tables(await visitor.read("/fr-fr/contrats/ctr_azura_full_need_signature/recipients")).get("4 personnes couvertes");
    expect(table).toBeDefined();
    expect([...table!.matchAll(/<th\b[^>]*\sscope="row"/g)]).toHaveLength(4);
    expect(spaced(table!)).toContain("Conjoint");
  });

  test("the list filters by status without JavaScript", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const list = await visitor.read("/fr-fr/contrats");
    const filter = formsIn(list.body, list.url).find((form) => form.method === "get" && form.fields.some((field) => field.name === "status"));
    expect(filter, "the status filter").toBeDefined();
    const option = [...list.body.matchAll(/<option\b[^>]*\svalue="([^"]*)"[^>]*>([\s\S]*?)<\/option>/g)].find(
      ([, , label]) => spaced(label) === "Signature requise (2)",
    );
    expect(option, "the option Signature requise (2)").toBeDefined();
    // A form sent with GET: its fields in the address, as the browser builds it.
    const address = new URL(filter!.action);
    address.search = new URLSearchParams({ ...filter!.values, status: decodeHtml(option![1]) }).toString();
    const filtered = await visitor.read(address.href);
    expect(filtered.url).toMatch(/status=signatureNeeded/);
    expect([...mainOf(filtered).matchAll(/<li\b[\s\S]*?<h2\b/g)]).toHaveLength(2);
    expect([...filtered.body.matchAll(/role="status"[^>]*>([\s\S]*?)<\//g)].map(([, text]) => spaced(text))).toContain("2 contrats");
  });

  test("a card says since when a contract runs, or from when it will (demo start dates relative to today)", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    const main = mainOf(await visitor.read("/fr-fr/contrats"));
    const card = (number: string) =>
      spaced([...main.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => item).find((item) => item.includes(number)) ?? "");
    // AZU-001011 started months ago; AZU-001004 waits for its signature and starts next month.
    expect(card("AZU-001011")).toMatch(/Depuis le \d+ \S+ \d{4}/);
    expect(card("AZU-001004")).toMatch(/À partir du \d+ \S+ \d{4}/);
    expect(card("AZU-001004")).not.toContain("Depuis");
  });

  test("another client's contract, or an unknown one, is the not-found screen inside the shell", async () => {
    const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
    for (const id of ["ctr_courtia-fr_full_formalised", "ctr_azura_single_multirisque", "nope"]) {
      const page = await visitor.read(`/fr-fr/contrats/${id}/details`);
      expect(page.status, id).toBe(404);
      expect(page.body, id).toMatch(/<nav\b/);
      expect(page.body, id).not.toMatch(/\sid="tab-title"/);
    }
    const page = await visitor.read("/fr-fr/contrats/ctr_azura_full_formalised/not-a-tab");
    expect(page.status).toBe(404);
    // The layout stays: the contract's tab bar is still there around the error.
    expect(readTabs(page).links.length).toBeGreaterThan(0);
  });

  test("a client with exactly one contract goes straight from the list to the contract's first tab", async () => {
    const visitor = Visitor.stored("nordhafen", "demo.single@example.com", ownAddress(test.info()));
    const page = await visitor.read("/de-de/contracts");
    expect(new URL(page.url).pathname).toMatch(/^\/de-de\/contracts\/ctr_nordhafen_[^/]+\/[a-z-]+$/);
    expect(readTabs(page).links.length).toBeGreaterThan(0);
    // No "All my contracts": the list would open this contract again (audit of changes, finding 14). A client with
    // several contracts has it.
    const breadcrumb = /<nav\b[^>]*aria-label="Brotkrümelnavigation"[^>]*>[\s\S]*?<\/nav>/;
    expect(page.body).not.toMatch(breadcrumb);
    const several = await Visitor.stored("nordhafen", "demo.full@example.com", ownAddress(test.info())).read(
      new URL(page.url).pathname.replace(/ctr_nordhafen_[^/]+/, "ctr_nordhafen_full_formalised"),
    );
    expect(textsOf(breadcrumb.exec(several.body)?.[0] ?? "", "a")).toEqual(["Alle meine Verträge"]);
  });

  test("a file address the visitor may not open is the not-found screen as a page, not raw JSON", async () => {
    // Resource routes answered raw JSON (and logged an error) where pages show the screen (issue 26).
    const visitor = Visitor.stored("azura", "demo.quote@example.com", ownAddress(test.info()));
    for (const path of ["/fr-fr/attestations/ctr_azura_full_formalised/x", "/fr-fr/payments/factures/ctr_azura_full_formalised/x"]) {
      const page = await visitor.read(path);
      expect(page.status, path).toBe(404);
      expect(String(page.headers["content-type"]), path).toContain("text/html");
      expect(textsOf(page.body, "h1"), path).toEqual(["Page introuvable"]);
    }
  });
});

test.describe("amendment approval", () => {
  test("continue approval shows the amendment and its premium; approving applies it once, a second post is refused in the summary", async () => {
    // contract.spec.ts does the same with JavaScript on castello; here solana, as its no-JavaScript run did (decision 0283).
    const visitor = Visitor.stored("solana", "demo.full@example.com", ownAddress(test.info()));
    const contract = "/fr-fr/contrats/ctr_solana_full_rc_amendment";
    const notice = "Un avenant attend votre validation";
    const header = (page: Answer) => spaced(/<header\b[^>]*>([\s\S]*?<h1\b[\s\S]*?)<\/header>/.exec(mainOf(page))?.[1] ?? "");
    const coming = async () => spaced(tables(await visitor.read(`${contract}/paiements`)).get("Prochaines échéances") ?? "");
    expect(await coming()).toContain("58,20 €");
    expect(await coming()).not.toContain("64,60 €");

    let page = await visitor.read(contract);
    expect(header(page)).toContain("58,20 € par mois");
    // The notice's button is a link to the amendment's page: nothing is approved by following it.
    expect(spaced(regionOf(page, notice))).toContain("Poursuivre la validation");
    page = await visitor.read(firstLink(page, /^Poursuivre la validation$/));
    expect(new URL(page.url).pathname).toBe(`${contract}/avenant`);
    expect(() => regionOf(page, notice)).toThrow();
    const facts = spaced(/<dl\b[\s\S]*?<\/dl>/.exec(page.body)?.[0] ?? "");
    for (const fact of [
      "Activité ajoutée : conseil",
      "Cotisation annuelle actuelle, toutes taxes comprises 698,40 €",
      "775,20 €",
      "58,20 € par mois",
      "64,60 € par mois",
    ]) {
      expect(facts).toContain(fact);
    }
    expect(frenchDay(/Date d'effet (\d{1,2}(?:er)? \p{L}+ \d{4})/u.exec(facts)?.[1] ?? "").endsWith("-01")).toBe(true);
    const approvalPage = page;

    page = await visitor.landed(await visitor.submit(page, (form) => form.id === "amendment", {}));
    expect(spaced(page.body)).toContain("Votre validation a bien été enregistrée.");
    expect(() => regionOf(page, notice)).toThrow();
    expect(header(page)).toContain("64,60 € par mois");
    expect(spaced(/<dl\b[\s\S]*?<\/dl>/.exec((await visitor.read(`${contract}/details`)).body)?.[0] ?? "")).toContain("64,60 €");
    // The debit before the effective day keeps its amount; the ones from it take the new one.
    expect(await coming()).toContain("58,20 €");
    expect(await coming()).toContain("64,60 €");
    page = await visitor.read(contract);
    expect(() => regionOf(page, notice)).toThrow();
    expect(spaced(page.body)).not.toContain("Avenant en attente de validation");

    // The page read before the approval, posted again: refused, said in the error summary, and nothing changes.
    const again = await visitor.submit(approvalPage, (form) => form.id === "amendment", {});
    expect(again.status).toBe(422);
    expect(spaced(textOfElementId(again.body, "amendment-error") ?? "")).toContain("Cet avenant a déjà été traité.");
    expect(header(again)).toContain("64,60 € par mois");
  });

  test("an accountant reads the amendment and who approves it, and is offered no approval", async () => {
    const accountant = new Visitor("azura", ownAddress(test.info(), "accountant"));
    await accountant.signIn("demo.accountant@example.com", "fr-fr");
    const contract = "/fr-fr/contrats/ctr_azura_full_rc_amendment";
    let page = await accountant.read(contract);
    const signs = "La signature ne fait pas partie de votre accès à cet espace client";
    expect(spaced(regionOf(page, "Un avenant attend votre validation"))).toContain(signs);
    page = await accountant.read(firstLink(page, /^Consulter l'avenant$/));
    expect(new URL(page.url).pathname).toBe(`${contract}/avenant`);
    expect(spaced(mainOf(page))).toContain("64,60 € par mois");
    expect(spaced(mainOf(page))).toContain(signs);
    expect(formsIn(page.body, page.url).filter((form) => form.id === "amendment")).toEqual([]);
  });
});
