import { Form } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { terminationSubmitSchema, terminationWithdrawSchema } from "~/utils/forms/termination-schema";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";

/**
 * The two one-button forms of both termination journeys (from a contract and the public easy
 * termination), each through its schema like every form (decision 0077): the action parses the
 * same schema (parseActionForm), and the error summary shows the form's own errors, what the broker
 * refused. Loaded on demand by their pages (decision 0151): the server renders them whole, and
 * without JavaScript each is the plain form the HTML holds.
 */

/** The form's attributes: conform's (id, its error named when it has one), then the hint the button's action is read with. */
function describedBy(props: { "aria-describedby"?: string }, hintId: string) {
  return [props["aria-describedby"], hintId].filter(Boolean).join(" ");
}

/** The summary's last step: one button that sends the draft (`intent=submit`), its hint and what the broker refused. */
export function ConfirmTerminationForm({ id, draft, idempotencyKey, hint }: { id: string; draft: string; idempotencyKey: string; hint: string }) {
  const { t } = useTranslation("termination");
  const parts = useSchemaForm({ id, schema: terminationSubmitSchema(), labels: { draft: null }, lastResult: useFormReply("submit") });
  const busy = useIntentPending("submit");
  return (
    <Form method="post" {...parts.props} aria-describedby={describedBy(parts.props, `${id}-hint`)} className={formClassName} noValidate>
      <FormSecurityFields idempotencyKey={idempotencyKey} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="draft" value={draft} />
      <FormErrors form={parts} />
      <p id={`${id}-hint`}>{hint}</p>
      <div>
        <Button type="submit" loading={busy}>
          {t("summary.confirm")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Withdrawing a public request the holder did not make (`intent=withdraw`, decision 0173): on the
 * contract's tab (`request` names it) and on the page the acknowledgement e-mail links to (its address does).
 */
export function WithdrawTerminationForm({ id, request, hint }: { id: string; request?: string; hint: string }) {
  const { t } = useTranslation("termination");
  const parts = useSchemaForm({ id, schema: terminationWithdrawSchema(), labels: { request: null }, lastResult: useFormReply("withdraw") });
  const busy = useIntentPending("withdraw");
  return (
    <Form method="post" {...parts.props} aria-describedby={describedBy(parts.props, `${id}-hint`)} className={formClassName} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="withdraw" />
      {request ? <input type="hidden" name="request" value={request} /> : null}
      <FormErrors form={parts} />
      <p id={`${id}-hint`}>{hint}</p>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {t("withdrawal.confirm")}
        </Button>
      </div>
    </Form>
  );
}
