import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors, formClassName } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/routes/contracts/contract/tab.css";

/**
 * The pieces both termination forms show (from a contract and the public
 * easy termination): the reason list, the description, the proof files and
 * the summary's list. Each field has its label, hint and error tied with
 * aria-describedby, like `Field`.
 */

function describedBy(field: FieldState, hintId?: string) {
  const invalid = (field.errors?.length ?? 0) > 0;
  return { invalid, ids: [invalid ? fieldErrorId(field) : null, hintId].filter(Boolean).join(" ") || undefined };
}

function FieldError({ field }: { field: FieldState }) {
  return field.errors?.length ? (
    <p id={fieldErrorId(field)} className={fieldStyles.error}>
      {field.errors.join(" ")}
    </p>
  ) : null;
}

function Label({ field, children, required }: { field: FieldState; children: ReactNode; required?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <label htmlFor={fieldId(field)} className={fieldStyles.label}>
      {children}
      {required ? <span className={fieldStyles.requiredMark}> {t("form.required")}</span> : null}
    </label>
  );
}

export function ReasonSelect({ field, reasons, hint }: { field: FieldState; reasons: { code: string; label: string }[]; hint?: ReactNode }) {
  const { t } = useTranslation("termination");
  const hintId = hint ? `${fieldId(field)}-hint` : undefined;
  const { invalid, ids } = describedBy(field, hintId);
  return (
    <div className={fieldStyles.field}>
      <Label field={field} required>
        {t("form.reason")}
      </Label>
      {hint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <select
        id={fieldId(field)}
        name={field.name}
        form={field.formId}
        required
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        aria-invalid={invalid || undefined}
        aria-describedby={ids}
        className={fieldStyles.input}
      >
        <option value="">{t("form.reasonPlaceholder")}</option>
        {reasons.map((reason) => (
          <option key={reason.code} value={reason.code}>
            {reason.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function DetailsField({ field, maxLength }: { field: FieldState; maxLength: number }) {
  const { t } = useTranslation("termination");
  const hintId = `${fieldId(field)}-hint`;
  const { invalid, ids } = describedBy(field, hintId);
  return (
    <div className={fieldStyles.field}>
      <Label field={field}>{t("form.details")}</Label>
      <p id={hintId} className={fieldStyles.hint}>
        {t("form.detailsHint")}
      </p>
      <textarea
        id={fieldId(field)}
        name={field.name}
        form={field.formId}
        rows={4}
        maxLength={maxLength}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : ""}
        aria-invalid={invalid || undefined}
        aria-describedby={ids}
        className={fieldStyles.input}
      />
      <FieldError field={field} />
    </div>
  );
}

/** Up to 5 files, pdf or jpg; a changed draft lists the files it keeps. */
export function ProofFilesField({ field, kept }: { field: FieldState; kept: string[] }) {
  const { t } = useTranslation("termination");
  const hintId = `${fieldId(field)}-hint`;
  const { invalid, ids } = describedBy(field, hintId);
  return (
    <div className={fieldStyles.field}>
      <Label field={field}>{t("form.files")}</Label>
      <p id={hintId} className={fieldStyles.hint}>
        {t("form.filesHint")}
        {kept.length > 0 ? <> {t("form.filesKept", { names: kept.join(", ") })}</> : null}
      </p>
      <input
        id={fieldId(field)}
        type="file"
        name={field.name}
        form={field.formId}
        multiple
        accept=".pdf,.jpg,.jpeg,application/pdf,image/jpeg"
        aria-invalid={invalid || undefined}
        aria-describedby={ids}
        className={styles.fileInput}
      />
      <FieldError field={field} />
    </div>
  );
}

/** The summary step: what was typed, as a definition list. */
export function SummaryList({ rows }: { rows: { term: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.term} className={styles.factRow}>
          <dt className={styles.term}>{row.term}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
