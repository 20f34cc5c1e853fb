import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { callbackHourOptions } from "./callback-hours";
import { contactSchema } from "./contact-schema";

/** The callback request: who (signed out), the number, the reason, the slot and a message. Loaded on demand by the page (decision 0151). */
type ContactFormProps = {
  signedIn: boolean;
  /** The days the broker offers, and the same in words. */
  days: readonly string[];
  dayOptions: { value: string; label: string }[];
  /** What the session knows already (name, e-mail, phone). */
  defaults: { name: string; email: string; phone: string };
  idempotencyKey: string;
  /** Signed out: the trap's fields (remix-utils' honeypot, decision 0213). */
  honeypot: HoneypotInputProps | null;
};

export function ContactForm({ signedIn, days, dayOptions, defaults, idempotencyKey, honeypot }: ContactFormProps) {
  const { t } = useTranslation("contact");
  const navigation = useNavigation();
  const schema = useMemo(() => contactSchema(t, { days, signedIn }), [t, days, signedIn]);
  const parts = useSchemaForm({
    id: "contact",
    schema,
    labels: {
      name: t("form.name"),
      company_id: t("form.companyId"),
      email: t("form.email"),
      phone: t("form.phone"),
      reason: t("form.reason"),
      day: t("form.day"),
      hour: t("form.hour"),
      message: t("form.message"),
    },
    lastResult: useFormReply("contact"),
    defaultValue: defaults,
  });
  const field = (name: string) => parts.field(name as never);
  const hourOptions = callbackHourOptions(t);
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields idempotencyKey={idempotencyKey} />
      <FormErrors form={parts} />
      {signedIn ? null : (
        <>
          <Field field={field("name")} label={t("form.name")} autoComplete="name" />
          <Field field={field("company_id")} label={t("form.companyId")} hint={t("form.optional")} autoComplete="off" />
          <Field field={field("email")} label={t("form.email")} type="email" autoComplete="email" />
          {/* Robots fill every field; people never see these (display:none, aria-hidden, out of the tab order). */}
          <HoneypotProvider {...(honeypot ?? {})}>
            <HoneypotInputs label={t("form.honeypot")} />
          </HoneypotProvider>
        </>
      )}
      <Field field={field("phone")} label={t("form.phone")} type="tel" autoComplete="tel" />
      <Field field={field("reason")} label={t("form.reason")} />
      <SelectField field={field("day")} label={t("form.day")} hint={t("form.dayHint")} placeholder={t("form.chooseDay")} options={dayOptions} />
      <SelectField field={field("hour")} label={t("form.hour")} placeholder={t("form.chooseHour")} options={hourOptions} />
      <TextArea field={field("message")} label={t("form.message")} />
      <div>
        <Button type="submit" loading={navigation.state === "submitting"}>
          {t("form.submit")}
        </Button>
      </div>
    </Form>
  );
}
