import type { ReactNode } from "react";
import * as fieldStyles from "./field.css";
import { fieldErrorId, fieldId, type FieldState } from "./form-parts";
import * as styles from "./radio-group.css";

/**
 * One choice among a few (a title, a frequency): a fieldset whose legend asks the question, each
 * option a bordered tile with its own label, the error below tied to the group. The first radio
 * carries the field's id, where the error summary's link leads (decision 0130).
 */
export function RadioGroup({ field, legend, options }: { field: FieldState; legend: ReactNode; options: ReadonlyArray<{ value: string; label: ReactNode }> }) {
  const errors = field.errors ?? [];
  const invalid = errors.length > 0;
  return (
    <fieldset className={styles.group} aria-describedby={invalid ? fieldErrorId(field) : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              id={index === 0 ? fieldId(field) : undefined}
              name={field.name}
              value={option.value}
              defaultChecked={field.initialValue === option.value}
              required={field.constraint?.required}
              aria-invalid={invalid || undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={fieldErrorId(field)} className={fieldStyles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
