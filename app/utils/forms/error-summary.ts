import type { SchemaWords } from "~/utils/forms/schema-words";

/**
 * What the error summary at the top of a form says (FormErrors): the errors
 * of the whole form when there are some (a broker refusal, bad credentials),
 * otherwise how many fields have a message of their own below, so a visitor
 * who lands at the top of the page after a post without JavaScript knows to
 * look down. Nothing when the form is fine.
 */
export function errorSummary(formErrors: string[] | undefined, fieldErrors: readonly (string[] | undefined)[], t: SchemaWords): string[] | undefined {
  if (formErrors && formErrors.length > 0) return formErrors;
  const count = fieldErrors.filter((errors) => errors && errors.length > 0).length;
  if (count === 0) return undefined;
  const line = t("common:validation.summary", { count });
  countSummaries.add(line);
  return [line];
}

// The count lines errorSummary wrote: FormErrors drops them where it lists the fields themselves (decision 0130).
const countSummaries = new Set<string>();

/** Whether a line of a summary is errorSummary's count of fields (a handful of strings, one per language and count). */
export function isCountSummary(message: string): boolean {
  return countSummaries.has(message);
}
