import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormErrors } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { AmendmentFields } from "./amendment-fields";
import { amendmentSchema } from "./amendment-schema";
import * as styles from "./layout.css";

/**
 * Continue approval: the amendment's id and a button, its refusal below it. A module of its own,
 * loaded by the contract's layout only when an amendment is pending: with it, conform and zod
 * (35 KB gzip) were in the first load of every contract tab (decision 0151).
 */
export default function AmendmentForm({ amendmentId }: { amendmentId: string }) {
  const { t } = useTranslation("contract");
  const schema = useMemo(() => amendmentSchema(t), [t]);
  const parts = useSchemaForm({ id: "amendment", schema, labels: { amendment_id: null }, lastResult: useFormReply("amendment") });
  const busy = useIntentPending("amendment");
  return (
    <>
      <Form method="post" {...parts.props} className={styles.noticeForm} noValidate>
        <AmendmentFields amendmentId={amendmentId} busy={busy} />
      </Form>
      <FormErrors errors={parts.errors} id={parts.errorId} />
    </>
  );
}
