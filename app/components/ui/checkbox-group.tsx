import * as fieldStyles from "./field.css";
import { fieldControl } from "./field-frame";
import * as styles from "./radio-group.css";
import { ChoiceFieldset, type ChoiceGroupProps } from "./radio-group";

/** The values a reply or a form's default gives back ticked: one posted box comes back as a string, several as a list. */
const tickedValues = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * Several boxes under one name, each posting its value when ticked (a brand's opt-ins): a fieldset whose
 * legend names the group, its hint and its error below tied to the group, as RadioGroup's list variant.
 * The first box carries the field's id, where the error summary's link leads (decision 0130); what was
 * ticked comes back from the server's reply, so nothing is lost without JavaScript.
 */
export function CheckboxGroup({ field, legend, options, hint, required }: ChoiceGroupProps) {
  const parts = fieldControl(field, { hint, required: false });
  const ticked = tickedValues(field.initialValue);
  return (
    <ChoiceFieldset parts={parts} legend={legend} hint={hint} required={required} className={styles.list} legendClassName={fieldStyles.label}>
      {options.map((option, index) => (
        <label key={option.value} className={fieldStyles.checkbox}>
          <input
            type="checkbox"
            className={fieldStyles.checkboxInput}
            id={index === 0 ? parts.id : undefined}
            name={field.name}
            form={field.formId}
            value={option.value}
            defaultChecked={ticked.includes(option.value)}
            aria-invalid={parts.control["aria-invalid"]}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </ChoiceFieldset>
  );
}
