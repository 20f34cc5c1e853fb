/**
 * Required documents of a quote (issue 28: bespoke quotes carry them): the list with
 * statuses, the upload of exactly one file per document, and the file back. The upload
 * is the contract's (`storeRequiredDocumentFile`: same byte checks, limits, replacement).
 * Signing a bespoke quote is refused with `required-document-missing` while one is
 * still to send (`missingRequiredDocuments` in quote-missing-documents.ts); once it is
 * signed, an upload is refused with `quote.already-signed` (decision 0269).
 */
import * as endpoints from "../../contract/endpoints/quote-required-documents";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { requiredDocuments } from "../db/schema";
import { uploadLimits } from "../files/uploads";
import type { Owner } from "../http/context";
import { validationFailed } from "../http/errors";
import { implement } from "../http/registry";
import { found, ownedBy } from "../scope/ownership";
import { toRequiredDocumentBody } from "../views/contracts";
import { storeRequiredDocumentFile } from "./contract/required-documents";
import { downloadFile, uploadBodyLimit } from "./contract/shared";

function ofQuote(brandId: string, owner: Owner, quoteId: string) {
  return and(eq(requiredDocuments.quoteId, quoteId), ownedBy(requiredDocuments, brandId, owner))!;
}

async function requiredDocumentOf(db: Database, brandId: string, owner: Owner, quote: { id: string }, requiredId: string) {
  return found(
    await db
      .select()
      .from(requiredDocuments)
      .where(and(ofQuote(brandId, owner, quote.id), eq(requiredDocuments.id, requiredId))),
  );
}

export const listQuoteRequiredDocuments = implement(endpoints.listQuoteRequiredDocuments, {
  loads: "quote",
  handler: async ({ db, brand, owner, quote }) => {
    const rows = await db
      .select()
      .from(requiredDocuments)
      .where(ofQuote(brand.id, owner, quote.id))
      .orderBy(asc(requiredDocuments.createdAt), asc(requiredDocuments.id));
    return rows.map(toRequiredDocumentBody);
  },
});

export const uploadQuoteRequiredDocument = implement(endpoints.uploadQuoteRequiredDocument, {
  bodyLimit: uploadBodyLimit(uploadLimits.requiredDocument, "file"),
  loads: "quote",
  handler: async ({ db, deps, brand, owner, params, body, now, quote }) => {
    const required = await requiredDocumentOf(db, brand.id, owner, quote, params.requiredDocument);
    // A signed quote's documents are the contract's record now: kept as they were signed (docs/decisions/0269).
    if (quote.isSigned) throw validationFailed({ file: ["quote.already-signed"] }, "The quote is already signed.");
    const owned = ownedBy(requiredDocuments, brand.id, owner);
    return toRequiredDocumentBody(await storeRequiredDocumentFile({ db, deps, now }, required, owned, body.file));
  },
});

export const downloadQuoteRequiredDocument = implement(endpoints.downloadQuoteRequiredDocument, {
  loads: "quote",
  handler: async ({ db, deps, brand, owner, params, quote }) => {
    const required = await requiredDocumentOf(db, brand.id, owner, quote, params.requiredDocument);
    return downloadFile(deps, { key: required.storageKey, name: required.fileName ?? required.id });
  },
});

export const quoteRequiredDocumentRoutes = [listQuoteRequiredDocuments, uploadQuoteRequiredDocument, downloadQuoteRequiredDocument];
