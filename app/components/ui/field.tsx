import { useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { useSummaryFocus } from "~/utils/forms/use-summary-focus";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./field.css";
import { FieldError, FieldFrame, fieldControl, initialText } from "./field-frame";
import type { FieldState, FormSummary } from "./form-parts";

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
export function Field({ field, label, type = "text", hint, required, ...rest }: FieldProps) {
  // The attributes are those getInputProps gives a text input, the native constraints those the form's
  // schema gives (getZodConstraint), unless the props say otherwise. The state is plain data, read once per form (formParts).
  const parts = fieldControl(field, { hint, required });
  const { constraint } = field;
  return (
    <FieldFrame parts={parts} label={label} hint={hint}>
      <input
        {...parts.control}
        type={type}
        minLength={constraint?.minLength}
        maxLength={constraint?.maxLength}
        pattern={constraint?.pattern}
        defaultValue={initialText(field)}
        className={styles.input}
        {...rest}
      />
    </FieldFrame>
  );
}

// A field asked as a question ("¿Qué contrato?") is followed by its message without a colon: "Quel contrat ? Choisissez…".
const summaryEntryKey = (label: string) => (/[?？]\s*$/.test(label) ? "form.summaryEntryAfterQuestion" : "form.summaryEntry");

/** A form's errors as its summary shows them: a form built with useSchemaForm (its `parts`), or messages that belong to no form's fields. */
type FormErrorsProps = { form: FormSummary } | { errors: string[] | undefined; id?: string };

/**
 * The error summary at the top of a form (GOV.UK pattern, decision 0130): a heading, the errors of
 * the whole form (bad credentials, broker refusals), then one link per field in error to that field,
 * in the form's order. Given `form={parts}` of a form built with useSchemaForm, all of it comes from
 * the form's own errors (conform's `allErrors`), so no form lists its fields by hand. With JavaScript,
 * focus moves to the summary after each submission it answers and the title says "Error:"; without
 * it, the summary's autofocus lands the page there and the server prefixes the title.
 */
export function FormErrors(props: FormErrorsProps) {
  const { t } = useTranslation("common");
  const id = "form" in props ? props.form.errorId : props.id;
  const entries = "form" in props ? props.form.summary : [];
  const messages = ("form" in props ? props.form.errors : props.errors) ?? [];
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
  const parts = fieldControl(field, { describedBy });
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input type="checkbox" {...parts.control} form={undefined} value="on" defaultChecked={field.initialValue === "on"} className={styles.checkboxInput} />
        <span>{label}</span>
      </label>
      <FieldError id={parts.errorId} errors={parts.errors} />
    </div>
  );
}
