/**
 * A quote the broker made for a client itself (docs/decisions/0262), as the demo builders that have one write it:
 * owned by the client, behind its contract of type quote, at "quote ready", priced per year with 9% taxes, with its
 * information document (IPID) still to read. `slug` makes its ids (`quo_<brand>_<slug>`, the document
 * `doc_<brand>_<slug>_ipid`).
 */
import { addDocument } from "./documents";
import { label } from "./people";
import type { DemoContext } from "./rows";
import { at, day, stableUuid } from "./util";

export function addQuoteForClient(
  d: DemoContext,
  quote: {
    clientId: string;
    contractId: string;
    slug: string;
    number: number;
    /** The product, as its contract is named once signed, and its type. */
    product: { name: string; type: string; description: string };
    /** Days ago it was made and last changed. */
    created: number;
    modified: number;
    /** Per year: before taxes, the 9% taxes, and with them. */
    price: { excludingTax: number; taxes: number; includingTax: number };
  },
): string {
  const { brand, rows, lang, tx } = d;
  const quoteId = `quo_${brand}_${quote.slug}`;
  rows.quotes.push({
    id: quoteId,
    uuid: stableUuid(`${brand}:quote:${quote.slug}`),
    brandId: brand,
    clientId: quote.clientId,
    contractId: quote.contractId,
    number: `Q-${brand.toUpperCase()}-${quote.number}`,
    label: label("quote", lang),
    productName: quote.product.name,
    description: quote.product.description,
    typeContrat: quote.product.type,
    step: "quote_ready",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(quote.created),
    dateModif: at(quote.modified),
    priceTtc: quote.price.includingTax,
    priceHt: quote.price.excludingTax,
    priceTca: quote.price.taxes,
    priceTcaPercent: 9,
    periodicity: "annual",
    createdAt: at(quote.created),
    updatedAt: at(quote.modified),
  });
  addDocument(d, { clientId: quote.clientId }, { quoteId }, `${quote.slug}_ipid`, {
    type: "pre_contractual",
    label: tx("ipid"),
    isPreContractual: true,
    createdAt: at(quote.created),
  });
  return quoteId;
}
