import type { ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";

/** The ids and ARIA ties every field shares (as `Field` does): label, hint and error read with the control. */
function useFieldParts(field: FieldState, hint: ReactNode | undefined, required: boolean | undefined) {
  const id = fieldId(field);
  const errors = field.errors ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = errors.length > 0;
  return {
    id,
    errors,
    hintId,
    control: {
      id,
      name: field.name,
      form: field.formId,
      required: (required ?? field.constraint?.required) || undefined,
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? [fieldErrorId(field), hintId].filter(Boolean).join(" ") : hintId,
    },
  };
}

function Frame({ field, label, hint, required, children }: { field: FieldState; label: ReactNode; hint?: ReactNode; required?: boolean; children: ReactNode }) {
  const { t } = useTranslation("common");
  const { id, errors, hintId } = useFieldParts(field, hint, required);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.requiredMark}> {t("form.required")}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {errors.length > 0 ? (
        <p id={fieldErrorId(field)} className={styles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled list to choose one value from (callback day, hour range, data-rights subject). */
export function SelectField(props: {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const { control } = useFieldParts(props.field, props.hint, props.required);
  const initial = typeof props.field.initialValue === "string" ? props.field.initialValue : "";
  return (
    <Frame {...props}>
      <select {...control} defaultValue={initial} className={styles.input}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A labelled text of several lines (the message, the comment). */
export function TextAreaField(props: { field: FieldState; label: ReactNode; hint?: ReactNode; required?: boolean; rows?: number }) {
  const { control } = useFieldParts(props.field, props.hint, props.required);
  const initial = typeof props.field.initialValue === "string" ? props.field.initialValue : undefined;
  return (
    <Frame {...props}>
      <textarea {...control} rows={props.rows ?? 5} maxLength={props.field.constraint?.maxLength} defaultValue={initial} className={styles.input} />
    </Frame>
  );
}
