import type { DynamicForm } from "~/utils/v2/api/dynamic-forms.server";
import { formValues, uploadedOf } from "./step-schema";

/** What the page and its form show of the broker's step: its fields (without the broker's addresses), what is saved so far. */
export function stepView(step: DynamicForm["steps"][number]) {
  return {
    code: step.code,
    title: step.title,
    intro: step.intro,
    // The broker's addresses stay on the server (they name the customer's id).
    fields: step.fields.map((field) => (field.kind === "file" ? { ...field, upload: undefined } : field)),
    values: formValues(step.answers, step.fields),
    uploaded: uploadedOf(step.fields, step.answers),
  };
}
