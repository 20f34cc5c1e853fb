import { Form } from "@remix-run/react";
import type { z } from "zod";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { terminationSubmitSchema, terminationWithdrawSchema } from "~/utils/forms/termination-schema";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";

type TerminationConfirmFormProps = { id: string; hint: string } & (
  | {
      /** The summary's last step: sends the draft. */
      intent: "submit";
      draft: string;
      idempotencyKey: string;
    }
  | {
      /**
       * Withdrawing a public request the holder did not make (decision 0173): on the contract's tab
       * (`request` names it) and on the page the acknowledgement e-mail links to (its address does).
       */
      intent: "withdraw";
      request?: string;
    }
);

/** What sets the two apart: the schema the action parses too, the button's words and weight. */
const kinds = {
  submit: { schema: terminationSubmitSchema, button: "summary.confirm", variant: "primary" },
  withdraw: { schema: terminationWithdrawSchema, button: "withdrawal.confirm", variant: "secondary" },
} as const;

/**
 * The one-button form of both termination journeys (from a contract and the public easy termination):
 * sending the draft (`intent=submit`) or withdrawing a request (`intent=withdraw`), its hint read with
 * the form and what the broker refused. Through its schema like every form (decision 0077): the action
 * parses the same schema (parseActionForm), and the error summary shows the form's own errors. Loaded
 * on demand by its pages (decision 0151): the server renders it whole, and without JavaScript it is the
 * plain form the HTML holds.
 */
export function TerminationConfirmForm(props: TerminationConfirmFormProps) {
  const { t } = useTranslation("termination");
  const { id, hint, intent } = props;
  const kind = kinds[intent];
  const schema: z.ZodObject = kind.schema();
  const parts = useSchemaForm({ id, schema, labels: { draft: null, request: null }, lastResult: useFormReply(intent) });
  const busy = useIntentPending(intent);
  const hintId = `${id}-hint`;
  return (
    <Form
      method="post"
      {...parts.props}
      aria-describedby={[parts.props["aria-describedby"], hintId].filter(Boolean).join(" ")}
      className={formClassName}
      noValidate
    >
      <FormSecurityFields idempotencyKey={props.intent === "submit" ? props.idempotencyKey : undefined} />
      <input type="hidden" name="intent" value={intent} />
      {props.intent === "submit" ? <input type="hidden" name="draft" value={props.draft} /> : null}
      {props.intent === "withdraw" && props.request ? <input type="hidden" name="request" value={props.request} /> : null}
      <FormErrors form={parts} />
      <p id={hintId}>{hint}</p>
      <div>
        <Button type="submit" variant={kind.variant} loading={busy}>
          {t(kind.button)}
        </Button>
      </div>
    </Form>
  );
}
