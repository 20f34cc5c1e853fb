import { Form } from "@remix-run/react";
import { useMemo, type ComponentType } from "react";
import { FormErrors } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { AmendmentFieldsProps } from "./amendment-fields";
import { amendmentSchema } from "./amendment-schema";
import * as styles from "~/components/detail-layout.css";

/**
 * Continue approval: the amendment's id and a button, its refusal below it. A module of its own,
 * loaded by the contract's layout only when an amendment is pending: with it, conform and zod
 * (35 KB gzip) were in the first load of every contract tab (decision 0151). Its fields come from the
 * layout, which draws them itself until this module arrives: a module both import would be a chunk of its
 * own or, inside the layout's chunk, make Rollup put a re-exporting file in front of it (0.2 KB on every
 * tab, decision 0155).
 */
export default function AmendmentForm({ amendmentId, Fields }: { amendmentId: string; Fields: ComponentType<AmendmentFieldsProps> }) {
  const { t } = useTranslation("contract");
  const schema = useMemo(() => amendmentSchema(t), [t]);
  const parts = useSchemaForm({ id: "amendment", schema, labels: { amendment_id: null }, lastResult: useFormReply("amendment") });
  const busy = useIntentPending("amendment");
  return (
    <>
      <Form method="post" {...parts.props} className={styles.noticeForm} noValidate>
        <Fields amendmentId={amendmentId} busy={busy} />
      </Form>
      <FormErrors form={parts} />
    </>
  );
}
