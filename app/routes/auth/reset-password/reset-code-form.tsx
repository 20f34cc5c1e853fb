import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import { smsCodeSchema } from "~/utils/forms/contact-fields";
import { CodeField } from "~/components/code-field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";

/** The password reset's SMS code. Loaded on demand by the page (decision 0151). */
export function ResetCodeForm() {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const schema = useMemo(() => smsCodeSchema(t), [t]);
  const parts = useSchemaForm({ id: "reset-code", schema, labels: { code: t("resetPassword.enterCode.label") }, lastResult: useFormReply("reset-code") });
  const code = parts.field("code");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <FormErrors form={parts} />
      <CodeField field={code} label={t("resetPassword.enterCode.label")} hint={t("resetPassword.enterCode.hint")} />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {t("resetPassword.enterCode.submit")}
      </Button>
    </Form>
  );
}
