import { decodeHtml, expect, ownAddress, test, textOf, Visitor, type Answer } from "./http";

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
