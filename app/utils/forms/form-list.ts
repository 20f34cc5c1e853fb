import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { FieldState } from "~/components/ui/form-parts";

/** conform's field for a button that changes a form rather than submits it (a list's row added or removed: `form.insert.getButtonProps`). */
export const conformIntentFieldName = "__intent__";

/** The attributes of a submit button posting one of conform's list intents (`getButtonProps`). */
export type ListButtonProps = { name: string; value: string; form: string; formNoValidate: boolean };

/** One row of a form's list: conform's key (stable while rows come and go), and each of its fields as the kit's fields take them. */
export type ListRow = { key: string | undefined; field: (name: string) => FieldState };

/**
 * A list of rows in a form (a claim's third parties), as conform keeps it: its rows, the button that
 * adds one at the end and the button that removes a given one (conform's list intents, docs/decisions/0196).
 * The buttons are plain submit buttons: without JavaScript each posts the form, and the action answers
 * it again with the row added or removed (formListChange); with it, conform does it in the page.
 */
export function formList(form: FormMetadata<Record<string, unknown>, string[]>, name: string) {
  const list = form.getFieldset()[name] as FieldMetadata<Record<string, unknown>[], Record<string, unknown>, string[]>;
  const rows: ListRow[] = list.getFieldList().map((row) => ({
    key: row.key,
    field: (key: string) => {
      const field = row.getFieldset()[key];
      return { formId: field.formId, name: field.name, initialValue: field.initialValue, errors: field.errors };
    },
  }));
  return {
    rows,
    insert: form.insert.getButtonProps({ name }) as ListButtonProps,
    remove: (index: number) => form.remove.getButtonProps({ name, index }) as ListButtonProps,
  };
}

export type FormList = ReturnType<typeof formList>;
