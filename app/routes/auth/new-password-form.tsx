import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { newPasswordSchema } from "~/routes/auth/auth-schemas";
import { passwordLength, passwordRuleKeys, passwordRuleResults } from "~/routes/auth/password-rules";
import { fieldErrorId } from "~/components/ui/form-parts";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useFormReply } from "~/utils/forms/form-reply";

/**
 * A new password and its confirmation (SPEC section 5). The server decides;
 * with JavaScript the rules tick as the user types and the same messages
 * show before posting.
 */
export function NewPasswordForm({
  id,
  submitLabel,
  children,
}: {
  /** The form's id, also the intent its action answers with (`formReply(id, …)`). */
  id: "create-password" | "new-password";
  submitLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const [password, setPassword] = useState("");
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const parts = useSchemaForm({
    id,
    schema,
    labels: { password: t("password.new"), confirmation: t("password.confirm") },
    lastResult: useFormReply(id),
  });
  const results = passwordRuleResults(password);
  const rulesId = `${id}-rules`;
  const passwordField = parts.field("password");
  const confirmation = parts.field("confirmation");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      {children}
      <FormErrors form={parts} />
      <div>
        <p id={`${rulesId}-title`}>{t("password.rulesTitle")}</p>
        <ul id={rulesId} className={fieldStyles.rules} aria-labelledby={`${rulesId}-title`}>
          {passwordRuleKeys.map((rule) => (
            <li key={rule} className={password && results[rule] ? fieldStyles.ruleMet : fieldStyles.ruleUnmet}>
              {t(`password.rules.${rule}`, passwordLength)}
              {password ? <span className="visually-hidden">{results[rule] ? ` (${t("password.ruleMet")})` : ` (${t("password.ruleUnmet")})`}</span> : null}
              {password ? <span aria-hidden="true">{results[rule] ? " ✓" : " ✗"}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <Field
        field={passwordField}
        label={t("password.new")}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={[rulesId, passwordField.errors ? fieldErrorId(passwordField) : null].filter(Boolean).join(" ")}
        onInput={(event) => setPassword(event.currentTarget.value)}
      />
      <Field field={confirmation} label={t("password.confirm")} type="password" autoComplete="new-password" required />
      <Button type="submit" loading={navigation.state === "submitting"}>
        {submitLabel}
      </Button>
    </Form>
  );
}
