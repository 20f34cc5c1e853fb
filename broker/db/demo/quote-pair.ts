/**
 * A prospect with two quotes to sign, car and premises (docs/decisions/0251):
 * after one is signed the person is a client and still sees, and signs, the
 * other. Both are at "signature needed", documents read and conditions
 * accepted, so only the SEPA mandate and the signature are left. Fixed ids
 * `pro_<brand>_pair`, `quo_<brand>_pair_<product>`, numbers
 * `Q-<BRAND>-220<n>`; dates relative to the seeding day.
 */
import { addDocument } from "./documents";
import { addDemoAccount, addDemoProspect } from "./accounts";
import { label, type CountryData, type Person, type ProductType } from "./people";
import type { DemoContext } from "./rows";
import { at, day, stableUuid } from "./util";

/** The prospect, by country (names of that country, fictitious). */
const pairPeople: Record<CountryData["lang"], Person> = {
  fr: { title: "M", firstname: "Julien", lastname: "Moreau", phone: "+33612345015" },
  it: { title: "M", firstname: "Marco", lastname: "Galli", phone: "+393471234015" },
  de: { title: "M", firstname: "Jonas", lastname: "Becker", phone: "+491511234015" },
  es: { title: "M", firstname: "Pablo", lastname: "Navarro", phone: "+34612345015" },
  en: { title: "M", firstname: "Julien", lastname: "Moreau", phone: "+33612345015" },
};

const products: { type: ProductType; created: number; price: number }[] = [
  { type: "auto", created: -10, price: 720 },
  { type: "locaux", created: -8, price: 540 },
];

export const quotePairIds = (brand: string) => ({
  prospect: `pro_${brand}_pair`,
  quote: (type: ProductType) => `quo_${brand}_pair_${type}`,
});

export function addQuotePair(d: DemoContext): void {
  const { brand, rows, lang, tx } = d;
  const own = quotePairIds(brand);
  const accountId = addDemoAccount(d, "quotePair", pairPeople[lang], { created: at(-30) });
  addDemoProspect(d, { id: own.prospect, accountId, key: "quotePair", created: at(-30), product: ["auto", "shield"] });
  const owner = { prospectId: own.prospect };
  products.forEach(({ type, created, price }, n) => {
    const quoteId = own.quote(type);
    const taxes = Math.round(price * 0.09 * 100) / 100;
    rows.quotes.push({
      id: quoteId,
      uuid: stableUuid(`${brand}:quote:pair_${type}`),
      brandId: brand,
      prospectId: own.prospect,
      number: `Q-${brand.toUpperCase()}-${2201 + n}`,
      label: label(type, lang),
      productName: label(type, lang),
      description: label(type, lang),
      typeContrat: type,
      step: "sign_needed",
      status: "pending",
      startDate: day(1, 1),
      dateCreation: at(created),
      dateModif: at(-1),
      priceHt: price,
      priceTca: taxes,
      priceTcaPercent: 9,
      priceTtc: price + taxes,
      periodicity: "annual",
      hasSignNeeded: true,
      conditionsAcceptedAt: at(-2),
      createdAt: at(created),
      updatedAt: at(-1),
    });
    const read = { createdAt: at(created + 1), downloadedAt: at(-2) };
    addDocument(d, owner, { quoteId }, `pair_${type}_ipid`, { type: "pre_contractual", label: tx("ipid"), isPreContractual: true, ...read });
    addDocument(d, owner, { quoteId }, `pair_${type}_cg`, { type: "general_conditions", label: tx("generalConditions"), isPreContractual: true, ...read });
  });
}
