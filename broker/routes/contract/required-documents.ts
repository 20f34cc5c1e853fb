/**
 * Required documents of a contract (SPEC section 7 "documents-required"):
 * the list with statuses, and the upload of exactly one file per document.
 *
 * A new file replaces the previous one: the row points at the new bytes and
 * the old bytes are deleted from the store once the row is committed
 * (docs/decisions/0024). The SPEC shows no history of required documents,
 * and keeping every replaced file would keep personal documents the client
 * took back.
 */
import * as endpoints from "../../../contract/endpoints/contract/required-documents";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AppDeps } from "../../http/context";
import { requiredDocuments } from "../../db/schema";
import { acceptOne, uploadLimits } from "../../files/uploads";
import { validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
import { found, ownedByClient } from "../../scope/ownership";
import { toRequiredDocumentBody } from "../../views/contracts";
import { ofContract } from "../../scope/contract-rows";
import { loadContract, type Scope } from "../../scope/contract";
import { discardStoredFile, downloadFile, fileStoreFor, uploadBodyLimit, uploadFailure, withStoredFiles } from "./shared";

/** The required document of the path, on its contract of the client (404 otherwise). */
async function requiredDocumentOf(db: Database, scope: Scope, params: { contract: string; requiredDocument: string }) {
  const contract = await loadContract(db, scope, params.contract);
  return found(
    await db
      .select()
      .from(requiredDocuments)
      .where(ofContract(requiredDocuments, scope, contract.id, eq(requiredDocuments.id, params.requiredDocument))),
  );
}

type RequiredDocumentRow = typeof requiredDocuments.$inferSelect;

const alreadyValid = () => validationFailed({ file: ["required-document.already-valid"] });

export const listRequiredDocuments = implement(endpoints.listRequiredDocuments, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await db
      .select()
      .from(requiredDocuments)
      .where(ofContract(requiredDocuments, scope, contract.id))
      .orderBy(asc(requiredDocuments.createdAt), asc(requiredDocuments.id));
    return rows.map(toRequiredDocumentBody);
  },
});

export const uploadRequiredDocument = implement(endpoints.uploadRequiredDocument, {
  bodyLimit: uploadBodyLimit(uploadLimits.requiredDocument, "file"),
  handler: async ({ db, params, body, now, deps, scope }) => {
    const required = await requiredDocumentOf(db, scope, params);
    return toRequiredDocumentBody(await storeRequiredDocumentFile({ db, deps, now }, required, ownedByClient(requiredDocuments, scope), body.file));
  },
});

/**
 * The one upload of a required document's file, for a contract's and a quote's alike:
 * exactly one file checked by its bytes (type, size, PDF active content, `acceptOne`),
 * stored, the row pointed at it under a row lock, the replaced file deleted.
 * `owned` is the row's brand-and-owner condition of the caller's scope.
 */
export async function storeRequiredDocumentFile(
  { db, deps, now }: { db: Database; deps: AppDeps; now: Date },
  required: RequiredDocumentRow,
  owned: SQL,
  upload: unknown,
): Promise<RequiredDocumentRow> {
  // Checked before reading the file (cheap refusal), and again under the row lock below.
  if (required.status === "valid") throw alreadyValid();
  const file = await acceptOne(upload, uploadLimits.requiredDocument, "file").catch(uploadFailure);
  const store = fileStoreFor(deps);
  const { updated, replacedKey } = await withStoredFiles(store, [file], ([stored]) =>
    db.transaction(async (tx) => {
      const thisRow = and(eq(requiredDocuments.id, required.id), owned);
      // The row lock makes two uploads at once replace one another in turn: each sees the key it replaces.
      const [current] = await tx.select({ storageKey: requiredDocuments.storageKey }).from(requiredDocuments).where(thisRow).for("update");
      const [row] = await tx
        .update(requiredDocuments)
        .set({
          status: "uploaded",
          rejectReason: null,
          fileName: file.originalName,
          mime: file.mime,
          storageKey: stored.key,
          uploadedAt: now,
          reviewedAt: null,
        })
        .where(and(thisRow, ne(requiredDocuments.status, "valid")))
        .returning();
      if (!row) throw alreadyValid(); // validated meanwhile: the new bytes are removed by withStoredFiles
      return { updated: row, replacedKey: current?.storageKey ?? null };
    }),
  );
  if (replacedKey && replacedKey !== updated.storageKey) await discardStoredFile(store, replacedKey, deps.log);
  deps.log.info("required_document_uploaded", { required_document: required.id, size: file.size, kind: file.kind, replaced: replacedKey !== null });
  return updated;
}

export const downloadRequiredDocument = implement(endpoints.downloadRequiredDocument, {
  handler: async ({ db, params, deps, scope }) => {
    const required = await requiredDocumentOf(db, scope, params);
    return downloadFile(deps, { key: required.storageKey, name: required.fileName ?? `${required.id}` });
  },
});

export const requiredDocumentRoutes = [listRequiredDocuments, uploadRequiredDocument, downloadRequiredDocument];
