/**
 * A quote the broker made for a client itself (docs/decisions/0262), as the demo builders that have one write it:
 * owned by the client, behind its contract of type quote, at "quote ready", with its information document (IPID)
 * still to read. Its terms are its contract's (price with 9% taxes, period, start), read from the contract's row,
 * which must be written first: a signature writes the quote's terms onto the contract (decision 0256), so the two
 * never differ. `slug` makes its ids (`quo_<brand>_<slug>`, the document `doc_<brand>_<slug>_ipid`).
 */
import { addDocument } from "./documents";
import { label } from "./people";
import type { DemoContext } from "./rows";
import { at, stableUuid } from "./util";

const TAX_RATE = 0.09;

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
  },
): string {
  const { brand, rows, lang, tx } = d;
  const quoteId = `quo_${brand}_${quote.slug}`;
  const contract = rows.contracts.find((row) => row.id === quote.contractId);
  if (!contract) throw new Error(`the demo writes contract ${quote.contractId} before its quote`);
  const excludingTax = Math.round((contract.price! / (1 + TAX_RATE)) * 100) / 100;
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
    startDate: contract.startDate,
    dateCreation: at(quote.created),
    dateModif: at(quote.modified),
    priceTtc: contract.price,
    priceHt: excludingTax,
    priceTca: Math.round((contract.price! - excludingTax) * 100) / 100,
    priceTcaPercent: TAX_RATE * 100,
    periodicity: contract.periodicity,
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
