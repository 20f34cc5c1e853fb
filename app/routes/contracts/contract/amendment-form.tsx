import { Form } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";

/**
 * "Approve the amendment" on the amendment's own page (decision 0283): the amendment's id and the button, a refusal
 * in the error summary below it. Its fields are hidden, so there is nothing for the browser to check: the post is
 * plain and the action checks it with amendment-schema.ts. Without conform and zod the page's first load stays
 * under its budget (decisions 0151, 0155: they are 35 KB gzip), as the layout's plain form kept every tab's.
 */
export function AmendmentForm({ amendmentId }: { amendmentId: string }) {
  const { t } = useTranslation("contract");
  const errors = useFormReply("amendment")?.error?.[""] ?? undefined;
  const busy = useIntentPending("amendment");
  return (
    <Form method="post" id="amendment" className={styles.signForm} aria-describedby={errors ? "amendment-error" : undefined} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="amendment" />
      <input type="hidden" name="amendment_id" value={amendmentId} />
      <div>
        <Button type="submit" loading={busy}>
          {t("amendment.approve")}
        </Button>
      </div>
      <FormErrors errors={errors} id="amendment-error" />
    </Form>
  );
}
