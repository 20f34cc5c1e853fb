import { type Answer, expect, mainOf, ownAddress, test, textOf, Visitor } from "./http";

/**
 * A quote's figures add up on its page (docs/decisions/0257): the details of every priced quote of four prospects say
 * a price with taxes that is the price before taxes plus the taxes, the taxes 9% of the price before taxes, in French
 * and English; and the quotes whose demo figures were corrected say the corrected ones. Read only.
 */
const languages = [
  { locale: "fr-fr", ttc: "Prix TTC", ht: "Prix HT", taxes: "Taxes", decimal: "," },
  { locale: "en-fr", ttc: "Price incl. taxes", ht: "Price excl. taxes", taxes: "Taxes", decimal: "." },
] as const;

/** The corrected quotes, by number: price with taxes, before taxes, taxes. */
const corrected: Record<string, [number, number, number]> = {
  "Q-AZURA-2001": [643.1, 590, 53.1],
  "QB-AZURA-3003": [1300, 1192.66, 107.34],
  "QB-COURTIA-FR-3007": [1379.94, 1266, 113.94],
};

const prospects = [
  { brand: "azura", login: "demo.quote@example.com", list: "quotes", shows: ["Q-AZURA-2001"] },
  { brand: "azura", login: "demo.quotes@example.com", list: "quotes", shows: [] },
  { brand: "azura", login: "demo.bespoke@example.com", list: "bespoke-quotes", shows: ["QB-AZURA-3003"] },
  { brand: "courtia-fr", login: "demo.bespoke-one@example.com", list: "bespoke-quotes", shows: ["QB-COURTIA-FR-3007"] },
] as const;

/** The details' terms and values, as text. */
const factsOf = (page: Answer) =>
  new Map([...mainOf(page).matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/g)].map(([, term, value]) => [textOf(term), textOf(value)]));
/** An amount as the language writes it ("1 192,66 €", "€1,192.66"), in cents. */
const centsOf = (text: string, decimal: string) => {
  const [whole, fraction = "00"] = text.replace(new RegExp(`[^0-9${decimal === "," ? "," : "."}]`, "g"), "").split(decimal);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};

for (const { locale, ttc, ht, taxes, decimal } of languages) {
  test.describe(`quote figures (${locale})`, () => {
    for (const { brand, login, list, shows } of prospects) {
      test(`${login} on ${brand}: every priced quote's details add up`, async () => {
        const visitor = new Visitor(brand, ownAddress(test.info()));
        await visitor.signIn(login, locale);
        const first = await visitor.read(`/${locale}/${list}`);
        // A list of one goes straight to the quote (SPEC section 2).
        const onList = new URL(first.url).pathname === `/${locale}/${list}`;
        const links = onList
          ? [...mainOf(first).matchAll(/<li\b[^>]*>[\s\S]*?\shref="([^"]+)"[\s\S]*?<\/li>/g)].map(([, href]) => href.replace(/&amp;/g, "&"))
          : [first.url];
        expect(links.length, `${login}'s quotes`).toBeGreaterThan(0);
        let priced = 0;
        const seen: string[] = [];
        for (const link of links) {
          const page = await visitor.read(link);
          const facts = factsOf(page);
          if (!facts.has(ttc)) continue;
          priced++;
          const [withTaxes, before, tax] = [ttc, ht, taxes].map((term) => centsOf(facts.get(term) ?? "", decimal));
          const where = `${page.url}: ${facts.get(ttc)}, ${facts.get(ht)}, ${facts.get(taxes)}`;
          expect(withTaxes, where).toBe(before + tax);
          expect(tax, where).toBe(Math.round(before * 0.09));
          const number = Object.keys(corrected).find((n) => textOf(mainOf(page)).includes(n));
          if (number) seen.push(number);
          if (number) expect([withTaxes, before, tax], where).toEqual(corrected[number].map((amount) => Math.round(amount * 100)));
        }
        expect(priced, `${login}'s priced quotes`).toBeGreaterThan(0);
        expect(seen).toEqual(shows);
      });
    }
  });
}
