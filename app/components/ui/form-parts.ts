import type { FormMetadata } from "@conform-to/react";

/**
 * What a form element and its form-level errors need from conform, in three reads of its
 * metadata. Each read builds the metadata anew (a proxy and a copy of what the form listens to:
 * see Field); getFormProps, then `form.errors` and `form.errorId`, read it six or seven times.
 * The attributes are getFormProps's: id, onSubmit, and aria-describedby naming the form's error
 * when it has one (conform's id scheme, `<form>-error`). Each form writes noValidate itself.
 */
export function formParts<Schema extends Record<string, unknown>>(form: FormMetadata<Schema, string[]>) {
  const id = form.id;
  const errors = form.errors;
  const errorId = `${id}-error`;
  return { props: { id, onSubmit: form.onSubmit, "aria-describedby": errors ? errorId : undefined }, errors, errorId };
}
