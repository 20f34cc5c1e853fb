import { chosenUpload } from "./form-fields";
import type { SchemaWords } from "./schema-words";

/**
 * A browser never fills a file input again, and the portal keeps no file between posts (decision 0111): a form
 * refused for another field comes back without the files that were chosen. Unsaid, the customer fixes the field,
 * sends again and believes the files went with it. These are the words that say so, at the top of the form and at
 * each file field by the names of its files, for every form with files (claims, terminations).
 */

/** A chosen file's name as a message names it: a long one shortened (its start is what a person recognises). */
export function shortName(name: string): string {
  return name.length > 80 ? `${name.slice(0, 79)}…` : name;
}

/** The files chosen in a field of the post, by name (a file the server left out as too large has none it kept). */
export function chosenFileNames(form: FormData, field: string): string[] {
  return form.getAll(field).flatMap((value) => (typeof value !== "string" && value.size > 0 ? [value.name] : []));
}

/**
 * The refused post's messages about its files: one for the form's summary when any field carried a file, and at
 * each field of `again` the names of its files to choose again. A field with its own refusal (a file too large, of
 * a type not taken) leaves it out of `again`: its message already says what to choose.
 */
export function chooseFilesAgain(
  t: SchemaWords,
  form: FormData,
  fields: { sent: readonly string[]; again: readonly string[] },
): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  if (!fields.sent.some((field) => chosenUpload(form, field))) return { formErrors: [], fieldErrors: {} };
  const named = fields.again.flatMap((field) => {
    const names = chosenFileNames(form, field);
    return names.length > 0 ? [[field, [t("common:form.chooseFileAgain", { name: names.map(shortName).join(", ") })]]] : [];
  });
  return { formErrors: [t("common:form.chooseFilesAgain")], fieldErrors: Object.fromEntries(named) };
}

/** What conform's `submission.reply` takes. */
export type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] };

/**
 * A refused post's reply options with its files' words added (chooseFilesAgain), for a form that keeps none of its
 * files when refused: every file field without a message of its own, in `options` or among the errors the
 * submission already has (`own`, conform's `submission.error`), names its files to choose again. The form's own
 * errors stay first in the summary (conform's reply puts these options' in their place).
 */
export function withFilesAgain(
  t: SchemaWords,
  form: FormData,
  fileFields: readonly string[],
  options: ReplyOptions,
  own: Record<string, string[] | null | undefined> | null | undefined = {},
): ReplyOptions {
  const messages = { ...own, ...options.fieldErrors };
  const words = chooseFilesAgain(t, form, { sent: fileFields, again: fileFields.filter((field) => !messages[field]?.length) });
  if (words.formErrors.length === 0) return options;
  return {
    ...options,
    formErrors: [...(options.formErrors ?? own?.[""] ?? []), ...words.formErrors],
    fieldErrors: { ...words.fieldErrors, ...options.fieldErrors },
  };
}
