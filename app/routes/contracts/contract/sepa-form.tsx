import { useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, FormErrors, formClassName } from "~/components/ui/field";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "./tab.css";
import { formParts } from "~/components/ui/form-parts";

type Props = {
  /** The creditor named in the mandate's text: the brand the customer knows. */
  creditor: string;
  lastResult?: SubmissionResult<string[]>;
  /** Opened when the page comes back with this form's errors. */
  open: boolean;
};

/**
 * Change to SEPA direct debit: a plain post (no JavaScript needed), the
 * server's messages next to each field, the typed values kept. Inside a
 * `<details>` so the tab stays short until the customer asks for it.
 */
export function SepaForm({ creditor, lastResult, open }: Props) {
  const { t } = useTranslation("payments");
  const [form] = useForm<{ intent: string; holder: string; iban: string; bic: string; legal: string }>({ id: "sepa", lastResult, shouldRevalidate: "onBlur" });
  const busy = useIntentPending("sepa");
  const parts = formParts(form);
  return (
    <details className={styles.disclosure} open={open || undefined}>
      <summary className={styles.summary}>{t("sepa.open")}</summary>
      <Form method="post" {...parts.props} className={formClassName} noValidate>
        <FormSecurityFields />
        <input type="hidden" name="intent" value="sepa" />
        <FormErrors errors={parts.errors} id={parts.errorId} />
        <Field field={parts.field("holder")} label={t("sepa.holder")} autoComplete="name" required />
        <Field
          field={parts.field("iban")}
          label={t("sepa.iban")}
          hint={t("sepa.ibanHint")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          inputMode="text"
          required
        />
        <Field field={parts.field("bic")} label={t("sepa.bic")} hint={t("sepa.bicHint")} autoComplete="off" spellCheck={false} autoCapitalize="characters" />
        <p id="sepa-mandate-text" className={styles.mandateText}>
          {t("sepa.mandateText", { creditor })}
        </p>
        <CheckboxField field={parts.field("legal")} label={t("sepa.consent", { creditor })} describedBy="sepa-mandate-text" />
        <div>
          <Button type="submit" loading={busy}>
            {t("sepa.submit")}
          </Button>
        </div>
      </Form>
    </details>
  );
}
