import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { RadioGroup } from "~/components/ui/radio-group";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { prospectContactFieldNames, prospectContactSchema } from "./prospect-contact-schema";
import * as styles from "./profile.css";
import * as own from "./prospect-contact.css";

type Props = { contact: { status: string; firstname: string; lastname: string; email: string }; phone: string | null };

/** A prospect's profile: civility, names and contact e-mail; the mobile phone shown, confirmed by SMS when signing. */
export function ProspectContactForm({ contact, phone }: Props) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const schema = useMemo(() => prospectContactSchema(t), [t]);
  const reply = useFormReply("profile");
  const parts = useSchemaForm({
    id: "profile",
    schema,
    labels: { contact: Object.fromEntries(prospectContactFieldNames.map((name) => [name, t(`profile.fields.${name}`)])) },
    lastResult: reply,
    defaultValue: { contact },
  });
  const status = parts.field("contact.status");
  return (
    <div className={styles.page}>
      <h1>{t("profile.title")}</h1>
      <p>{t("profile.prospect.intro")}</p>
      {reply?.status === "success" ? <FormStatus>{t("profile.prospect.saved")}</FormStatus> : null}
      <Form method="post" {...parts.props} className={styles.form} noValidate>
        <FormSecurityFields />
        <FormErrors form={parts} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("profile.person")}</legend>
          <RadioGroup
            field={status}
            legend={t("profile.fields.status")}
            options={(["M", "F"] as const).map((value) => ({ value, label: t(`profile.civility.${value}`) }))}
          />
          <Field field={parts.field("contact.firstname")} label={t("profile.fields.firstname")} autoComplete="given-name" required />
          <Field field={parts.field("contact.lastname")} label={t("profile.fields.lastname")} autoComplete="family-name" required />
          <Field
            field={parts.field("contact.email")}
            label={t("profile.fields.email")}
            type="email"
            autoComplete="email"
            hint={t("profile.prospect.emailHint")}
            required
          />
          <dl className={own.readOnly}>
            <dt className={fieldStyles.label}>{t("profile.prospect.phone")}</dt>
            <dd>{phone ?? t("profile.prospect.phoneNone")}</dd>
            <dd className={fieldStyles.hint}>{t("profile.prospect.phoneHint")}</dd>
          </dl>
        </fieldset>
        <div className={formClassName}>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("profile.prospect.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
