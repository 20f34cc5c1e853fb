import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { profileFieldNames, profileSchema } from "~/routes/account/profile-schema";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { CompanyCountry } from "../../../contract/wire/company-identity";
import * as styles from "./profile.css";

/** What the profile form shows and posts, under `profile.`. */
export type ProfileValues = {
  status: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  activity: string;
  function: string;
  company_name: string;
  company_identifier: string;
  address: string;
  additional_address: string;
  postal_code: string;
  city: string;
};

/** A client's profile: the person, then the company (identifiers by the client's country). Loaded on demand by the page (decision 0151). */
export function ProfileForm({ profile, country, canUpdateSiret }: { profile: ProfileValues; country: CompanyCountry; canUpdateSiret: boolean }) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const schema = useMemo(() => profileSchema(t, country), [t, country]);
  const reply = useFormReply("profile");
  const parts = useSchemaForm({
    id: "profile",
    schema,
    labels: {
      profile: {
        ...Object.fromEntries(profileFieldNames.map((name) => [name, t(`profile.fields.${name}`)])),
        company_identifier: t(`profile.country.${country}.identifier`),
      },
    },
    lastResult: reply,
    defaultValue: { profile },
  });
  return (
    <div className={styles.page}>
      <h1>{t("profile.title")}</h1>
      <p>{t("profile.intro")}</p>
      {reply?.status === "success" ? <FormStatus>{t("profile.saved")}</FormStatus> : null}
      <Form method="post" {...parts.props} className={styles.form} noValidate>
        <FormSecurityFields />
        <FormErrors form={parts} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("profile.person")}</legend>
          <RadioGroup
            field={parts.field("profile.status")}
            legend={t("profile.fields.status")}
            options={(["M", "F"] as const).map((value) => ({ value, label: t(`profile.civility.${value}`) }))}
          />
          <Field field={parts.field("profile.firstname")} label={t("profile.fields.firstname")} autoComplete="given-name" required />
          <Field field={parts.field("profile.lastname")} label={t("profile.fields.lastname")} autoComplete="family-name" required />
          <Field field={parts.field("profile.email")} label={t("profile.fields.email")} type="email" autoComplete="email" required />
          <Field
            field={parts.field("profile.phone")}
            label={t("profile.fields.phone")}
            type="tel"
            autoComplete="tel"
            hint={t(`profile.country.${country}.phoneHint`)}
          />
          <Field field={parts.field("profile.function")} label={t("profile.fields.function")} autoComplete="organization-title" />
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("profile.company")}</legend>
          <Field field={parts.field("profile.company_name")} label={t("profile.fields.company_name")} autoComplete="organization" required />
          <Field
            field={parts.field("profile.company_identifier")}
            label={t(`profile.country.${country}.identifier`)}
            inputMode={country === "FR" || country === "IT" ? "numeric" : undefined}
            hint={canUpdateSiret ? t(`profile.country.${country}.identifierHint`) : t("profile.hints.identifierLocked")}
            readOnly={!canUpdateSiret}
          />
          <Field field={parts.field("profile.activity")} label={t("profile.fields.activity")} />
          <Field field={parts.field("profile.address")} label={t("profile.fields.address")} autoComplete="address-line1" />
          <Field field={parts.field("profile.additional_address")} label={t("profile.fields.additional_address")} autoComplete="address-line2" />
          <div className={styles.row}>
            <Field field={parts.field("profile.postal_code")} label={t("profile.fields.postal_code")} autoComplete="postal-code" />
            <Field field={parts.field("profile.city")} label={t("profile.fields.city")} autoComplete="address-level2" />
          </div>
        </fieldset>
        <div className={formClassName}>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("profile.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
