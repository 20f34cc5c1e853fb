import type { DynamicField } from "../../../../contract/wire/dynamic-forms";
import { Field } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./kyc.css";

/**
 * One field of a dynamic form, drawn from the broker's description: its
 * label, hint and error below it, tied with aria-describedby (WCAG 3.3.1).
 * Text, date, number and IBAN are inputs; choices and yes/no are radio
 * buttons in a fieldset; a long text is a text area; a file, a file input.
 */
export function DynamicFieldInput({ field, state, uploaded }: { field: DynamicField; state: FieldState; uploaded?: string }) {
  const { t } = useTranslation("kyc");
  const hint = field.hint;
  switch (field.kind) {
    case "choice":
      return <Choice field={field} state={state} options={field.options} />;
    case "yes_no":
      return (
        <Choice
          field={field}
          state={state}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          inline
        />
      );
    case "text":
      if (field.multiline) return <TextArea field={field} state={state} />;
      // A saved social security number is kept when left blank: only its end is shown (docs/decisions/0190).
      return (
        <Field
          field={state}
          label={field.label}
          hint={uploaded ? [hint, t("numberKept", { number: uploaded })].filter(Boolean).join(" ") : hint}
          required={(field.required && !uploaded) || undefined}
          spellCheck={field.check ? false : undefined}
          autoComplete={field.check ? "off" : undefined}
        />
      );
    case "date":
      return <Field field={state} label={field.label} hint={hint} type="date" min={field.min} max={field.max} required={field.required} />;
    case "number":
      return <Field field={state} label={field.label} hint={hint} inputMode={field.integer ? "numeric" : "decimal"} required={field.required} />;
    case "iban":
      return (
        <Field field={state} label={field.label} hint={hint} autoComplete="off" spellCheck={false} autoCapitalize="characters" required={field.required} />
      );
    case "file":
      return <FileInput field={field} state={state} uploaded={uploaded} />;
  }
}

function Label({ field, id }: { field: DynamicField; id: string }) {
  const { t } = useTranslation("common");
  return (
    <label htmlFor={id} className={fieldStyles.label}>
      {field.label}
      {field.required ? <span className={fieldStyles.requiredMark}> {t("form.required")}</span> : null}
    </label>
  );
}

function described(state: FieldState, hintId: string | undefined) {
  const invalid = (state.errors ?? []).length > 0;
  return { invalid, describedBy: [invalid ? fieldErrorId(state) : null, hintId].filter(Boolean).join(" ") || undefined };
}

function Message({ state }: { state: FieldState }) {
  const errors = state.errors ?? [];
  return errors.length > 0 ? (
    <p id={fieldErrorId(state)} className={fieldStyles.error}>
      {errors.join(" ")}
    </p>
  ) : null;
}

function Hint({ text, id }: { text: string | undefined; id: string }) {
  return text ? (
    <p id={id} className={fieldStyles.hint}>
      {text}
    </p>
  ) : null;
}

function Choice({ field, state, options, inline }: { field: DynamicField; state: FieldState; options: { value: string; label: string }[]; inline?: boolean }) {
  const { t } = useTranslation("common");
  const id = fieldId(state);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const { invalid, describedBy } = described(state, hintId);
  return (
    <fieldset id={id} className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {field.label}
        {field.required ? <span className={fieldStyles.requiredMark}> {t("form.required")}</span> : null}
      </legend>
      <Hint text={field.hint} id={`${id}-hint`} />
      <div className={inline ? styles.actions : styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name={state.name}
              form={state.formId}
              value={option.value}
              defaultChecked={state.initialValue === option.value}
              required={field.required || undefined}
              aria-invalid={invalid || undefined}
              className={styles.radioInput}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Message state={state} />
    </fieldset>
  );
}

function TextArea({ field, state }: { field: Extract<DynamicField, { kind: "text" }>; state: FieldState }) {
  const id = fieldId(state);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const { invalid, describedBy } = described(state, hintId);
  return (
    <div className={fieldStyles.field}>
      <Label field={field} id={id} />
      <Hint text={field.hint} id={`${id}-hint`} />
      <textarea
        id={id}
        name={state.name}
        form={state.formId}
        maxLength={field.max_length}
        required={field.required || undefined}
        defaultValue={typeof state.initialValue === "string" ? state.initialValue : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${fieldStyles.input} ${styles.textarea}`}
      />
      <Message state={state} />
    </div>
  );
}

/** A file question: the file already sent named below its hint (docs/decisions/0149); choosing another replaces it. */
function FileInput({ field, state, uploaded }: { field: Extract<DynamicField, { kind: "file" }>; state: FieldState; uploaded?: string }) {
  const { t } = useTranslation("kyc");
  const id = fieldId(state);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const sentId = uploaded ? `${id}-sent` : undefined;
  const { invalid, describedBy } = described(state, [hintId, sentId].filter(Boolean).join(" ") || undefined);
  return (
    <div className={fieldStyles.field}>
      <Label field={field} id={id} />
      <Hint text={field.hint} id={`${id}-hint`} />
      {uploaded ? (
        <p id={sentId} className={fieldStyles.hint}>
          {t("fileSent", { name: uploaded })}
        </p>
      ) : null}
      <input
        type="file"
        id={id}
        name={state.name}
        form={state.formId}
        accept={field.accept.join(",")}
        required={(field.required && !uploaded) || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <Message state={state} />
    </div>
  );
}
