import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { FieldError } from "~/components/ui/field-frame";
import { useTranslation } from "~/utils/i18n/use-translation";
import { fieldErrorId } from "~/components/ui/form-parts";
import { RadioGroup } from "~/components/ui/radio-group";
import { frequencySchema } from "./frequency-schema";
import * as styles from "~/components/tab-panel.css";
import * as outcomeStyles from "~/components/ui/outcome.css";

type Frequency = {
  current: string;
  nextAllowed: { date: string; time: string } | null;
  options: { value: string; label: string }[];
};

/**
 * The debit frequency: the current one, then either the choices with what
 * one debit would take, or when a change is possible again. A plain post.
 */
export function FrequencyForm({ frequency }: { frequency: Frequency }) {
  const { t } = useTranslation("payments");
  const schema = useMemo(() => frequencySchema(t), [t]);
  const parts = useSchemaForm({ id: "frequency", schema, labels: { periodicity: t("frequency.choose") }, lastResult: useFormReply("frequency") });
  const busy = useIntentPending("frequency");
  const periodicity = parts.field("periodicity");
  return (
    <section aria-labelledby="debit-frequency" className={styles.section}>
      <h3 id="debit-frequency" className={styles.subheading}>
        {t("frequency.title")}
      </h3>
      <p className={styles.value}>{t("frequency.current", { current: frequency.current })}</p>
      {frequency.nextAllowed ? (
        <>
          {/* A refusal of a form posted from an older page: the broker's reason, then when it becomes possible. */}
          <FieldError id={fieldErrorId(periodicity)} errors={periodicity.errors ?? []} alert />
          <p role="status" className={outcomeStyles.outcome.neutral}>
            {t("frequency.nextAllowed", frequency.nextAllowed)}
          </p>
        </>
      ) : (
        <Form method="post" {...parts.props} className={styles.card} noValidate>
          <FormSecurityFields />
          <input type="hidden" name="intent" value="frequency" />
          <FormErrors form={parts} />
          <RadioGroup variant="list" field={periodicity} legend={t("frequency.choose")} hint={t("frequency.rule")} options={frequency.options} />
          <div>
            <Button type="submit" variant="secondary" loading={busy}>
              {t("frequency.submit")}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
