import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { StepLine } from "~/components/termination-parts";
import { contractTerminationSchema, proofFileTypes, terminationLabels } from "~/utils/forms/termination-schema";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { terminationTabView } from "./termination.server";

type View = Awaited<ReturnType<typeof terminationTabView>>;
import * as styles from "~/components/tab-panel.css";

/** Step 1 of a termination request from the contract's tab: reason, date, details, proof files. Loaded on demand by the tab (decision 0151). */
export function TerminationForm({ reasons, detailsMax, prefill, kept }: Pick<Extract<View, { step: "form" }>, "reasons" | "detailsMax" | "prefill" | "kept">) {
  const { t } = useTranslation("termination");
  const lastResult = useFormReply("draft");
  const schema = useMemo(() => contractTerminationSchema(t), [t]);
  const parts = useSchemaForm({
    id: "termination",
    schema,
    labels: terminationLabels(t),
    lastResult,
    defaultValue: prefill,
  });
  const busy = useIntentPending("draft");
  return (
    <>
      <p>{t("tab.intro")}</p>
      <StepLine step={1} />
      <Form method="post" encType="multipart/form-data" {...parts.props} className={formClassName} noValidate>
        <FormSecurityFields />
        <input type="hidden" name="intent" value="draft" />
        {prefill.draft ? <input type="hidden" name="draft" value={prefill.draft} /> : null}
        <FormErrors form={parts} />
        <SelectField
          field={parts.field("reason")}
          label={t("form.reason")}
          placeholder={t("form.reasonPlaceholder")}
          options={reasons.map((reason) => ({ value: reason.code, label: reason.label }))}
          required
        />
        <Field
          field={parts.field("date")}
          type="date"
          label={t("form.date")}
          hint={
            <>
              {t("form.dateHint")}
              <span className={styles.itemText}>
                {reasons.map((reason) => (
                  <span key={reason.code}>{t("form.earliest", { reason: reason.label, date: reason.earliest })}</span>
                ))}
              </span>
            </>
          }
        />
        <TextArea field={parts.field("details")} label={t("form.details")} hint={t("form.detailsHint")} rows={4} maxLength={detailsMax} />
        <FileInput
          field={parts.field("file")}
          label={t("form.files")}
          hint={kept.length > 0 ? `${t("form.filesHint")} ${t("form.filesKept", { names: kept.join(", ") })}` : t("form.filesHint")}
          accept={proofFileTypes}
          multiple
        />
        <div>
          <Button type="submit" loading={busy}>
            {t("form.next")}
          </Button>
        </div>
      </Form>
    </>
  );
}
