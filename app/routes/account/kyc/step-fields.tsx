import type { DynamicField } from "../../../../contract/wire/dynamic-forms";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import type { FieldState } from "~/components/ui/form-parts";
import { RadioGroup } from "~/components/ui/radio-group";
import { TextArea } from "~/components/ui/text-area";
import { useTranslation } from "~/utils/i18n/use-translation";

/**
 * One field of a dynamic form, drawn from the broker's description with the form kit: its label, hint
 * and error below it, tied with aria-describedby (WCAG 3.3.1), "required" where the broker says so.
 * Text, date, number and IBAN are inputs; choices and yes/no are radio buttons in a fieldset; a long
 * text is a text area; a file, a file input.
 */
export function DynamicFieldInput({ field, state, uploaded }: { field: DynamicField; state: FieldState; uploaded?: string }) {
  const { t } = useTranslation("kyc");
  const { label, hint, required } = field;
  switch (field.kind) {
    case "choice":
      return <RadioGroup variant="list" field={state} legend={label} hint={hint} required={required} options={field.options} />;
    case "yes_no":
      return (
        <RadioGroup
          variant="list"
          field={state}
          legend={label}
          hint={hint}
          required={required}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
        />
      );
    case "text":
      if (field.multiline) return <TextArea field={state} label={label} hint={hint} required={required} maxLength={field.max_length} />;
      // A saved social security number is kept when left blank: only its end is shown (docs/decisions/0190).
      return (
        <Field
          field={state}
          label={label}
          hint={uploaded ? [hint, t("numberKept", { number: uploaded })].filter(Boolean).join(" ") : hint}
          required={(required && !uploaded) || undefined}
          spellCheck={field.check ? false : undefined}
          autoComplete={field.check ? "off" : undefined}
        />
      );
    case "date":
      return <Field field={state} label={label} hint={hint} type="date" min={field.min} max={field.max} required={required} />;
    case "number":
      return <Field field={state} label={label} hint={hint} inputMode={field.integer ? "numeric" : "decimal"} required={required} />;
    case "iban":
      return <Field field={state} label={label} hint={hint} autoComplete="off" spellCheck={false} autoCapitalize="characters" required={required} />;
    case "file":
      // The file already sent is named after the hint (docs/decisions/0149); choosing another replaces it, so it is no longer required.
      return (
        <FileInput
          field={state}
          label={label}
          hint={uploaded ? [hint, t("fileSent", { name: uploaded })].filter(Boolean).join(" ") : hint}
          accept={field.accept.join(",")}
          required={(required && !uploaded) || undefined}
        />
      );
  }
}
