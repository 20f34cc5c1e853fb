import { refusalWords } from "~/utils/forms/refusal.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { idempotencyKeyFrom, maxUploadBytes, tooLargeUploads } from "~/utils/forms/form-fields";
import type { Locale } from "~/utils/routing/locale";
import { requestKey } from "~/utils/forms/request-key.server";

/**
 * The broker's Idempotency-Key of an upload: the form's key and the file's
 * own hash. The same file sent again from the same form (a retry after the
 * broker failed to answer, with or without JavaScript) is stored once; another
 * file chosen in the same form is a new upload, not a misuse of the key.
 */
export async function uploadKey(formKey: string | undefined, file: File): Promise<string | undefined> {
  return formKey ? requestKey(formKey, Buffer.from(await file.arrayBuffer())) : undefined;
}

/**
 * The portal's checks of one uploaded file (the required documents' and the
 * claims' proof files): exactly one non-empty file of 10 MB at most, and the
 * broker's Idempotency-Key for it (uploadKey). The bytes' type is the
 * broker's check. Refusals in the page's words (`upload.*` codes; SPEC
 * section 5 "Merci de fournir un fichier" for a missing one).
 */
export async function checkedUploadFile(
  form: FormData,
  locale: Locale,
  field = "file",
): Promise<{ file: File; key: string | undefined } | { errors: string[] }> {
  // An empty file input still sends a part: a file without a name and without bytes.
  const files = form.getAll(field).filter((value): value is File => typeof value !== "string" && value.size > 0);
  const refuse = async (code: string) => ({ errors: [(await getFixedT(locale.lang, "codes"))(code)] });
  // A file past the upload limit, left out by the server (readBody) and named in its stead.
  if (tooLargeUploads(form).includes(field)) return refuse("upload.too-large");
  if (files.length === 0) return refuse("upload.missing");
  if (files.length > 1) return refuse("upload.too-many");
  if (files[0].size > maxUploadBytes) return refuse("upload.too-large");
  return { file: files[0], key: await uploadKey(idempotencyKeyFrom(form), files[0]) };
}

/** A broker refusal of an upload (`upload.*` codes on `file`) in the page's words. */
export async function uploadRefusalWords(error: { errors: Record<string, string[]>; code?: string | null }, locale: Locale): Promise<string[]> {
  return (await refusalWords(error, locale.lang, { fields: [], onForm: true }))[""];
}
