import type { ReactNode } from "react";
import * as fieldStyles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/routes/contracts/contract/tab.css";

/**
 * The fields both termination forms show (from a contract and the public easy termination): the
 * reason list, the description and the proof files. Each field has its label, hint and error tied
 * with aria-describedby, like `Field`.
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

/** The summary's names of the fields every termination form has (useSchemaForm's labels), as the fields below show them. */
export function terminationLabels(t: (key: string) => string) {
  return {
    reason: t("termination:form.reason"),
    date: t("termination:form.date"),
    details: t("termination:form.details"),
    draft: null,
    file: t("termination:form.files"),
  };
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
