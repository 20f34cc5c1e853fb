/**
 * The file questions of a dynamic form (docs/decisions/0149):
 *
 *   POST clients/{client}/dynamic-forms/{form}/steps/{step}/files/{field}   multipart `file`
 *
 * A file question is kept as a required document of its owner (client or
 * prospect), with neither contract nor quote, so its upload is the required
 * documents' one (`storeRequiredDocumentFile`: exactly one file, its type read
 * from the bytes, 10 MB, PDF active content, the replaced file deleted). Its id
 * is derived from brand, owner, form and field: one row per question, found
 * again without another column. The step's answer is then the file's name
 * (checkStepAnswers), whatever the JSON `data` says.
 */
import * as endpoints from "../../contract/endpoints/dynamic-form-files";
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { messageLanguage } from "../auth/messages";
import type { Database } from "../db/client";
import { requiredDocuments } from "../db/schema";
import type { UploadedFiles } from "../domain/dynamic-form";
import { kycSteps } from "../domain/kyc-form";
import { uploadLimits } from "../files/uploads";
import type { Brand, Owner } from "../http/context";
import { notFound } from "../http/errors";
import { implement } from "../http/registry";
import { ownedBy } from "../scope/ownership";
import { dynamicFormCodes, type DynamicField } from "../../contract/wire/dynamic-forms";
import { storeRequiredDocumentFile } from "./contract/required-documents";
import { uploadBodyLimit } from "./contract/shared";

/** The required document that holds a file question's file, for one owner. */
export function formFileId(brandId: string, owner: Owner, form: string, field: string): string {
  return `req_form_${createHash("sha256").update(`${brandId}:${owner.kind}:${owner.id}:${form}:${field}`).digest("hex").slice(0, 24)}`;
}

/** The files uploaded for some file questions of a form: field name → file name. */
export async function uploadedFiles(db: Database, brand: Brand, owner: Owner, form: string, fields: readonly DynamicField[]): Promise<UploadedFiles> {
  const names = fields.filter((field) => field.kind === "file").map((field) => field.name);
  if (names.length === 0) return {};
  const byId = new Map(names.map((name) => [formFileId(brand.id, owner, form, name), name]));
  const rows = await db
    .select({ id: requiredDocuments.id, fileName: requiredDocuments.fileName, storageKey: requiredDocuments.storageKey })
    .from(requiredDocuments)
    .where(and(inArray(requiredDocuments.id, [...byId.keys()]), ownedBy(requiredDocuments, brand.id, owner)));
  return Object.fromEntries(rows.filter((row) => row.storageKey && row.fileName).map((row) => [byId.get(row.id)!, row.fileName!]));
}

export const uploadDynamicFormFile = implement(endpoints.uploadDynamicFormFile, {
  bodyLimit: uploadBodyLimit(uploadLimits.requiredDocument, "file"),
  handler: async ({ db, deps, brand, owner, params, body, now }) => {
    if (!(dynamicFormCodes as readonly string[]).includes(params.form)) throw notFound();
    const step = kycSteps(brand.country, messageLanguage(brand.country), now).find((each) => each.code === params.step);
    const field = step?.fields.find((each) => each.name === params.field && each.kind === "file");
    if (!field) throw notFound();
    const id = formFileId(brand.id, owner, params.form, field.name);
    const ownerColumns = owner.kind === "client" ? { clientId: owner.id } : { prospectId: owner.id };
    // The question's row, made on its first upload (its title in the brand's language, as the back office reads it).
    await db
      .insert(requiredDocuments)
      .values({ id, brandId: brand.id, ...ownerColumns, title: field.label, status: "missing", createdAt: now })
      .onConflictDoNothing();
    const owned = ownedBy(requiredDocuments, brand.id, owner);
    const [row] = await db
      .select()
      .from(requiredDocuments)
      .where(and(eq(requiredDocuments.id, id), owned));
    if (!row) throw notFound();
    const stored = await storeRequiredDocumentFile({ db, deps, now }, row, owned, body.file);
    return { field: field.name, file_name: stored.fileName ?? field.name, uploaded_at: stored.uploadedAt ?? now };
  },
});

export const dynamicFormFileRoutes = [uploadDynamicFormFile];
