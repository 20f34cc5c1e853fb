import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { stepView } from "./step-view";
import { DynamicFieldInput } from "./step-fields";
import { stepSchema } from "./step-schema";
import * as styles from "./kyc.css";

/** One step of the qualification questionnaire, its fields as the broker describes them. Loaded on demand by the page (decision 0151). */
type StepFormProps = {
  step: ReturnType<typeof stepView>;
  /** The questionnaire's language (its messages' words). */
  lang: string;
  /** Where the step posts, the previous step's address, and whether this step is the last. */
  action: string;
  previous: string | null;
  last: boolean;
};

export function StepForm({ step, lang, action, previous, last }: StepFormProps) {
  const { t } = useTranslation("kyc");
  const schema = useMemo(() => stepSchema(step, t, lang), [step, t, lang]);
  const parts = useSchemaForm({
    id: `kyc-${step.code}`,
    schema,
    labels: Object.fromEntries(step.fields.map((field) => [field.name, field.label])),
    lastResult: useFormReply("save"),
    defaultValue: step.values,
  });
  const busy = useIntentPending("save");
  const states = step.fields.map((field) => parts.field(field.name));
  const multipart = step.fields.some((field) => field.kind === "file");
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} {...parts.props} action={action} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="step" value={step.code} />
      <FormErrors form={parts} />
      {step.fields.map((field, position) => (
        <DynamicFieldInput key={field.name} field={field} state={states[position]} uploaded={step.uploaded[field.name]} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {last ? t("finish") : t("save")}
        </Button>
        {previous ? <a href={previous}>{t("back")}</a> : null}
      </div>
    </Form>
  );
}
