/**
 * The steps of a quote's journey before and after its signature
 * (docs/decisions/0096, 0097): the conditions accepted with the opt-in
 * choices, the SEPA mandate of the quote, and the state of a signature by the
 * portal's own reference (its return page).
 */
import * as endpoints from "../../contract/endpoints/quote-journey";
import { and, desc, eq } from "drizzle-orm";
import { optinsOf } from "../db/brands";
import { contracts, documents, mandates, quotes, signatures } from "../db/schema";
import { newMandateReference } from "../domain/mandate-reference";
import { validationFailed } from "../http/errors";
import { implement } from "../http/registry";
import { found, ownedBy } from "../scope/ownership";
import { ownedByCustomer } from "../scope/quotes";
import { toMandateBody } from "../views/payments";
import { toQuoteBody } from "../views/quotes";
import { checkBankDetails } from "./contract/mandate";

/** Conditions and a mandate are given for a quote that is ready and not signed: before that there are no terms to accept (docs/decisions/0148). */
const stillOpen = (quote: { isSigned: boolean; step: string }) => {
  if (quote.isSigned) throw validationFailed({ quote: ["quote.already-signed"] }, "The quote is already signed.");
  if (quote.step === "received" || quote.step === "under_review") throw validationFailed({ quote: ["quote.not-ready"] }, "The quote is still being prepared.");
};

export const acceptQuoteConditions = implement(endpoints.acceptQuoteConditions, {
  loads: "quote",
  handler: async ({ db, brand, owner, body, now, quote }) => {
    stillOpen(quote);
    const known = optinsOf(brand.id);
    const choices = body.optins ?? {};
    if (Object.keys(choices).some((code) => !known.includes(code))) throw validationFailed({ optins: ["optin.unknown"] });
    const [saved] = await db
      .update(quotes)
      .set({
        conditionsAcceptedAt: quote.conditionsAcceptedAt ?? now,
        additionalInformation: body.additional_information || null,
        optinChoices: { ...quote.optinChoices, ...choices },
        updatedAt: now,
      })
      .where(and(eq(quotes.id, quote.id), ownedBy(quotes, brand.id, owner)))
      .returning();
    return toQuoteBody(saved, null);
  },
});

export const putQuoteMandate = implement(endpoints.putQuoteMandate, {
  loads: "quote",
  handler: async ({ db, brand, owner, session, body, now, quote }) => {
    stillOpen(quote);
    const details = checkBankDetails(body);
    const ownerColumns = owner.kind === "client" ? { clientId: owner.id } : { prospectId: owner.id };
    const holder = body.holder || [session.account.firstname, session.account.lastname].filter(Boolean).join(" ");
    const row = await db.transaction(async (tx) => {
      await tx
        .update(mandates)
        .set({ status: "revoked", revokedAt: now })
        .where(and(eq(mandates.brandId, brand.id), eq(mandates.quoteId, quote.id), eq(mandates.status, "active")));
      const [created] = await tx
        .insert(mandates)
        .values({
          brandId: brand.id,
          ...ownerColumns,
          quoteId: quote.id,
          type: "sepa",
          iban: details.iban,
          bic: details.bic,
          holder,
          reference: newMandateReference(now),
          legalAcceptedAt: now,
          status: "active",
          createdAt: now,
        })
        .returning();
      await tx
        .update(quotes)
        .set({ currentPaymentMethod: "sepa", updatedAt: now })
        .where(and(eq(quotes.id, quote.id), ownedBy(quotes, brand.id, owner)));
      return created;
    });
    return toMandateBody(row);
  },
});

export const getQuoteMandate = implement(endpoints.getQuoteMandate, {
  loads: "quote",
  handler: async ({ db, brand, quote }) => {
    const [row] = await db
      .select()
      .from(mandates)
      .where(and(eq(mandates.brandId, brand.id), eq(mandates.quoteId, quote.id), eq(mandates.status, "active")))
      .orderBy(desc(mandates.createdAt))
      .limit(1);
    return toMandateBody(found(row));
  },
});

export const getSignatureState = implement(endpoints.getSignatureState, {
  handler: async ({ db, brand, session, owner, params }) => {
    // A quote's signature is reached as its quote is: by a client also when the prospect its person was started it.
    const signature = found(
      await db
        .select()
        .from(signatures)
        .where(and(eq(signatures.portalReference, params.reference), ownedByCustomer(db, signatures, brand.id, session, owner))),
    );
    const common = { reference: params.reference, status: signature.status, signed_at: signature.signedAt };
    if (signature.quoteId) {
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, signature.quoteId), eq(quotes.brandId, brand.id)));
      const q = found(quote);
      return {
        ...common,
        subject: {
          kind: "quote" as const,
          quote_uuid: q.uuid,
          is_bespoke: q.isBespoke,
          step: q.step,
          number: q.number,
          label: q.productName ?? q.label,
          contract_id: q.contractId,
        },
      };
    }
    const contractId = found(signature.contractId);
    const [contract] = await db
      .select({
        id: contracts.id,
        number: contracts.number,
        label: contracts.label,
        status: contracts.status,
        type: contracts.type,
        isSigned: contracts.isSigned,
      })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.brandId, brand.id)));
    const [doc] = await db
      .select({ id: documents.id, label: documents.label })
      .from(documents)
      .where(and(eq(documents.signatureId, signature.id), eq(documents.brandId, brand.id)))
      .limit(1);
    const c = found(contract);
    // The return page names the document signed and where the contract stands now (issue 45 section 2).
    return {
      ...common,
      subject: {
        kind: "contract" as const,
        contract_id: c.id,
        document_id: doc?.id ?? null,
        document_label: doc?.label ?? null,
        contract_number: c.number,
        contract_label: c.label,
        contract_status: c.status,
        contract_type: c.type,
        contract_is_signed: c.isSigned,
      },
    };
  },
});

export const quoteJourneyRoutes = [acceptQuoteConditions, putQuoteMandate, getQuoteMandate, getSignatureState];
