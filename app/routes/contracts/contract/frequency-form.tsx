import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./tab.css";
import { formParts } from "~/components/ui/form-parts";

type Frequency = {
  current: string;
  nextAllowed: { date: string; time: string } | null;
  options: { value: string; label: string }[];
};

/**
 * The debit frequency: the current one, then either the choices with what
 * one debit would take, or when a change is possible again. A plain post.
 */
export function FrequencyForm({ frequency, lastResult }: { frequency: Frequency; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("payments");
  const [form, fields] = useForm<{ intent: string; periodicity: string }>({ id: "frequency", lastResult });
  const busy = useIntentPending("frequency");
  const errors = fields.periodicity.errors ?? [];
  const parts = formParts(form);
  return (
    <section aria-labelledby="debit-frequency" className={styles.section}>
      <h3 id="debit-frequency" className={styles.subheading}>
        {t("frequency.title")}
      </h3>
      <p className={styles.value}>{t("frequency.current", { current: frequency.current })}</p>
      {frequency.nextAllowed ? (
        <>
          {/* A refusal of a form posted from an older page: the broker's reason, then when it becomes possible. */}
          {errors.length > 0 ? (
            <p id={fields.periodicity.errorId} role="alert" className={fieldStyles.error}>
              {errors.join(" ")}
            </p>
          ) : null}
          <p role="status" className={styles.outcome.neutral}>
            {t("frequency.nextAllowed", frequency.nextAllowed)}
          </p>
        </>
      ) : (
        <Form method="post" {...parts.props} className={styles.card} noValidate>
          <FormSecurityFields />
          <input type="hidden" name="intent" value="frequency" />
          <FormErrors errors={parts.errors} id={parts.errorId} />
          <fieldset className={styles.choices} aria-describedby={errors.length > 0 ? `frequency-rule ${fields.periodicity.errorId}` : "frequency-rule"}>
            <legend className={fieldStyles.label}>{t("frequency.choose")}</legend>
            <p id="frequency-rule" className={fieldStyles.hint}>
              {t("frequency.rule")}
            </p>
            {frequency.options.map((option) => (
              <label key={option.value} className={fieldStyles.checkbox}>
                <input
                  type="radio"
                  name={fields.periodicity.name}
                  value={option.value}
                  defaultChecked={fields.periodicity.initialValue === option.value}
                  className={fieldStyles.checkboxInput}
                />
                <span>{option.label}</span>
              </label>
            ))}
            {errors.length > 0 ? (
              <p id={fields.periodicity.errorId} className={fieldStyles.error}>
                {errors.join(" ")}
              </p>
            ) : null}
          </fieldset>
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
