import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, FormErrors, formClassName } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { useTranslation } from "~/utils/i18n/use-translation";
import { sepaSchema } from "~/utils/forms/sepa-schema";
import * as styles from "~/components/tab-panel.css";

type Props = {
  /**
   * The loader's key for this form (decision 0280): a double post gives one mandate. The page gives the mandate
   * in force as the form's React `key`: a save, and only a save (a refusal keeps what was typed and the focus),
   * starts a fresh form, closed and empty, as the page without JavaScript does.
   */
  idempotencyKey: string;
  /** The creditor named in the mandate's text: the brand the customer knows. */
  creditor: string;
  /** The contract is already paid by SEPA debit: the form gives a new mandate on another account, not a change of method. */
  replacing?: boolean;
  /** Cancel: back to the page, the form closed and nothing saved (a plain link, with or without JavaScript). */
  cancelHref?: string;
};

/**
 * Change to SEPA direct debit: a plain post (no JavaScript needed), the
 * messages next to each field, the typed values kept; with JavaScript the
 * browser checks the same schema first and a field losing focus posts
 * nothing. Inside a `<details>` so the tab stays short until the customer
 * asks for it, opened when the page comes back with this form's reply.
 *
 * A field already checked is checked again as it is typed (or ticked), never
 * as it loses focus: a click on "save" first moves the focus out of the last
 * field, and a check then would remove that field's message above the button
 * between the press and the release of the click, moving the button from under
 * the pointer so that the click never reached it (decision 0086).
 */
export function SepaForm({ idempotencyKey, creditor, replacing = false, cancelHref }: Props) {
  const { t } = useTranslation("payments");
  const lastResult = useFormReply("sepa");
  const schema = useMemo(() => sepaSchema(t), [t]);
  const parts = useSchemaForm({
    id: "sepa",
    schema,
    // The consent's own message names it ("Tick the box to accept the mandate").
    labels: { holder: t("sepa.holder"), iban: t("sepa.iban"), bic: t("sepa.bicName"), legal: null },
    lastResult,
  });
  const busy = useIntentPending("sepa");
  return (
    <details className={styles.disclosure} open={lastResult ? true : undefined}>
      <summary className={styles.summary}>{replacing ? t("sepa.change") : t("sepa.open")}</summary>
      <Form method="post" {...parts.props} className={formClassName} noValidate>
        <FormSecurityFields idempotencyKey={idempotencyKey} />
        <input type="hidden" name="intent" value="sepa" />
        <FormErrors form={parts} />
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
        <Field
          field={parts.field("bic")}
          label={
            // "(facultatif)" as light as the other fields' "(obligatoire)" (issue 31).
            <>
              {t("sepa.bicName")} <span className={fieldStyles.requiredMark}>{t("sepa.optional")}</span>
            </>
          }
          hint={t("sepa.bicHint")}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <p id="sepa-mandate-text" className={styles.mandateText}>
          {t("sepa.mandateText", { creditor })}
        </p>
        <CheckboxField field={parts.field("legal")} label={t("sepa.consent", { creditor })} describedBy="sepa-mandate-text" />
        <div className={styles.formActions}>
          <Button type="submit" loading={busy}>
            {t("sepa.submit")}
          </Button>
          {cancelHref ? (
            <a href={cancelHref} className={styles.inlineLink}>
              {t("sepa.cancel")}
            </a>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
