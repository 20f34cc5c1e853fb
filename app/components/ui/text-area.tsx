import type { ReactNode, TextareaHTMLAttributes } from "react";
import * as styles from "./field.css";
import { FieldFrame, fieldControl, initialText } from "./field-frame";
import type { FieldState } from "./form-parts";

type TextAreaProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form" | "className">;

/**
 * A labelled text of several lines (a message, a comment, circumstances): the kit's frame around a
 * textarea, the attributes getTextareaProps gives, the schema's length limit unless the props say
 * otherwise. Every text area looks the same: a form wanting a taller box gives more `rows`.
 */
export function TextArea({ field, label, hint, required, rows = 5, ...rest }: TextAreaProps) {
  const parts = fieldControl(field, { hint, required });
  return (
    <FieldFrame parts={parts} label={label} hint={hint}>
      <textarea
        {...parts.control}
        rows={rows}
        minLength={field.constraint?.minLength}
        maxLength={field.constraint?.maxLength}
        defaultValue={initialText(field)}
        className={styles.input}
        {...rest}
      />
    </FieldFrame>
  );
}
