import { type Answer, expect, type FoundForm, formsIn, mainOf, ownAddress, regionOf, test, textOf, textsOf, Visitor } from "./http";
import { linkHref, mailboxMessage, statuses } from "./sign-in-posts";
import { providerRead, providerSubmit } from "./sandbox-provider";

/**
 * A quote made for a client itself (docs/decisions/0262), as a browser without JavaScript reads and posts it: demo.full's
 * cyber quote, whose contract is of type quote until it is signed. The holder and the manager see it on the home and in
 * the menu; the accountant, who may not sign for the client, does not. On courtia-de, whose demo.full no other spec uses:
 * signing it adds a contract to that client.
 */
const brand = "courtia-de";
const quoteName = "Cyberversicherung";

const inMain = (page: Answer): Answer => ({ ...page, body: mainOf(page) });
const menuLinks = (page: Answer) => textsOf(/<nav\b[^>]*aria-label="Hauptmenü"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? "", "a");
const byForm = (id: string) => (form: FoundForm) => form.id === id;

// The second signs the quote the first expects to find waiting for the manager: side by side in two workers, the
// signature could land first (seen in CI), so they run in this order in one worker.
test.describe("courtia-de's client quote, read then signed", () => {
  test.describe.configure({ mode: "default" });

  test("a delegate who may not sign for the client is not shown the client's quotes", async () => {
    const accountant = new Visitor(brand, ownAddress(test.info(), "accountant"));
    const home = await accountant.signIn("demo.accountant@example.com", "de-de");
    // The contracts waiting for a signature are named without asking the accountant, who may not sign, for one.
    expect(textOf(regionOf(home, "Verträge"))).toContain("2 Verträge warten auf Unterschrift");
    expect(textOf(regionOf(home, "Verträge"))).not.toContain("Ihre Unterschrift");
    expect(() => regionOf(home, "Angebote")).toThrow(/No region named Angebote/);
    expect(menuLinks(home)).not.toContain("Angebote");
    expect((await accountant.read("/de-de/quotes")).status).toBe(404);

    const manager = new Visitor(brand, ownAddress(test.info(), "manager"));
    const managerHome = await manager.signIn("demo.manager@example.com", "de-de");
    expect(textsOf(regionOf(managerHome, "Angebote"), "a")).toContain(quoteName);
    expect(menuLinks(managerHome)).toContain("Angebote");
    expect(textOf(regionOf(managerHome, "Verträge"))).toContain("2 Verträge warten auf Ihre Unterschrift");
  });

  test("the client's own quote is on the home and in the menu, signs, and becomes the contract", async () => {
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const home = await visitor.signIn("demo.full@example.com", "de-de");
    const pane = regionOf(home, "Angebote");
    expect(textOf(pane)).toContain("1 Angebot in Bearbeitung");
    expect(textsOf(pane, "a")).toContain(quoteName);
    expect(menuLinks(home)).toContain("Angebote");
    // Not signed, it is a quote: not among the contracts, and its page leads to no contract.
    expect(textOf(mainOf(await visitor.read("/de-de/contracts")))).not.toContain(quoteName);

    // The list of one quote opens it (SPEC section 2).
    const quote = await visitor.read("/de-de/quotes");
    expect(new URL(quote.url).pathname).toMatch(/^\/de-de\/quotes\/[0-9a-f-]{36}$/);
    expect(textOf(mainOf(quote))).toContain(quoteName);
    expect(textsOf(mainOf(quote), "a")).not.toContain("Meinen Vertrag ansehen");
    // Its price and period, which the contract keeps once signed (decision 0256).
    const price = /460,80\s€/;
    expect(textOf(mainOf(quote))).toMatch(price);

    const quotePath = new URL(quote.url).pathname;
    let documents = await visitor.read(linkHref(inMain(quote), "Zu den Unterlagen und zur Unterschrift"));
    expect((await visitor.send("GET", linkHref(documents, "Alle herunterladen (ZIP)"))).status).toBe(200);
    documents = await visitor.read(`${quotePath}/documents`);
    const accepted = await visitor.landed(await visitor.submit(documents, byForm("conditions"), { accepted: "on" }));
    const mandate = await visitor.landed(
      await visitor.submit(accepted, byForm("sepa"), { holder: "Anna Schneider", iban: "DE89 3704 0044 0532 0130 00", legal: "on" }),
    );
    expect(formsIn(mandate.body, mandate.url).find(byForm("sign"))).toBeDefined();
    const provider = await providerRead((await visitor.submit(mandate, byForm("sign"), {})).headers.location!);
    const codePage = await providerRead((await providerSubmit(provider, "/send-code", {})).headers.location!);
    const { code } = await mailboxMessage({ to: "+491511234001", template: "signature-code", brand });
    const done = await visitor.landed(await providerSubmit(codePage, "", { code: code! }));
    expect(new URL(done.url).search).toContain("outcome=success");
    expect(statuses(done)).not.toHaveLength(0);

    // Signed, the quote's own contract is the contract of its product, listed with the others; the quote leads there.
    const contract = await visitor.read(linkHref(done, "Meinen Vertrag ansehen"));
    expect(new URL(contract.url).pathname).toMatch(/^\/de-de\/contracts\/ctr_courtia-de_full_quote\//);
    expect(textOf(mainOf(contract))).toMatch(price);
    expect(textOf(mainOf(await visitor.read("/de-de/contracts")))).toContain(quoteName);
    expect(textsOf(mainOf(await visitor.read(quotePath)), "a")).toContain("Meinen Vertrag ansehen");
    // Nothing left to sign: the home's quotes pane is gone, its contracts pane counts one more.
    const after = await visitor.read("/de-de/");
    expect(() => regionOf(after, "Angebote")).toThrow(/No region named Angebote/);
    expect(textOf(regionOf(after, "Verträge"))).toContain("13 Verträge");
  });
});
