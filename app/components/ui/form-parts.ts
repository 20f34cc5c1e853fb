import type { FormMetadata } from "@conform-to/react";
import { summaryEntries, type SummaryEntry, type SummaryLabels } from "~/utils/forms/summary-entries";

// conform's ids (`<form>-<name>`, `<id>-error`) are the kit's frame's, which every page's first load has.
export { fieldErrorId, fieldId, type FieldConstraint, type FieldState } from "./field-frame";
import type { FieldConstraint, FieldState } from "./field-frame";

/** What a form's error summary shows (FormErrors `form={parts}`): the form's own errors, its fields' errors as links, in the form's order. */
export type FormSummary = { errors: string[] | undefined; errorId: string; summary: SummaryEntry[] };

/** A field's name in its form: a key of the schema, or `group.key` for a group of fields (the profile's). */
export type FieldName<Schema> = {
  [K in keyof Schema & string]: Schema[K] extends Record<string, unknown> | undefined ? K | `${K}.${keyof NonNullable<Schema[K]> & string}` : K;
}[keyof Schema & string];

/** The value at a dotted name, as conform reads it from the form's values. */
function valueAt(values: unknown, name: string): unknown {
  let value = values;
  for (const key of name.split(".")) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * What a form element, its form-level errors and its fields need from conform, in five reads of
 * its metadata. Each read of a form's or a field's metadata builds it anew (a proxy, and a copy
 * of what the form listens to): getFormProps, then `form.errors` and `form.errorId`, read it six
 * or seven times, and each field's `id`, `name`, `errors` and `initialValue` four more. A
 * field's state is read here from the form's errors and values instead, once for all fields.
 * A form of three fields (useForm, these parts, the Fields) rendered to a string in 103 µs
 * through each field's metadata and in 74 µs this way.
 *
 * What the form component listens to stays the same: the fields' metadata subscribed it, not
 * the Field, to their errors and values; reading the form's all errors and values subscribes it
 * to every field's, and the form re-renders on a change to any of them.
 *
 * The form's attributes are getFormProps's: id, onSubmit, and aria-describedby naming the form's
 * error when it has one (conform's id scheme, `<form>-error`). Each form writes noValidate itself.
 */
export function formParts<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  constraints: Record<string, FieldConstraint> = {},
  labels: SummaryLabels = {},
) {
  const { id, allErrors, initialValue: values, onSubmit } = form;
  const errors = allErrors[""] ?? undefined;
  const errorId = `${id}-error`;
  return {
    props: { id, onSubmit, "aria-describedby": errors ? errorId : undefined },
    errors,
    errorId,
    /** Every field's error as a link to the field, for the form's error summary (FormErrors, decision 0130). */
    summary: summaryEntries(id, allErrors, labels),
    field: (name: FieldName<Schema>): FieldState => ({
      formId: id,
      name,
      initialValue: valueAt(values, name),
      errors: allErrors[name] ?? undefined,
      constraint: constraints[name],
    }),
  };
}
