/**
 * A client who was a prospect (docs/decisions/0266): the person signed a car quote online six days ago, which made
 * them a client with that car contract (signed, waiting for the back office), as the live signature does
 * (providers/quote-conversion.ts). Their premises quote, asked for as a prospect, still waits for its signature, and
 * the broker has since prepared a home quote for the client itself, with its contract of type quote (decision 0262).
 * All three are under "Quotes". Fixed ids `pro_<brand>_converted`, `cli_<brand>_converted`,
 * `quo_<brand>_converted_<product>`, `ctr_<brand>_converted_<product>`; numbers `Q-<BRAND>-240<n>`; dates relative
 * to the seeding day.
 */
import { addClientOfProspect, addDemoAccount, addDemoProspect } from "./accounts";
import { addQuoteForClient } from "./client-quote";
import { label, type CountryData, type Person } from "./people";
import { contractNumberOf } from "../../providers/quote-conversion";
import { addQuoteToSign } from "./quote-to-sign";
import { addSignedQuoteContract } from "./signed-quote";
import type { DemoContext } from "./rows";
import { at, day } from "./util";

/** The person, by country (names of that country, fictitious). */
const convertedPeople: Record<CountryData["lang"], Person> = {
  fr: { title: "F", firstname: "Sophie", lastname: "Garnier", phone: "+33612345016" },
  it: { title: "F", firstname: "Elena", lastname: "Marchetti", phone: "+393471234016" },
  de: { title: "F", firstname: "Lena", lastname: "Hoffmann", phone: "+491511234016" },
  es: { title: "F", firstname: "Carmen", lastname: "Ortega", phone: "+34612345016" },
  en: { title: "F", firstname: "Sophie", lastname: "Garnier", phone: "+33612345016" },
};

export const convertedClientIds = (brand: string) => ({
  prospect: `pro_${brand}_converted`,
  client: `cli_${brand}_converted`,
  quote: (product: "auto" | "locaux" | "multirisque") => `quo_${brand}_converted_${product}`,
  contract: (product: "auto" | "multirisque") => `ctr_${brand}_converted_${product}`,
});

export function addConvertedClient(d: DemoContext): void {
  const { brand, rows, lang } = d;
  const own = convertedClientIds(brand);
  const person = convertedPeople[lang];
  const accountId = addDemoAccount(d, "converted", person, { created: at(-21) });
  // The client the first signed quote made, and the prospect it was.
  addClientOfProspect(d, { id: own.client, accountId, key: "converted", person, created: at(-6) });
  addDemoProspect(d, { id: own.prospect, accountId, key: "converted", created: at(-21), product: ["auto", "shield"], convertedClientId: own.client });

  // The car quote, signed: its contract made, its documents and signature on the client, as the signature leaves them.
  // 696.00 a year (58.00 a month if switched): 638.53 before taxes, 9% taxes (57.47).
  const car = addQuoteToSign(d, { prospectId: own.prospect, slug: "converted_auto", type: "auto", number: 2401, created: -15, price: 638.53 });
  Object.assign(
    rows.quotes.find((q) => q.id === car)!,
    { startDate: day(1), dateModif: at(-6), updatedAt: at(-6) },
  );
  addSignedQuoteContract(d, "converted_auto", {
    clientId: own.client,
    contractId: own.contract("auto"),
    startedAt: at(-6),
    signedAt: at(-6),
    expiresAt: at(1),
    due: { date: day(1, 12), type: "anniversary" },
  });

  // The premises quote, asked for as a prospect, still to sign.
  addQuoteToSign(d, { prospectId: own.prospect, slug: "converted_locaux", type: "locaux", number: 2402, created: -12, price: 52, periodicity: "monthly" });

  // The home quote the broker prepared for the client since: a contract of type quote until signed (decision 0262).
  // 312.00 a year: 286.24 before taxes, 9% taxes (25.76).
  const home = own.quote("multirisque");
  rows.contracts.push({
    id: own.contract("multirisque"),
    brandId: brand,
    clientId: own.client,
    number: contractNumberOf(`Q-${brand.toUpperCase()}-2403`),
    label: label("quote", lang),
    type: "quote",
    tags: ["quote"],
    status: "quote",
    startDate: day(1, 1),
    currency: d.country.currency,
    price: 312,
    periodicity: "annual",
    isSigned: false,
    quoteId: home,
    createdAt: at(-2),
    updatedAt: at(-2),
  });
  addQuoteForClient(d, {
    clientId: own.client,
    contractId: own.contract("multirisque"),
    slug: "converted_multirisque",
    number: 2403,
    product: { name: label("multirisque", lang), type: "multirisque", description: label("multirisque", lang) },
    created: -2,
    modified: -2,
  });
}
