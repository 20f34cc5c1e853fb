import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { errorSummary } from "~/utils/forms/error-summary";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { easyTerminationView } from "./easy-termination.server";

type View = Awaited<ReturnType<typeof easyTerminationView>>;
import { DetailsField, ProofFilesField, ReasonSelect, terminationLabels } from "./termination-fields";
import { easyTerminationFields, easyTerminationSchema } from "./termination-schema";
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
    checkInBrowser: true,
    shouldRevalidate: "onInput",
  });
  const busy = useIntentPending("draft");
  const summaryErrors = errorSummary(
    parts.errors,
    easyTerminationFields.map((name) => parts.field(name as "reason").errors),
    t,
  );
  return (
    <Form method="post" encType="multipart/form-data" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="draft" />
      <FormErrors errors={summaryErrors} id={parts.errorId} />
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
        <ReasonSelect field={parts.field("reason")} reasons={reasons} hint={t("easy.reasonHint")} />
        <Field field={parts.field("date")} type="date" label={t("form.date")} hint={t("easy.dateHint")} />
        <DetailsField field={parts.field("details")} maxLength={detailsMax} />
        <ProofFilesField field={parts.field("file" as "reason")} kept={[]} />
      </fieldset>
      <div>
        <Button type="submit" loading={busy}>
          {t("form.next")}
        </Button>
      </div>
    </Form>
  );
}
