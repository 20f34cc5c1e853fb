/**
 * What a signed quote leaves behind, as the live signature leaves it (providers/signature-records.ts and
 * quote-conversion.ts), for the demo builders whose person signed one: the quote signed and finalised, on the client
 * it made (or was made for), its documents moved to the new contract, its signature row signed, and the contract:
 * the quote's number with the contract prefix, its product, start, price, period and payment method, signed and
 * waiting for the back office. `slug` is the quote's (`quo_<brand>_<slug>`); the signature is `sig_<brand>_<slug>`.
 * The quote's row and documents must be written first.
 */
import type * as s from "../schema";
import { contractNumberOf } from "../../providers/quote-conversion";
import type { DemoContext, Row } from "./rows";
import { stableUuid } from "./util";

export function addSignedQuoteContract(
  d: DemoContext,
  slug: string,
  signed: {
    clientId: string;
    contractId: string;
    /** When the signature was started, signed, and until when its session would have stayed open. */
    startedAt: Date;
    signedAt: Date;
    expiresAt: Date;
    /** The contract's due date: its renewal, or the end of a cover paid once. */
    due: { date: Row<typeof s.contracts>["dueDate"]; type: string };
  },
): void {
  const { brand, rows } = d;
  const quoteId = `quo_${brand}_${slug}`;
  const quote = rows.quotes.find((row) => row.id === quoteId);
  if (!quote?.typeContrat) throw new Error(`${quoteId}: no quote of a product to sign`);
  const onContract = { clientId: signed.clientId, contractId: signed.contractId };
  Object.assign(quote, { ...onContract, isSigned: true, status: "signed", step: "quote_finalized" });
  for (const doc of rows.documents.filter((row) => row.quoteId === quoteId)) Object.assign(doc, onContract);
  rows.signatures.push({
    id: `sig_${brand}_${slug}`,
    brandId: brand,
    clientId: signed.clientId,
    prospectId: quote.prospectId,
    quoteId,
    // The portal's reference of its return page (decision 0097): the signed state can be shown again at a fixed address.
    portalReference: stableUuid(`${brand}:signature:${slug}`),
    provider: "sandbox",
    status: "signed",
    validationId: 1,
    expirationDate: signed.expiresAt,
    signedAt: signed.signedAt,
    ackedAt: signed.signedAt,
    createdAt: signed.startedAt,
    updatedAt: signed.signedAt,
  });
  rows.contracts.push({
    id: signed.contractId,
    brandId: brand,
    clientId: signed.clientId,
    number: contractNumberOf(quote.number),
    label: quote.productName ?? quote.label,
    type: quote.typeContrat,
    tags: [quote.typeContrat],
    status: "signed",
    isSigned: true,
    startDate: quote.startDate,
    currency: d.country.currency,
    price: quote.priceTtc,
    periodicity: quote.periodicity,
    currentPaymentMethod: quote.currentPaymentMethod,
    dueDate: signed.due.date,
    dueDateType: signed.due.type,
    quoteId,
    createdAt: signed.signedAt,
    updatedAt: signed.signedAt,
  });
}
