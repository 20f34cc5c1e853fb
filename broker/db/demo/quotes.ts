/**
 * Quotes: the full client's quote behind its "quote" contract, the quote
 * prospect's quote to sign, and the bespoke prospect's three bespoke quotes
 * (signed and paid once, to sign per month, under review per year), with their
 * documents and signature;
 * the steps prospect's five quotes, one per step (quote-steps.ts); the pair
 * prospect's two quotes to sign (quote-pair.ts); the converted client's three
 * (converted-client.ts).
 * Quote numbers are fixed per case like contract numbers.
 */
import type * as s from "../schema";
import { addQuoteForClient } from "./client-quote";
import { addConvertedClient } from "./converted-client";
import { addDocument } from "./documents";
import { addQuotePair } from "./quote-pair";
import { addSignedQuoteContract } from "./signed-quote";
import { addQuoteNoMobile } from "./quote-no-mobile";
import { addQuoteSteps } from "./quote-steps";
import { label, labelIn, type Labels, type ProductType } from "./people";
import type { DemoContext, Row } from "./rows";
import { at, day, stableUuid } from "./util";

export function addQuotes(d: DemoContext): void {
  addClientQuote(d);
  addProspectQuote(d);
  addBespokeQuotes(d);
  addQuoteSteps(d);
  addQuotePair(d);
  addQuoteNoMobile(d);
  addConvertedClient(d);
}

/** The product of the full client's quote, as its contract is named once signed (as `label` words the others). */
const cyberProduct: Labels = { fr: "Cyber-risques", it: "Rischi informatici", de: "Cyberversicherung", es: "Ciberriesgos" };

/** The client quote behind the full client's "quote" contract. */
function addClientQuote(d: DemoContext): void {
  // At its contract of type quote's terms (contracts.ts): 460.80 a year, 422.75 before taxes, 9% taxes (38.05).
  addQuoteForClient(d, {
    clientId: d.ids.fullClient,
    contractId: d.ids.contract("full_quote"),
    slug: "full_cyber",
    number: 1001,
    product: { name: labelIn(cyberProduct, d.lang), type: "cyber", description: "Cyber" },
    created: -6,
    modified: -1,
  });
}

/** The quote prospect's quote, to sign. */
function addProspectQuote(d: DemoContext): void {
  const { brand, rows, ids, lang, tx } = d;
  const quoteId = `quo_${brand}_prospect_rc`;
  rows.quotes.push({
    id: quoteId,
    uuid: stableUuid(`${brand}:quote:prospect_rc`),
    brandId: brand,
    prospectId: ids.quoteProspect,
    number: `Q-${brand.toUpperCase()}-2001`,
    label: label("rc_pro", lang),
    productName: label("rc_pro", lang),
    description: label("rc_pro", lang),
    typeContrat: "rc_pro",
    idGuarantee: 12,
    step: "quote_ready",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(-12),
    dateModif: at(-2),
    // 590.00 before taxes, 9% taxes (53.10). No price before taxes gives 648.00 at 9%, what it said before (58.00 was 9.8%).
    priceTtc: 643.1,
    priceHt: 590,
    priceTca: 53.1,
    priceTcaPercent: 9,
    periodicity: "annual",
    hasSignNeeded: true,
    createdAt: at(-12),
    updatedAt: at(-2),
  });
  const owner = { prospectId: ids.quoteProspect };
  addDocument(d, owner, { quoteId }, "prospect_rc_ipid", { type: "pre_contractual", label: tx("ipid"), isPreContractual: true });
  addDocument(d, owner, { quoteId }, "prospect_rc_cg", { type: "general_conditions", label: tx("generalConditions"), isPreContractual: true });
  // What the prospect sent the broker for this quote: the uploaded-documents tab shows it with the day it was uploaded.
  addDocument(d, owner, { quoteId }, "prospect_rc_kbis", { type: "upload", label: tx("kbis"), uploaded: true, deleteable: true, createdAt: at(-3) });
}

/** Bespoke quotes `QB-<BRAND>-300<n>`: n is the case's fixed bespoke product number. */
function addBespokeQuotes(d: DemoContext): void {
  const { brand, rows, ids, lang, tx } = d;
  const bespoke = (key: string, n: number, type: ProductType, step: Row<typeof s.quotes>["step"], v: Partial<Row<typeof s.quotes>>) =>
    rows.quotes.push({
      id: `quo_${brand}_bespoke_${key}`,
      uuid: stableUuid(`${brand}:quote:bespoke_${key}`),
      brandId: brand,
      prospectId: ids.bespokeProspect,
      isBespoke: true,
      idBespokeProduct: n,
      number: `QB-${brand.toUpperCase()}-${3000 + n}`,
      label: label(type, lang),
      productName: label(type, lang),
      description: label(type, lang),
      typeContrat: type,
      step,
      status: "pending",
      startDate: day(1, 1),
      dateCreation: at(-30 + n),
      dateModif: at(-5 + n),
      periodicity: "annual",
      createdAt: at(-30 + n),
      updatedAt: at(-5 + n),
      ...v,
    });
  // The construction project's guarantee: one premium for the whole site, paid by card once signed (docs/decisions/0256):
  // 1,100.00, 1,009.17 before taxes and 9% taxes (90.83). Signed, it made the prospect a client and became its contract,
  // its documents and signature with it, as the live signature leaves them (providers/quote-conversion.ts).
  bespoke("signed", 1, "decennale", "quote_finalized", {
    priceHt: 1009.17,
    priceTca: 90.83,
    priceTcaPercent: 9,
    priceTtc: 1100,
    paidAt: at(-6),
    conditionsAcceptedAt: at(-8),
    currentPaymentMethod: "card",
    periodicity: "one_shot",
  });
  // The fleet, paid per month: 110.00 a month before taxes, 9% taxes.
  bespoke("to_sign", 2, "flotte", "sign_needed", {
    hasSignNeeded: true,
    priceHt: 110,
    priceTca: 9.9,
    priceTcaPercent: 9,
    priceTtc: 119.9,
    periodicity: "monthly",
  });
  // 1,300.00 a year: 1,192.66 before taxes and 9% taxes (107.34).
  bespoke("review", 3, "prevoyance", "under_review", { priceHt: 1192.66, priceTca: 107.34, priceTcaPercent: 9, priceTtc: 1300 });
  const owner = { prospectId: ids.bespokeProspect };
  addDocument(d, owner, { quoteId: `quo_${brand}_bespoke_signed` }, "bespoke_signed_contract", {
    type: "contract",
    label: tx("signedProposal"),
    signature: true,
    signatureId: `sig_${brand}_bespoke_signed`,
    state: "signed",
    downloadedAt: at(-8),
  });
  addSignedQuoteContract(d, "bespoke_signed", {
    clientId: ids.bespokeClient,
    contractId: ids.contract("bespoke_decennale"),
    startedAt: at(-8),
    signedAt: at(-7),
    expiresAt: at(7),
    // A ten-year guarantee paid once: it ends, it is not renewed.
    due: { date: day(1, 121), type: "end" },
  });
  addDocument(d, owner, { quoteId: `quo_${brand}_bespoke_to_sign` }, "bespoke_to_sign_ipid", {
    type: "pre_contractual",
    label: tx("info"),
    isPreContractual: true,
  });
  addDocument(d, owner, { quoteId: `quo_${brand}_bespoke_to_sign` }, "bespoke_to_sign_contract", {
    type: "contract",
    label: tx("proposalToSign"),
    signature: true,
    state: "to_sign",
  });
  rows.requiredDocuments.push({
    id: `req_${brand}_bespoke_kbis`,
    brandId: brand,
    prospectId: ids.bespokeProspect,
    quoteId: `quo_${brand}_bespoke_to_sign`,
    title: tx("kbis"),
    status: "missing",
    createdAt: at(-4),
  });
}
