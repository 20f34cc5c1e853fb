/**
 * Bespoke quotes (issue 28): a prospect with exactly one bespoke quote (the
 * bespoke-quotes list goes straight to it), to sign once its two required
 * documents are sent: a company extract never sent and an identity document
 * refused as unreadable. Fixed ids `quo_<brand>_bespoke_one`, `req_<brand>_bespoke_one_*`.
 * demo.bespoke's three bespoke quotes (one signed, one with a required document
 * missing) are in quotes.ts.
 */
import type { CountryData, Person } from "./people";
import { label } from "./people";
import { addDemoAccount, addDemoProspect } from "./accounts";
import type { DemoContext } from "./rows";
import { addDocument } from "./documents";
import { at, day, stableUuid } from "./util";

/** The one-bespoke-quote prospect, by country (names of that country, fictitious). */
const bespokeOnePeople: Record<CountryData["lang"], Person> = {
  fr: { title: "M", firstname: "Hugo", lastname: "Chevalier", phone: "+33612345013" },
  it: { title: "M", firstname: "Marco", lastname: "Colombo", phone: "+393471234013" },
  de: { title: "M", firstname: "Jonas", lastname: "Becker", phone: "+491511234013" },
  es: { title: "M", firstname: "Pablo", lastname: "Navarro", phone: "+34612345013" },
  en: { title: "M", firstname: "Hugo", lastname: "Chevalier", phone: "+33612345013" },
};

export const bespokeOneIds = (brand: string) => ({
  prospect: `pro_${brand}_bespoke_one`,
  quote: `quo_${brand}_bespoke_one`,
  missing: `req_${brand}_bespoke_one_kbis`,
  refused: `req_${brand}_bespoke_one_id`,
});

export function addBespokeQuotes(d: DemoContext): void {
  const { brand, rows, lang, tx } = d;
  const own = bespokeOneIds(brand);
  const person = bespokeOnePeople[lang];
  const accountId = addDemoAccount(d, "bespokeOne", person);
  addDemoProspect(d, { id: own.prospect, accountId, key: "bespokeOne", created: at(-20), product: ["multirisque", "building"] });
  rows.quotes.push({
    id: own.quote,
    uuid: stableUuid(`${brand}:quote:bespoke_one`),
    brandId: brand,
    prospectId: own.prospect,
    isBespoke: true,
    idBespokeProduct: 7,
    number: `QB-${brand.toUpperCase()}-3007`,
    label: label("multirisque", lang),
    productName: label("multirisque", lang),
    description: label("multirisque", lang),
    typeContrat: "multirisque",
    step: "sign_needed",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(-18),
    dateModif: at(-3),
    // 1,266.00 before taxes, 9% taxes (113.94). No price before taxes gives 1,380.00 at 9%, what it said before (114.00 was 9.005%).
    priceTtc: 1379.94,
    priceHt: 1266,
    priceTca: 113.94,
    priceTcaPercent: 9,
    periodicity: "annual",
    hasSignNeeded: true,
    createdAt: at(-18),
    updatedAt: at(-3),
  });
  const owner = { prospectId: own.prospect };
  addDocument(d, owner, { quoteId: own.quote }, "bespoke_one_ipid", { type: "pre_contractual", label: tx("info"), isPreContractual: true });
  addDocument(d, owner, { quoteId: own.quote }, "bespoke_one_contract", { type: "contract", label: tx("proposalToSign"), signature: true, state: "to_sign" });
  rows.requiredDocuments.push(
    { id: own.missing, brandId: brand, prospectId: own.prospect, quoteId: own.quote, title: tx("kbis3"), status: "missing", createdAt: at(-3) },
    {
      id: own.refused,
      brandId: brand,
      prospectId: own.prospect,
      quoteId: own.quote,
      title: tx("idCard"),
      status: "invalid",
      rejectReason: "unreadable",
      // The refused file is not kept (nothing to download back).
      reviewedAt: at(-1),
      createdAt: at(-3, 10),
    },
  );
}
