/**
 * A prospect whose account has no mobile phone, with one quote to sign: its
 * signature step asks for a mobile and confirms it by SMS code first (SPEC
 * section 5), in the brand country's format. Documents read and conditions
 * accepted, so the phone, the SEPA mandate and the signature are left. Fixed
 * ids `pro_<brand>_no_mobile`, `quo_<brand>_no_mobile`, number
 * `Q-<BRAND>-2301`; dates relative to the seeding day.
 */
import { addDocument } from "./documents";
import { addDemoAccount, addDemoProspect } from "./accounts";
import { label, type CountryData, type Person } from "./people";
import type { DemoContext } from "./rows";
import { at, day, stableUuid } from "./util";

/** The prospect, by country (names of that country, fictitious); the phone is left out below. */
const people: Record<CountryData["lang"], Person> = {
  fr: { title: "F", firstname: "Claire", lastname: "Dubois", phone: "" },
  it: { title: "F", firstname: "Giulia", lastname: "Ferri", phone: "" },
  de: { title: "F", firstname: "Anna", lastname: "Krüger", phone: "" },
  es: { title: "F", firstname: "Lucía", lastname: "Romero", phone: "" },
  en: { title: "F", firstname: "Claire", lastname: "Dubois", phone: "" },
};

export const quoteNoMobileIds = (brand: string) => ({ prospect: `pro_${brand}_no_mobile`, quote: `quo_${brand}_no_mobile` });

export function addQuoteNoMobile(d: DemoContext): void {
  const { brand, rows, lang, tx } = d;
  const own = quoteNoMobileIds(brand);
  const accountId = addDemoAccount(d, "quoteNoMobile", people[lang], { created: at(-20), extra: { phone: null } });
  addDemoProspect(d, { id: own.prospect, accountId, key: "quoteNoMobile", created: at(-20), product: ["auto", "shield"] });
  const price = 610;
  const taxes = Math.round(price * 0.09 * 100) / 100;
  rows.quotes.push({
    id: own.quote,
    uuid: stableUuid(`${brand}:quote:no_mobile`),
    brandId: brand,
    prospectId: own.prospect,
    number: `Q-${brand.toUpperCase()}-2301`,
    label: label("auto", lang),
    productName: label("auto", lang),
    description: label("auto", lang),
    typeContrat: "auto",
    step: "sign_needed",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(-9),
    dateModif: at(-1),
    priceHt: price,
    priceTca: taxes,
    priceTcaPercent: 9,
    priceTtc: price + taxes,
    periodicity: "annual",
    hasSignNeeded: true,
    conditionsAcceptedAt: at(-2),
    createdAt: at(-9),
    updatedAt: at(-1),
  });
  const owner = { prospectId: own.prospect };
  const read = { createdAt: at(-8), downloadedAt: at(-2) };
  addDocument(d, owner, { quoteId: own.quote }, "no_mobile_ipid", { type: "pre_contractual", label: tx("ipid"), isPreContractual: true, ...read });
  addDocument(d, owner, { quoteId: own.quote }, "no_mobile_cg", {
    type: "general_conditions",
    label: tx("generalConditions"),
    isPreContractual: true,
    ...read,
  });
}
