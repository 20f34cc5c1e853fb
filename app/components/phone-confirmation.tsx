import type { SubmissionResult } from "@conform-to/react";
import type { CompanyCountry } from "../../contract/wire/company-identity";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, FormStatus, formClassName } from "~/components/ui/field";
import { phoneSchema, smsCodeSchema } from "~/utils/forms/contact-fields";
import { CodeField } from "~/components/code-field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { RouteName } from "~/route-table";
import type { RouteParams } from "~/utils/routing/href";

type Again = { to: RouteName; params?: RouteParams };

/**
 * The two forms of a mobile phone's confirmation by SMS code (the sign-in
 * step `login/confirm-phone`, and the signature of a quote when the account
 * has no mobile): the number, then the code sent to it. `intents` name the
 * page's two forms; `again` is the page that starts over with another number; `country` is the brand's, whose
 * format the broker reads a number without a country code in: the hint and the message give its example and name it.
 */
type Intents = { send: string; confirm: string };

export function PhoneConfirmation({
  intents = { send: "send", confirm: "confirm" },
  again = { to: "login-confirm-phone" },
  country,
}: {
  intents?: Intents;
  again?: Again;
  country: CompanyCountry;
}) {
  const sent = useFormReply(intents.send);
  const confirmReply = useFormReply(intents.confirm);
  // The code form once a code went out (the send form's success), and while its code is refused.
  const phone = confirmReply ? sentTo(confirmReply) : sent?.status === "success" ? sentTo(sent) : null;
  return phone !== null ? (
    <CodeForm phone={phone} lastResult={confirmReply} intent={intents.confirm} again={again} />
  ) : (
    <PhoneForm intent={intents.send} country={country} />
  );
}

/** The number the code was sent to: the sent form's values, then carried by the code form. */
function sentTo(reply: SubmissionResult<string[]> | undefined): string | null {
  const phone = reply?.initialValue?.phone;
  return typeof phone === "string" ? phone.trim() : null;
}

function PhoneForm({ intent, country }: { intent: string; country: CompanyCountry }) {
  const { t } = useTranslation("auth");
  const schema = useMemo(() => phoneSchema(t, country), [t, country]);
  const parts = useSchemaForm({ id: "phone", schema, labels: { phone: t("confirmPhone.phone") }, lastResult: useFormReply(intent) });
  const busy = useIntentPending(intent);
  const phone = parts.field("phone");
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={parts} />
      <Field field={phone} label={t("confirmPhone.phone")} hint={t(`confirmPhone.phoneHint.${country}`)} type="tel" autoComplete="tel" required />
      <Button type="submit" loading={busy}>
        {t("confirmPhone.send")}
      </Button>
    </Form>
  );
}

function CodeForm({ phone, lastResult, intent, again }: { phone: string; lastResult: SubmissionResult<string[]> | undefined; intent: string; again: Again }) {
  const { t } = useTranslation("auth");
  const schema = useMemo(() => smsCodeSchema(t), [t]);
  const parts = useSchemaForm({ id: "phone-code", schema, labels: { code: t("confirmPhone.code") }, lastResult });
  const busy = useIntentPending(intent);
  const code = parts.field("code");
  return (
    <>
      <FormStatus>{t("confirmPhone.sentTo", { phone })}</FormStatus>
      <Form method="post" {...parts.props} className={formClassName} noValidate>
        <FormSecurityFields />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="phone" value={phone} />
        <FormErrors form={parts} />
        <CodeField field={code} label={t("confirmPhone.code")} hint={t("confirmPhone.codeHint")} />
        <Button type="submit" loading={busy}>
          {t("confirmPhone.confirm")}
        </Button>
      </Form>
      <p>
        <RouteLink to={again.to} params={again.params}>
          {t("confirmPhone.changeNumber")}
        </RouteLink>
      </p>
    </>
  );
}
