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
  return count > 0 ? [t("common:validation.summary", { count })] : undefined;
}
