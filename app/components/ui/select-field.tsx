import type { ReactNode, SelectHTMLAttributes } from "react";
import * as styles from "./field.css";
import { FieldFrame, fieldControl, initialText } from "./field-frame";
import type { FieldState } from "./form-parts";

type SelectFieldProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The first, empty choice ("Choose a day"): a select does not start on a real value the customer did not pick.
   * Left out only where the first choice is the answer the form expects unless told otherwise (a claim's proof
   * file is the first proof it asks for).
   */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "form" | "children">;

/** A labelled list to choose one value from (a reason, a day, a subject): the kit's frame, the attributes getSelectProps gives. */
export function SelectField({ field, label, hint, placeholder, options, required, ...rest }: SelectFieldProps) {
  const parts = fieldControl(field, { hint, required });
  return (
    <FieldFrame parts={parts} label={label} hint={hint}>
      <select {...parts.control} defaultValue={initialText(field) ?? (placeholder === undefined ? undefined : "")} className={styles.input} {...rest}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
