import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { CheckboxField, FormErrors, formClassName } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { gdprSchema, rightsSubjects } from "./gdpr-schema";

/** A request to exercise a data right: the right, a comment, the acceptance. Loaded on demand by the page (decision 0151). */
export function GdprForm({ idempotencyKey }: { idempotencyKey: string }) {
  const { t } = useTranslation("rights");
  const navigation = useNavigation();
  const schema = useMemo(() => gdprSchema(t), [t]);
  const parts = useSchemaForm({
    id: "gdpr",
    schema,
    labels: { subject: t("form.subject"), comment: t("form.comment"), acceptance: null },
    lastResult: useFormReply("gdpr"),
  });
  const subjects = rightsSubjects.map((code) => ({ value: code, label: t(`subjects.${code}`) }));
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields idempotencyKey={idempotencyKey} />
      <FormErrors form={parts} />
      <SelectField field={parts.field("subject")} label={t("form.subject")} placeholder={t("form.chooseSubject")} options={subjects} />
      <TextArea field={parts.field("comment")} label={t("form.comment")} hint={t("form.commentHint")} rows={4} />
      <CheckboxField field={parts.field("acceptance")} label={t("form.acceptance")} />
      <div>
        <Button type="submit" loading={navigation.state === "submitting"}>
          {t("form.submit")}
        </Button>
      </div>
    </Form>
  );
}
