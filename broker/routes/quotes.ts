/**
 * Quotes (SPEC section 7 "Quotes"). `customer` auth: the current client or
 * prospect. The registry loads the `{quote}` (its id or uuid) among the quotes
 * the caller reaches and hands its holder as `owner` (scope/quotes.ts); every
 * other row is looked up with `ownedBy(table, brand, owner)`.
 */
import * as endpoints from "../../contract/endpoints/quotes";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { documents, quotes, signatures } from "../db/schema";
import { parisDay } from "../domain/calendar";
import type { Language } from "../../contract/codes/language";
import { renderQuoteDocumentPdf } from "../files/pdf";
import { zipDocuments } from "../files/zip";
import type { Brand, CurrentSession, Owner } from "../http/context";
import { requiredDocumentMissing, validationFailed } from "../http/errors";
import { optinsOf } from "../db/brands";
import { type Route, implement } from "../http/registry";
import { found, ownedBy } from "../scope/ownership";
import { ownedByCustomer } from "../scope/quotes";
import { missingRequiredDocuments } from "./quote-missing-documents";
import { signatureProviderFor } from "../providers/sandbox";
import { signerOf, startSignature } from "../providers/signature-records";
import { toQuoteBody, toQuoteDocumentBody, toSignatureBody, type QuoteDocumentRow, type QuoteRow } from "../views/quotes";
import { downloadFile, fileBytes, fileResponse, languageFor } from "./contract/shared";

async function quoteDocuments(db: Database, brandId: string, owner: Owner, quoteId: string): Promise<QuoteDocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.quoteId, quoteId), ownedBy(documents, brandId, owner), eq(documents.visible, true)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

async function detailedQuote(db: Database, brandId: string, owner: Owner, quote: QuoteRow) {
  const [signature] = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.quoteId, quote.id), ownedBy(signatures, brandId, owner)))
    .orderBy(desc(signatures.createdAt))
    .limit(1);
  if (!signature) return toQuoteBody(quote, null);
  const docs = (await quoteDocuments(db, brandId, owner, quote.id)).filter((d) => d.signatureId === signature.id);
  return toQuoteBody(
    quote,
    toSignatureBody(
      signature,
      docs.map((d) => toQuoteDocumentBody(d, owner.id)),
    ),
  );
}

function signerName(session: CurrentSession): string {
  return [session.account.firstname, session.account.lastname].filter(Boolean).join(" ");
}

/** The document as downloaded (fileBytes): the stored file, else a PDF generated from the quote in `lang` (`?lang=`, else the brand's). */
function documentFile(brand: Brand, session: CurrentSession, owner: Owner, quote: QuoteRow, doc: QuoteDocumentRow, now: Date, lang?: Language) {
  return {
    key: doc.storageKey,
    name: doc.name,
    draw: doc.mime === "application/pdf" ? () => drawDocument(brand, session, owner, quote, doc, now, lang) : undefined,
  };
}

async function drawDocument(brand: Brand, session: CurrentSession, owner: Owner, quote: QuoteRow, doc: QuoteDocumentRow, now: Date, lang?: Language) {
  const client = owner.kind === "client" ? owner.client : null;
  const bytes = await renderQuoteDocumentPdf({
    brandName: brand.name,
    lang: languageFor(brand, lang),
    generatedAt: now,
    client: { name: signerName(session) || (client?.name ?? ""), company: client?.name ?? null },
    quote: {
      number: quote.number,
      label: quote.productName ?? quote.label,
      createdOn: parisDay(quote.dateCreation ?? quote.createdAt),
      startDate: quote.startDate,
      periodicity: quote.periodicity,
      currency: "EUR",
      priceExclTax: quote.priceHt,
      taxes: quote.priceTca ?? quote.priceTva,
      fees: quote.priceFee,
      priceInclTax: quote.priceTtc ?? 0,
      description: `${doc.label}${quote.description ? ` — ${quote.description}` : ""}`,
    },
  });
  return { bytes, mime: "application/pdf" };
}

/**
 * Records that the customer received these documents (the signing gate, SPEC section 5). Only an
 * answer that carries the bytes counts: a HEAD request (Hono answers it with the GET handler, body
 * dropped) delivers nothing, so it records nothing (issue 41 point 5).
 */
async function markDownloaded(db: Database, brandId: string, owner: Owner, ids: string[], now: Date, method: string) {
  if (method !== "GET") return;
  for (const id of ids) {
    await db
      .update(documents)
      .set({ downloadedAt: now })
      .where(and(eq(documents.id, id), ownedBy(documents, brandId, owner), isNull(documents.downloadedAt)));
  }
}

const summary = (q: QuoteRow) => toQuoteBody(q, null);

export const listQuotes = implement(endpoints.listQuotes, {
  handler: async ({ db, brand, session, owner }) => {
    const rows = await db
      .select()
      .from(quotes)
      .where(and(ownedByCustomer(db, quotes, brand.id, session, owner), isNull(quotes.deletedAt)))
      .orderBy(desc(quotes.createdAt), desc(quotes.id));
    return { quotes: rows.filter((q) => !q.isBespoke).map(summary), bespoke_quotes: rows.filter((q) => q.isBespoke).map(summary) };
  },
});

export const getQuote = implement(endpoints.getQuote, {
  loads: "quote",
  handler: async ({ db, brand, owner, quote }) => {
    return detailedQuote(db, brand.id, owner, quote);
  },
});

export const listQuoteDocuments = implement(endpoints.listQuoteDocuments, {
  loads: "quote",
  handler: async ({ c, db, deps, brand, owner, session, query, now, quote }) => {
    const rows = await quoteDocuments(db, brand.id, owner, quote.id);
    if (query.output === "download-zip") {
      // All the broker's documents for the customer to read; what the customer uploaded is theirs already.
      const toRead = rows.filter((doc) => !doc.uploaded);
      const files = [];
      for (const doc of toRead) {
        const { bytes } = await fileBytes(deps, documentFile(brand, session, owner, quote, doc, now, query.lang));
        files.push({ name: doc.name, bytes });
      }
      const zip = zipDocuments(files, { modifiedAt: now });
      await markDownloaded(
        db,
        brand.id,
        owner,
        toRead.map((d) => d.id),
        now,
        c.req.method,
      );
      return fileResponse(zip, "application/zip", `${quote.number}.zip`);
    }
    return { id: quote.id, uuid: quote.uuid, documents: rows.map((d) => toQuoteDocumentBody(d, owner.id)) };
  },
});

export const downloadQuoteDocument = implement(endpoints.downloadQuoteDocument, {
  loads: "quote",
  handler: async ({ c, db, deps, brand, owner, session, params, query, now, quote }) => {
    const doc = found(
      await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, params.document), eq(documents.quoteId, quote.id), ownedBy(documents, brand.id, owner), eq(documents.visible, true))),
    );
    const answer = await downloadFile(deps, documentFile(brand, session, owner, quote, doc, now, query.lang));
    await markDownloaded(db, brand.id, owner, [doc.id], now, c.req.method);
    return answer;
  },
});

export const getQuoteOptins = implement(endpoints.getQuoteOptins, {
  loads: "quote",
  handler: async ({ brand, quote }) => {
    return { id: quote.id, optins: optinsOf(brand.id).map((code) => ({ code, accepted: quote.optinChoices[code] ?? null })) };
  },
});

export const signQuote = implement(endpoints.signQuote, {
  loads: "quote",
  handler: async ({ db, deps, brand, owner, session, query, body, now, quote }) => {
    if (quote.isSigned) throw validationFailed({ quote: ["quote.already-signed"] }, "The quote is already signed.");
    if (quote.step === "received" || quote.step === "under_review")
      throw validationFailed({ quote: ["quote.not-ready"] }, "The quote is still being prepared.");
    const signer = signerOf(session);
    const docs = await quoteDocuments(db, brand.id, owner, quote.id);
    if (docs.some((d) => d.isPreContractual && !d.downloadedAt)) {
      throw validationFailed({ documents: ["quote.documents-not-downloaded"] }, "Every pre-contractual document must be downloaded before signing.");
    }
    // SPEC section 8 "required-document-missing": a bespoke quote is signed once its required documents are sent.
    if ((await missingRequiredDocuments(db, quote.id)).length > 0) {
      throw requiredDocumentMissing({ documents_required: ["required-document-missing"] });
    }
    if (!quote.conditionsAcceptedAt)
      throw validationFailed({ conditions: ["quote.conditions-not-accepted"] }, "The conditions must be accepted before signing.");
    // The signing page lists what is signed: the documents marked for signature, else the broker's documents to read;
    // never what the customer uploaded (their own files are not theirs to sign, issue 45 section 2).
    const toSign = docs.filter((d) => d.signature && d.state !== "signed");
    const signed = toSign.length > 0 ? toSign : docs.filter((d) => !d.uploaded);

    const started = await startSignature(db, signatureProviderFor(deps), {
      brand,
      owner,
      subject: { quoteId: quote.id },
      // A quote with no document still gets a session: the signer signs the quote itself.
      documents: signed.length
        ? signed.map((d) => ({ id: d.id, name: d.label }))
        : [{ id: quote.id, name: `${quote.productName ?? quote.label} ${quote.number}` }],
      documentIds: signed.map((d) => d.id),
      signer,
      redirects: body,
      // The signing page and its SMS in the language of the page the signature was asked from, as for contracts.
      lang: languageFor(brand, query.lang),
      now,
    });
    const docBodies = signed.map((d) => toQuoteDocumentBody({ ...d, signatureId: started.signature.id }, owner.id));
    return { url: started.url, signature: toSignatureBody(started.signature, docBodies) };
  },
});

export const quoteRoutes: readonly Route[] = [listQuotes, getQuote, listQuoteDocuments, downloadQuoteDocument, getQuoteOptins, signQuote];
