/**
 * A quote waiting for its signature, as the prospect builders that need one write it: "signature needed", priced per
 * `periodicity` (per year unless given; `price` excluding taxes, per that period) with 9% taxes, conditions accepted
 * and its two pre-contractual documents read, so the SEPA mandate and the signature are what is left. `slug` makes its
 * ids (`quo_<brand>_<slug>`) and its documents'.
 */
import { addDocument } from "./documents";
import { label, type ProductType } from "./people";
import type { DemoContext } from "./rows";
import { at, day, stableUuid } from "./util";

export function addQuoteToSign(
  d: DemoContext,
  quote: { prospectId: string; slug: string; type: ProductType; number: number; created: number; price: number; periodicity?: "annual" | "monthly" },
): string {
  const { brand, rows, lang, tx } = d;
  const quoteId = `quo_${brand}_${quote.slug}`;
  const taxes = Math.round(quote.price * 0.09 * 100) / 100;
  rows.quotes.push({
    id: quoteId,
    uuid: stableUuid(`${brand}:quote:${quote.slug}`),
    brandId: brand,
    prospectId: quote.prospectId,
    number: `Q-${brand.toUpperCase()}-${quote.number}`,
    label: label(quote.type, lang),
    productName: label(quote.type, lang),
    description: label(quote.type, lang),
    typeContrat: quote.type,
    step: "sign_needed",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(quote.created),
    dateModif: at(-1),
    priceHt: quote.price,
    priceTca: taxes,
    priceTcaPercent: 9,
    priceTtc: Math.round((quote.price + taxes) * 100) / 100,
    periodicity: quote.periodicity ?? "annual",
    hasSignNeeded: true,
    conditionsAcceptedAt: at(-2),
    createdAt: at(quote.created),
    updatedAt: at(-1),
  });
  const owner = { prospectId: quote.prospectId };
  const read = { createdAt: at(quote.created + 1), downloadedAt: at(-2) };
  addDocument(d, owner, { quoteId }, `${quote.slug}_ipid`, { type: "pre_contractual", label: tx("ipid"), isPreContractual: true, ...read });
  addDocument(d, owner, { quoteId }, `${quote.slug}_cg`, { type: "general_conditions", label: tx("generalConditions"), isPreContractual: true, ...read });
  return quoteId;
}
