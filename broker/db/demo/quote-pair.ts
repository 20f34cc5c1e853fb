/**
 * A prospect with two quotes to sign, car and premises (docs/decisions/0251):
 * after one is signed the person is a client and still sees, and signs, the
 * other. Both are at "signature needed", documents read and conditions
 * accepted, so only the SEPA mandate and the signature are left. The car is
 * priced per year, the premises per month (docs/decisions/0256). Fixed ids
 * `pro_<brand>_pair`, `quo_<brand>_pair_<product>`, numbers
 * `Q-<BRAND>-220<n>`; dates relative to the seeding day.
 */
import { addDemoAccount, addDemoProspect } from "./accounts";
import type { CountryData, Person, ProductType } from "./people";
import { addQuoteToSign } from "./quote-to-sign";
import type { DemoContext } from "./rows";
import { at } from "./util";

/** The prospect, by country (names of that country, fictitious). */
const pairPeople: Record<CountryData["lang"], Person> = {
  fr: { title: "M", firstname: "Julien", lastname: "Moreau", phone: "+33612345015" },
  it: { title: "M", firstname: "Marco", lastname: "Galli", phone: "+393471234015" },
  de: { title: "M", firstname: "Jonas", lastname: "Becker", phone: "+491511234015" },
  es: { title: "M", firstname: "Pablo", lastname: "Navarro", phone: "+34612345015" },
  en: { title: "M", firstname: "Julien", lastname: "Moreau", phone: "+33612345015" },
};

/** The car priced per year; the premises per month, so a quote paid monthly is seen before and after the first signature. */
const products: { type: ProductType; created: number; price: number; periodicity: "annual" | "monthly" }[] = [
  { type: "auto", created: -10, price: 720, periodicity: "annual" },
  { type: "locaux", created: -8, price: 45, periodicity: "monthly" },
];

export const quotePairIds = (brand: string) => ({
  prospect: `pro_${brand}_pair`,
  quote: (type: ProductType) => `quo_${brand}_pair_${type}`,
});

export function addQuotePair(d: DemoContext): void {
  const { brand, lang } = d;
  const own = quotePairIds(brand);
  const accountId = addDemoAccount(d, "quotePair", pairPeople[lang], { created: at(-30) });
  addDemoProspect(d, { id: own.prospect, accountId, key: "quotePair", created: at(-30), product: ["auto", "shield"] });
  products.forEach(({ type, created, price, periodicity }, n) => {
    addQuoteToSign(d, { prospectId: own.prospect, slug: `pair_${type}`, type, number: 2201 + n, created, price, periodicity });
  });
}
