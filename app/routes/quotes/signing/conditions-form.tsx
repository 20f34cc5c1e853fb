import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { CheckboxGroup } from "~/components/ui/checkbox-group";
import { CheckboxField, FormErrors, formClassName } from "~/components/ui/field";
import { TextArea } from "~/components/ui/text-area";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { conditionsSchema } from "./conditions-schema";
import { Reasons } from "./sign-form";
import * as styles from "../quote/quote.css";

type Props = {
  optins: { code: string; label: string; accepted: boolean }[];
  additionalInformation: string;
  /** Why "continue" is refused now (documents not downloaded), said next to the button. */
  reasons: string[];
};

/**
 * Accept the conditions (SPEC section 5): the box, optional additional
 * information, the brand's opt-ins. A plain post; the server refuses it
 * while a pre-contractual document was not downloaded. A refusal (the box not
 * ticked, a document not downloaded, the broker's) is the error summary at the
 * top with a link to the field, and the field's own message, with or without
 * JavaScript; before a post, why continuing is refused is said next to the button.
 */
export function ConditionsForm({ optins, additionalInformation, reasons }: Props) {
  const { t } = useTranslation("quotes");
  const lastResult = useFormReply("conditions");
  const schema = useMemo(() => conditionsSchema(t), [t]);
  const parts = useSchemaForm({
    id: "conditions",
    schema,
    // The box's own message names it ("accept the conditions"); the options are boxes without a message.
    labels: { accepted: null, additional_information: t("conditions.additional"), optins: null },
    lastResult,
    // What the quote already holds, until a reply brings back what was typed and ticked.
    defaultValue: { additional_information: additionalInformation, optins: optins.filter((optin) => optin.accepted).map((optin) => optin.code) },
  });
  const busy = useIntentPending("conditions");
  // A refused post is answered by the summary at the top, as every form's (decision 0130); before any post, why
  // "continue" is refused now is the plain list tied to the button (decision 0148).
  const refused = parts.errors !== undefined || parts.summary.length > 0;
  const describedBy = refused ? parts.errorId : reasons.length > 0 ? "conditions-reasons" : undefined;
  return (
    <Form method="post" {...parts.props} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="conditions" />
      <FormErrors form={parts} />
      <CheckboxField field={parts.field("accepted")} label={t("conditions.accept")} />
      <TextArea field={parts.field("additional_information")} label={t("conditions.additional")} rows={3} />
      {optins.length > 0 ? (
        <CheckboxGroup field={parts.field("optins")} legend={t("optins.title")} options={optins.map((optin) => ({ value: optin.code, label: optin.label }))} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} aria-describedby={describedBy}>
          {t("conditions.submit")}
        </Button>
      </div>
      {refused ? null : <Reasons reasons={reasons} id="conditions-reasons" />}
    </Form>
  );
}
