import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as fieldStyles from "./field.css";
import { FieldError, fieldControl } from "./field-frame";
import type { FieldState } from "./form-parts";
import * as styles from "./radio-group.css";

/** A group of choices under one name (RadioGroup, CheckboxGroup): the question, its options, a hint, a required mark. */
export type ChoiceGroupProps = {
  field: FieldState;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  /** What to know before choosing (a rule, a questionnaire's note), below the legend and read with the group. */
  hint?: ReactNode;
  /**
   * The question marked "required" after its legend (a questionnaire's, whose broker says which are). Radios are
   * `required` anyway when the schema says so; boxes never (that would ask for every box; the schema says how many).
   */
  required?: boolean;
};

type RadioGroupProps = ChoiceGroupProps & {
  /**
   * `tiles`: a few short choices side by side, each a bordered tile (a title, a frequency).
   * `list`: one choice a line, a plain radio before its words, for long labels (a contract, a claim's nature).
   */
  variant?: "tiles" | "list";
  /** A choice made, before any post (the claim's contract step loads what follows). */
  onChange?: (event: FormEvent<HTMLFieldSetElement>) => void;
};

/**
 * One choice among several: a fieldset whose legend asks the question, its hint and its error below
 * tied to the group. The first radio carries the field's id, where the error summary's link leads
 * (decision 0130); each radio is `required` when the schema says so, as getInputProps gives a radio.
 */
export function RadioGroup({ field, legend, options, hint, required, variant = "tiles", onChange }: RadioGroupProps) {
  const parts = fieldControl(field, { hint, required });
  const radios = options.map((option, index) => (
    <label key={option.value} className={variant === "tiles" ? styles.option : fieldStyles.checkbox}>
      <input
        type="radio"
        className={variant === "tiles" ? styles.input : fieldStyles.checkboxInput}
        id={index === 0 ? parts.id : undefined}
        name={field.name}
        form={field.formId}
        value={option.value}
        defaultChecked={field.initialValue === option.value}
        required={parts.control.required}
        aria-invalid={parts.control["aria-invalid"]}
      />
      <span>{option.label}</span>
    </label>
  ));
  return (
    <ChoiceFieldset
      parts={parts}
      legend={legend}
      hint={hint}
      required={required}
      className={variant === "tiles" ? styles.group : styles.list}
      legendClassName={variant === "tiles" ? styles.legend : fieldStyles.label}
      onChange={onChange}
    >
      {variant === "tiles" ? <div className={styles.options}>{radios}</div> : radios}
    </ChoiceFieldset>
  );
}

type ChoiceFieldsetProps = Pick<ChoiceGroupProps, "legend" | "hint" | "required"> & {
  parts: ReturnType<typeof fieldControl>;
  className: string;
  legendClassName: string;
  onChange?: (event: FormEvent<HTMLFieldSetElement>) => void;
  children: ReactNode;
};

/** A choice group's frame: the fieldset tied to its hint and error, the legend with its required mark, the hint, the controls, the error. */
export function ChoiceFieldset({ parts, legend, hint, required, className, legendClassName, onChange, children }: ChoiceFieldsetProps) {
  const { t } = useTranslation("common");
  return (
    <fieldset className={className} aria-describedby={parts.control["aria-describedby"]} onChange={onChange}>
      <legend className={legendClassName}>
        {legend}
        {required ? <span className={fieldStyles.requiredMark}> {t("form.required")}</span> : null}
      </legend>
      {hint ? (
        <p id={parts.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={parts.errorId} errors={parts.errors} />
    </fieldset>
  );
}
