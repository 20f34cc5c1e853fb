import type { InputHTMLAttributes, ReactNode } from "react";
import * as styles from "./field.css";
import { FieldFrame, fieldControl } from "./field-frame";
import type { FieldState } from "./form-parts";

/** What a document's file picker offers (a proof, a required document): PDF, JPEG, PNG; the server checks the bytes anyway (upload checks). */
export const documentTypes = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

type FileInputProps = {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  /** What the browser's file picker offers (`.pdf,application/pdf`); the server checks the bytes anyway. */
  accept: string;
  /** The message announced as it appears: the form is sent by a script, with no page or error summary to take the focus. */
  alertError?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type" | "defaultValue" | "value" | "form">;

/**
 * A labelled file input (proof files, a document to send). A browser never gives a chosen file
 * back, so nothing is restored from the reply: the hint says what to choose again.
 */
export function FileInput({ field, label, hint, accept, required, alertError, ...rest }: FileInputProps) {
  const parts = fieldControl(field, { hint, required });
  return (
    <FieldFrame parts={parts} label={label} hint={hint} alert={alertError}>
      <input {...parts.control} type="file" accept={accept} className={styles.fileInput} {...rest} />
    </FieldFrame>
  );
}
