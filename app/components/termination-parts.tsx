import { Form } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";

/**
 * The pieces both termination journeys show after their form (from a contract and the public easy
 * termination): the step line, the summary's list and the confirmation. Their form's fields are in
 * the forms loaded on demand (decision 0151).
 */

export function StepLine({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation("termination");
  return <p className={styles.itemMeta}>{t("tab.step", { step })}</p>;
}

/** The request's own rows of the summary, the same from a contract and from the public form. */
export function useRequestRows(summary: { reason: string; date: string | null; details: string | null; files: string[] }) {
  const { t } = useTranslation("termination");
  return [
    { term: t("summary.reason"), value: summary.reason },
    { term: t("summary.date"), value: summary.date ?? t("summary.dateEarliest") },
    { term: t("summary.details"), value: summary.details ?? t("summary.none") },
    { term: t("summary.files"), value: summary.files.length > 0 ? summary.files.join(", ") : t("summary.none") },
  ];
}

/** The summary's last step: one button that sends the draft (`intent=submit`), its hint and what the broker refused. */
export function ConfirmTerminationForm({ id, draft, idempotencyKey, hint }: { id: string; draft: string; idempotencyKey: string; hint: string }) {
  const { t } = useTranslation("termination");
  const reply = useFormReply("submit");
  const busy = useIntentPending("submit");
  return (
    <Form method="post" className={formClassName} aria-describedby={`${id}-hint`}>
      <FormSecurityFields idempotencyKey={idempotencyKey} />
      <input type="hidden" name="intent" value="submit" />
      <input type="hidden" name="draft" value={draft} />
      <FormErrors errors={reply?.error?.[""] ?? undefined} id={`${id}-error`} />
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
 * contract's tab and on the page the acknowledgement e-mail links to.
 */
export function WithdrawTerminationForm({ id, request, hint }: { id: string; request?: string; hint: string }) {
  const { t } = useTranslation("termination");
  const reply = useFormReply("withdraw");
  const busy = useIntentPending("withdraw");
  return (
    <Form method="post" className={formClassName} aria-describedby={`${id}-hint`}>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="withdraw" />
      {request ? <input type="hidden" name="request" value={request} /> : null}
      <FormErrors errors={reply?.error?.[""] ?? undefined} id={`${id}-error`} />
      <p id={`${id}-hint`}>{hint}</p>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {t("withdrawal.confirm")}
        </Button>
      </div>
    </Form>
  );
}
