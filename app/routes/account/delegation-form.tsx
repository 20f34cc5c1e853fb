import type { CompanyCountry } from "../../../contract/wire/company-identity";
import { Form } from "@remix-run/react";
import { useMemo, type ReactNode, type RefObject } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, formClassName } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { delegateFunctions } from "../../../contract/codes/delegate-access";
import { delegationFieldNames, delegationSchema, genders, revokeSchema } from "./delegation-schema";
import * as styles from "./profile.css";

type Parts = ReturnType<typeof useSchemaForm>;

/** A choice among a few values (gender, function): radios in a fieldset, its message below. */
function Choice({ parts, name, values, label }: { parts: Parts; name: "gender" | "function"; values: readonly string[]; label: (value: string) => string }) {
  const { t } = useTranslation("delegation");
  const field = parts.field(name);
  return <RadioGroup field={field} legend={t(`fields.${name}`)} options={values.map((value) => ({ value, label: label(value) }))} />;
}

/** Giving a person access: their details and function (SPEC section 3 "Delegation"); the broker e-mails them. */
export function DelegationForm({ idempotencyKey, country }: { idempotencyKey: string; country: CompanyCountry }) {
  const { t } = useTranslation("delegation");
  const schema = useMemo(() => delegationSchema(t, country), [t, country]);
  const reply = useFormReply("create");
  const parts = useSchemaForm({
    id: "delegation",
    schema,
    labels: Object.fromEntries(delegationFieldNames.map((name) => [name, t(`fields.${name}`)])) as Record<(typeof delegationFieldNames)[number], string>,
    lastResult: reply,
  });
  const pending = useIntentPending("create");
  return (
    <Form method="post" {...parts.props} className={styles.form} noValidate>
      <FormSecurityFields idempotencyKey={idempotencyKey} />
      <input type="hidden" name="intent" value="create" />
      <FormErrors form={parts} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("create.title")}</legend>
        <p>{t("create.intro")}</p>
        <Choice parts={parts} name="gender" values={genders} label={(value) => t(`gender.${value}`)} />
        <Field field={parts.field("firstname")} label={t("fields.firstname")} autoComplete="off" required />
        <Field field={parts.field("lastname")} label={t("fields.lastname")} autoComplete="off" required />
        <Field field={parts.field("email")} label={t("fields.email")} type="email" autoComplete="off" required />
        <Field field={parts.field("phone")} label={t("fields.phone")} type="tel" autoComplete="off" hint={t(`hints.phone.${country}`)} required />
        <Choice parts={parts} name="function" values={delegateFunctions} label={(value) => `${t(`function.${value}`)} (${t(`functionScope.${value}`)})`} />
      </fieldset>
      <div className={formClassName}>
        <Button type="submit" loading={pending}>
          {t("create.submit")}
        </Button>
      </div>
    </Form>
  );
}

type RevokeProps = {
  /** The delegation to revoke (none yet on the list page, until the dialog's confirmation). */
  delegation: { id: string; name: string } | null;
  /** The list page's address: its action revokes (the confirmation page's form posts there). */
  action?: string;
  /** The list page's form, sent by the page once its dialog is closed; the confirmation page's shows its buttons. */
  formRef?: RefObject<HTMLFormElement>;
  children?: ReactNode;
};

/**
 * Revoking a delegation (`intent=revoke`), through its schema like every form: on the confirmation page
 * without JavaScript, its buttons below; on the list page, hidden, sent with `requestSubmit` once the
 * dialog that asked is closed (the modal host cancels any navigation while a dialog is open, decision
 * 0122), so the post goes through conform and Remix's Form as a click on a button would.
 */
export function RevokeDelegationForm({ delegation, action, formRef, children }: RevokeProps) {
  const parts = useSchemaForm({ id: "delegation-revoke", schema: revokeSchema(), labels: { id: null, name: null }, lastResult: useFormReply("revoke") });
  return (
    <Form method="post" {...parts.props} action={action ?? parts.props.action} ref={formRef} hidden={!children} className={styles.row} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="id" value={delegation?.id ?? ""} />
      <input type="hidden" name="name" value={delegation?.name ?? ""} />
      <FormErrors form={parts} />
      {children}
    </Form>
  );
}
