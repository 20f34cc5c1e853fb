/**
 * A prospect with one quote in each step of SPEC section 4 (received, under
 * review, quote ready, signature needed, finalised), so every step's pages
 * can be seen, and the quotes list (more than one quote) with them
 * (docs/decisions/0148). demo.quote keeps its one quote (quotes.ts) and goes
 * straight to it. Fixed ids `pro_<brand>_steps`, `quo_<brand>_steps_<step>`,
 * numbers `Q-<BRAND>-210<n>` in step order; dates relative to the seeding day.
 */
import type * as s from "../schema";
import { addDocument } from "./documents";
import { addDemoAccount, addDemoProspect } from "./accounts";
import { label, type CountryData, type Person, type ProductType } from "./people";
import type { DemoContext, Row } from "./rows";
import { at, day, stableUuid } from "./util";

type QuoteRow = Row<typeof s.quotes>;
type Step = QuoteRow["step"] & string;

/** The prospect, by country (names of that country, fictitious). */
const stepsPeople: Record<CountryData["lang"], Person> = {
  fr: { title: "F", firstname: "Camille", lastname: "Renard", phone: "+33612345014" },
  it: { title: "F", firstname: "Giorgia", lastname: "Fontana", phone: "+393471234014" },
  de: { title: "F", firstname: "Miriam", lastname: "Hartmann", phone: "+491511234014" },
  es: { title: "F", firstname: "Irene", lastname: "Castillo", phone: "+34612345014" },
  en: { title: "F", firstname: "Camille", lastname: "Renard", phone: "+33612345014" },
};

/** The five quotes in step order: product, age in days, and what that step has already happened. */
const cases: { step: Step; type: ProductType; created: number; updated: number }[] = [
  { step: "received", type: "multirisque", created: -1, updated: -1 },
  { step: "under_review", type: "auto", created: -9, updated: -3 },
  { step: "quote_ready", type: "locaux", created: -15, updated: -2 },
  { step: "sign_needed", type: "sante", created: -21, updated: -1 },
  { step: "quote_finalized", type: "flotte", created: -60, updated: -20 },
];

export const quoteStepIds = (brand: string) => ({
  prospect: `pro_${brand}_steps`,
  quote: (step: Step) => `quo_${brand}_steps_${step}`,
  signature: `sig_${brand}_steps_quote_finalized`,
});

/** Prices: none before the quote is ready (the broker is still pricing it). */
function pricesOf(step: Step, n: number): Partial<QuoteRow> {
  if (step === "received" || step === "under_review") return {};
  const ht = 800 + n * 150;
  const taxes = Math.round(ht * 0.09 * 100) / 100;
  return { priceHt: ht, priceTca: taxes, priceTcaPercent: 9, priceTtc: ht + taxes, periodicity: "annual" };
}

export function addQuoteSteps(d: DemoContext): void {
  const { brand, rows, lang, tx } = d;
  const own = quoteStepIds(brand);
  const person = stepsPeople[lang];
  const accountId = addDemoAccount(d, "quotes", person, { created: at(-90) });
  addDemoProspect(d, { id: own.prospect, accountId, key: "quotes", created: at(-90), product: ["multirisque", "building"] });
  const owner = { prospectId: own.prospect };
  cases.forEach(({ step, type, created, updated }, n) => {
    const quoteId = own.quote(step);
    const signed = step === "quote_finalized";
    // From "signature needed" on, the documents were read and the conditions accepted: only the signature was left.
    const prepared = step === "sign_needed" || signed;
    rows.quotes.push({
      id: quoteId,
      uuid: stableUuid(`${brand}:quote:steps_${step}`),
      brandId: brand,
      prospectId: own.prospect,
      number: `Q-${brand.toUpperCase()}-${2101 + n}`,
      label: label(type, lang),
      productName: label(type, lang),
      description: label(type, lang),
      typeContrat: type,
      step,
      status: signed ? "signed" : "pending",
      startDate: day(1, 1),
      dateCreation: at(created),
      dateModif: at(updated),
      ...pricesOf(step, n),
      hasSignNeeded: step === "sign_needed",
      isSigned: signed,
      conditionsAcceptedAt: prepared ? at(updated - 1) : null,
      createdAt: at(created),
      updatedAt: at(updated),
    });
    if (step === "received" || step === "under_review") return;
    const read = { createdAt: at(created + 1), ...(prepared ? { downloadedAt: at(updated - 1) } : {}) };
    addDocument(d, owner, { quoteId }, `steps_${step}_ipid`, { type: "pre_contractual", label: tx("ipid"), isPreContractual: true, ...read });
    addDocument(d, owner, { quoteId }, `steps_${step}_cg`, { type: "general_conditions", label: tx("generalConditions"), isPreContractual: true, ...read });
    if (signed) {
      rows.signatures.push({
        id: own.signature,
        brandId: brand,
        prospectId: own.prospect,
        quoteId,
        provider: "sandbox",
        status: "signed",
        validationId: 1,
        expirationDate: at(updated + 7),
        signedAt: at(updated),
        ackedAt: at(updated),
        createdAt: at(updated - 1),
        updatedAt: at(updated),
      });
      addDocument(d, owner, { quoteId }, `steps_${step}_signed`, {
        type: "contract",
        label: tx("signedProposal"),
        signature: true,
        signatureId: own.signature,
        state: "signed",
        createdAt: at(updated - 1),
        downloadedAt: at(updated - 1),
      });
    }
  });
}
