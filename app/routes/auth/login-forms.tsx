import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { emailOnlySchema, loginSchema } from "~/routes/auth/auth-schemas";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";

/** The login page's forms, loaded on demand by the page (decision 0151). */
export function PasswordForm({ manager, redirectTo }: { manager: boolean; redirectTo: string | null }) {
  const { t } = useTranslation("auth");
  const intent = manager ? "manager" : "password";
  const schema = useMemo(() => loginSchema(t), [t]);
  const parts = useSchemaForm({
    id: `${intent}-form`,
    schema,
    labels: { login: t("login.email"), password: manager ? t("login.managerPassword") : t("login.password") },
    lastResult: useFormReply(intent),
  });
  const busy = useIntentPending(intent);
  const login = parts.field("login");
  const password = parts.field("password");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={parts} />
      <Field field={login} label={t("login.email")} type="email" autoComplete="username" required />
      <Field field={password} label={manager ? t("login.managerPassword") : t("login.password")} type="password" autoComplete="current-password" required />
      <Button type="submit" loading={busy}>
        {manager ? t("login.managerSubmit") : t("login.submit")}
      </Button>
    </Form>
  );
}

export function EmailRequestForm({ intent, label, submit }: { intent: "magic-link" | "manager-password"; label: string; submit: string }) {
  const { t } = useTranslation("auth");
  const schema = useMemo(() => emailOnlySchema(t), [t]);
  const parts = useSchemaForm({ id: `${intent}-form`, schema, labels: { login: label }, lastResult: useFormReply(intent) });
  const busy = useIntentPending(intent);
  const login = parts.field("login");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={parts} />
      <Field field={login} label={label} type="email" autoComplete="email" required hint={t("login.emailHint")} />
      <Button type="submit" variant="secondary" loading={busy}>
        {submit}
      </Button>
    </Form>
  );
}
