import { useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { isCountSummary } from "~/utils/forms/error-summary";
import { useSummary } from "~/utils/forms/form-summaries";
import { useSummaryFocus } from "~/utils/forms/use-summary-focus";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./field.css";
import { fieldErrorId, fieldId, type FieldState } from "./form-parts";

type InputType = "text" | "email" | "password" | "tel" | "number" | "date";

type FieldProps = {
  field: FieldState;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue">;

/**
 * A labelled input with its hint and its error right below it, tied together
 * with aria-describedby, so the message is read with the field (WCAG 3.3.1).
 * Values come back from the server's reply, so nothing typed is lost
 * without JavaScript; passwords never come back.
 */
export function Field({ field, label, type = "text", hint, ...rest }: FieldProps) {
  const { t } = useTranslation("common");
  // The ids follow conform's own scheme (`<form>-<name>`, `<id>-error`); the attributes are those
  // getInputProps gives a text input, the native constraints those the form's schema gives
  // (getZodConstraint), unless the props say otherwise. The state is plain data, read once per form (formParts).
  const { name, formId, initialValue, constraint } = field;
  const required = rest.required ?? constraint?.required;
  const id = fieldId(field);
  const errorId = fieldErrorId(field);
  const errors = field.errors ?? [];
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = errors.length > 0;
  const inputProps = {
    id,
    name,
    form: formId,
    type,
    required: required || undefined,
    minLength: constraint?.minLength,
    maxLength: constraint?.maxLength,
    pattern: constraint?.pattern,
    defaultValue: typeof initialValue === "string" ? initialValue : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? [errorId, hintId].filter(Boolean).join(" ") : hintId,
  };
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
      <input {...inputProps} className={styles.input} {...rest} />
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

// A field asked as a question ("¿Qué contrato?") is followed by its message without a colon: "Quel contrat ? Choisissez…".
const summaryEntryKey = (label: string) => (/[?？]\s*$/.test(label) ? "form.summaryEntryAfterQuestion" : "form.summaryEntry");

/**
 * The error summary at the top of a form (GOV.UK pattern, decision 0130): a heading, the errors of
 * the whole form (bad credentials, broker refusals), then one link per field in error to that field.
 * With `id={parts.errorId}` of a form built with useSchemaForm, the links come from conform's errors
 * of every field (useSchemaForm records them), so no form lists its fields by hand. With JavaScript,
 * focus moves to the summary after each submission it answers and the title says "Error:"; without
 * it, the form's action carries the summary's fragment and the server prefixes the title.
 */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id?: string }) {
  const { t } = useTranslation("common");
  const entries = useSummary(id);
  // The "n fields need correcting" line (errorSummary) says what the links below now show.
  const messages = entries.length > 0 ? (errors ?? []).filter((message) => !isCountSummary(message)) : (errors ?? []);
  const shown = messages.length > 0 || entries.length > 0;
  const ref = useRef<HTMLDivElement>(null);
  useSummaryFocus(ref, id, shown, t("form.errorTitlePrefix"));
  if (!shown) return null;
  const titleId = id ? `${id}-title` : undefined;
  // Without JavaScript the answer to a refused post opens at this summary: browsers focus (and scroll to) the
  // first `autofocus` element of a page they load, with no script (decision 0130). With JavaScript React leaves
  // the attribute out of what it renders in the browser, and useSummaryFocus moves the focus.
  return (
    <div id={id} ref={ref} role="alert" tabIndex={-1} autoFocus aria-labelledby={titleId} className={styles.formError}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t("form.errorSummaryTitle")}
      </h2>
      {messages.map((message) => (
        <p key={message} className={styles.summaryMessage}>
          {message}
        </p>
      ))}
      {entries.length > 0 ? (
        <ul className={styles.summaryList}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href} className={styles.summaryLink}>
                {entry.label ? t(summaryEntryKey(entry.label), { label: entry.label, message: entry.message }) : entry.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A neutral confirmation after a post (sent link, saved profile). */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.status}>
      {children}
    </p>
  );
}

export const formClassName = styles.form;

/**
 * A box to tick (consent, agreement), its label beside it and its error
 * below, tied with aria-describedby. `describedBy` adds the text the box
 * agrees to (a mandate's wording), read with it.
 */
export function CheckboxField({ field, label, describedBy }: { field: FieldState; label: ReactNode; describedBy?: string }) {
  const id = fieldId(field);
  const errorId = fieldErrorId(field);
  const errors = field.errors ?? [];
  const describedByIds = [describedBy, errors.length > 0 ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          value="on"
          defaultChecked={field.initialValue === "on"}
          required={field.constraint?.required}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedByIds}
          className={styles.checkboxInput}
        />
        <span>{label}</span>
      </label>
      {errors.length > 0 ? (
        <p id={errorId} className={styles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
