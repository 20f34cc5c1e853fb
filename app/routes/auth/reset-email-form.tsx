import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useMemo } from "react";
import { emailOnlySchema } from "~/routes/auth/auth-schemas";
import { useFormReply } from "~/utils/forms/form-reply";

/** The e-mail form of the reset steps that send something (a link, a code); its reply is `{ intent: "reset-request", reply }`. */
export function ResetEmailForm({ submitLabel }: { submitLabel: string }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  const parts = useSchemaForm({ id: "reset-request", schema, labels: { login: t("login.email") }, lastResult: useFormReply("reset-request") });
  const login = parts.field("login");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <FormErrors form={parts} />
      <Field field={login} label={t("login.email")} type="email" autoComplete="email" required />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {submitLabel}
      </Button>
    </Form>
  );
}
