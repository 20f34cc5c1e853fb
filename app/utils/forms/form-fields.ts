/** Names of the hidden fields every form may carry. Isomorphic. */
export const csrfFieldName = "csrf";
export const idempotencyFieldName = "idempotencyKey";

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new key for a form a loader renders. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The key a form posted, when it is one we could have issued; otherwise none. */
export function idempotencyKeyFrom(form: FormData): string | undefined {
  const value = form.get(idempotencyFieldName);
  return typeof value === "string" && keyPattern.test(value) ? value : undefined;
}

/** SPEC section 5: a file of 10 MB at most (the broker checks the bytes). The same in the browser and the server. */
export const maxUploadBytes = 10 * 1024 * 1024;

/**
 * Added by the server (readBody) to a multipart post past the upload limit, once per file input whose
 * file was left out, its value the input's name: the form's page says "too large" next to that field
 * instead of the browser's connection error (issue 45). Never rendered in a form.
 */
export const tooLargeUploadFieldName = "__upload_too_large";

/** Whether a file input sent a file: a chosen one (an empty input still sends a part, without name or bytes), or one the server left out as too large. */
export function chosenUpload(form: FormData, field: string): boolean {
  return form.getAll(field).some((value) => typeof value !== "string" && value.size > 0) || tooLargeUploads(form).includes(field);
}

/** The file inputs whose file the server left out as too large (tooLargeUploadFieldName). */
export function tooLargeUploads(form: FormData): string[] {
  return form.getAll(tooLargeUploadFieldName).filter((value): value is string => typeof value === "string");
}
