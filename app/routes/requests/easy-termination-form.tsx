import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { easyTerminationView } from "./easy-termination.server";

type View = Awaited<ReturnType<typeof easyTerminationView>>;
import { easyTerminationSchema, proofFileTypes, terminationLabels } from "~/utils/forms/termination-schema";
import * as page from "./easy-termination.css";

/** Step 1 of a termination without an account: who, which contract, reason, date, details, proof files. Loaded on demand by the page (decision 0151). */
export function EasyTerminationForm({ reasons, detailsMax, prefill }: Pick<Extract<View, { step: "form" }>, "reasons" | "detailsMax" | "prefill">) {
  const { t } = useTranslation("termination");
  const lastResult = useFormReply("draft");
  const schema = useMemo(() => easyTerminationSchema(t), [t]);
  const parts = useSchemaForm({
    id: "easy-termination",
    schema,
    labels: {
      firstname: t("easy.firstname"),
      lastname: t("easy.lastname"),
      company_name: t("easy.company"),
      email: t("easy.email"),
      contract_number: t("easy.contractNumber"),
      ...terminationLabels(t),
    },
    lastResult,
    defaultValue: prefill,
  });
  const busy = useIntentPending("draft");
  return (
    <Form method="post" encType="multipart/form-data" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="draft" />
      <FormErrors form={parts} />
      <fieldset className={page.card}>
        <legend className={page.legend}>{t("easy.who")}</legend>
        <p className={page.hint}>{t("easy.identityHint")}</p>
        <Field field={parts.field("firstname")} label={t("easy.firstname")} autoComplete="given-name" required={false} />
        <Field field={parts.field("lastname")} label={t("easy.lastname")} autoComplete="family-name" required={false} />
        <Field field={parts.field("company_name")} label={t("easy.company")} autoComplete="organization" />
        <Field field={parts.field("email")} type="email" label={t("easy.email")} hint={t("easy.emailHint")} autoComplete="email" required />
      </fieldset>
      <fieldset className={page.card}>
        <legend className={page.legend}>{t("easy.contract")}</legend>
        <Field field={parts.field("contract_number")} label={t("easy.contractNumber")} hint={t("easy.contractNumberHint")} autoComplete="off" required />
        <SelectField
          field={parts.field("reason")}
          label={t("form.reason")}
          placeholder={t("form.reasonPlaceholder")}
          options={reasons.map((reason) => ({ value: reason.code, label: reason.label }))}
          hint={t("easy.reasonHint")}
          required
        />
        <Field field={parts.field("date")} type="date" label={t("form.date")} hint={t("easy.dateHint")} />
        <TextArea field={parts.field("details")} label={t("form.details")} hint={t("form.detailsHint")} rows={4} maxLength={detailsMax} />
        <FileInput field={parts.field("file")} label={t("form.files")} hint={t("form.filesHint")} accept={proofFileTypes} multiple />
      </fieldset>
      <div>
        <Button type="submit" loading={busy}>
          {t("form.next")}
        </Button>
      </div>
    </Form>
  );
}
