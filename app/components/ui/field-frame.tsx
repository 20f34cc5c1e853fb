import type { ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./field.css";

/** The native constraints getZodConstraint reads from a form's schema (conform's `Constraint`). */
export type FieldConstraint = { required?: boolean; minLength?: number; maxLength?: number; pattern?: string };

/** What a Field shows of one field: its name in its form, what it last held, what is wrong with it. */
export type FieldState = {
  formId: string;
  name: string;
  /** The value the server sent back (or the form's default); passwords never come back. */
  initialValue: unknown;
  errors: string[] | undefined;
  /** What the browser enforces natively, from the form's schema (useSchemaForm). */
  constraint?: FieldConstraint;
};

/** conform's ids: `<form>-<name>` for the input, `<id>-error` for its message. */
export const fieldId = (field: FieldState) => `${field.formId}-${field.name}`;
export const fieldErrorId = (field: FieldState) => `${fieldId(field)}-error`;

/**
 * What every control of the form kit carries, from the field's state (conform's metadata read
 * once per form, formParts): conform's ids (`<form>-<name>`, `<id>-error`), the native constraint
 * the schema gives (`required`), and the error then the hint named by aria-describedby, so both
 * are read with the control (WCAG 3.3.1). `required` in the props wins over the schema's.
 */
export function fieldControl(field: FieldState, options: { hint?: ReactNode; required?: boolean; describedBy?: string } = {}) {
  const id = fieldId(field);
  const errorId = fieldErrorId(field);
  const errors = field.errors ?? [];
  const invalid = errors.length > 0;
  const hintId = options.hint ? `${id}-hint` : undefined;
  const required = options.required ?? field.constraint?.required ?? false;
  const describedBy = [invalid ? errorId : null, hintId, options.describedBy].filter(Boolean).join(" ") || undefined;
  return {
    id,
    errorId,
    hintId,
    errors,
    invalid,
    required,
    /** The attributes of the control itself (input, select, textarea). */
    control: {
      id,
      name: field.name,
      form: field.formId,
      required: required || undefined,
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy,
    },
  };
}

/**
 * A field's message below it, named by its control's aria-describedby. `alert`: announced as it appears, for a
 * form a script sends without a page or an error summary to take the focus (a required document's upload).
 */
export function FieldError({ id, errors, alert }: { id: string; errors: readonly string[]; alert?: boolean }) {
  return errors.length > 0 ? (
    <p id={id} role={alert ? "alert" : undefined} className={styles.error}>
      {errors.join(" ")}
    </p>
  ) : null;
}

/**
 * The frame of every labelled control of the kit: label (with the "required" mark when the
 * field is), hint, the control, its message.
 */
export function FieldFrame({
  parts,
  label,
  hint,
  alert,
  children,
}: {
  parts: ReturnType<typeof fieldControl>;
  label: ReactNode;
  hint?: ReactNode;
  /** The message announced as it appears (FieldError). */
  alert?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <div className={styles.field}>
      <label htmlFor={parts.id} className={styles.label}>
        {label}
        {parts.required ? <span className={styles.requiredMark}> {t("form.required")}</span> : null}
      </label>
      {hint ? (
        <p id={parts.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={parts.errorId} errors={parts.errors} alert={alert} />
    </div>
  );
}

/** The value a text control starts with: the server's reply, the form's default, or nothing. */
export const initialText = (field: FieldState): string | undefined => (typeof field.initialValue === "string" ? field.initialValue : undefined);
