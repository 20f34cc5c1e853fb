import { Form, useActionData } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";
import { errorSummary } from "~/utils/forms/error-summary";
import { isFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { declareLists, listChange, listRows, maxListRows, type DeclareList } from "./declare-lists";
import { detailsStepSchema, whatFields } from "./declare-schema";
import * as styles from "./claims.css";

type Requirement = { code: string; label: string; required: boolean };
type DetailsProps = {
  token: string;
  contractLabel: string;
  occurredWords: string;
  answers: Record<(typeof whatFields)[number], string>;
  requirements: Requirement[];
};

/** One row of a list on the page: `from` is its index in the server's last reply (its values and errors), null for a row added here. */
type Row = { key: string; from: number | null; initial: Record<string, unknown> };

const rowsOf = (list: DeclareList, value: unknown): Row[] => {
  const rows = listRows(value);
  return (rows.length > 0 ? rows : [{}]).map((initial, index) => ({ key: `${list}-${index}`, from: index, initial }));
};

/**
 * Step 3 of a declaration (decision 0111): circumstances, damages, the third
 * parties, the statements and one file field per document the contract asks
 * for. Third parties and statements are lists: without JavaScript, "add
 * another" and "remove" are submit buttons with their own intent, and the
 * step comes back with everything typed (decision 0145); with it, the page
 * adds and removes the rows itself. A hidden first submit button makes Enter
 * in a field declare, not add or remove a row.
 */
export function DetailsStep({ token, contractLabel, occurredWords, answers, requirements }: DetailsProps) {
  const { t } = useTranslation("claims");
  const third = answers.third === "yes";
  const schema = useMemo(() => detailsStepSchema(t, third), [t, third]);
  const posted = useActionData<unknown>();
  const reply = isFormReply(posted) && (posted.intent === "declare" || listChange(posted.intent)) ? posted.reply : undefined;
  const changed = isFormReply(posted) ? listChange(posted.intent) : null;
  const parts = useSchemaForm({
    id: "claim-details",
    schema,
    labels: {
      circumstances: t("field.circumstances"),
      damages: t("field.damages"),
      third_parties: {
        name: t("declare.thirdPartyName"),
        insurer: t("declare.thirdPartyInsurer"),
        registration_number: t("declare.thirdPartyRegistration"),
        phone: t("declare.thirdPartyPhone"),
      },
      statements: { text: t("declare.statement"), author: t("declare.statementAuthor") },
    },
    lastResult: reply,
  });
  const [circumstances, damages] = (["circumstances", "damages"] as const).map((name) => parts.field(name));
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  const replyErrors = (reply?.error ?? {}) as Record<string, string[] | null>;
  const claimId = values.claim_id;
  const editHref = `?${new URLSearchParams({ ...answers, edit: "1" })}`;
  const fileErrors = requirements.map((r) => replyErrors[`proof_${r.code}`] ?? undefined);
  const listErrors = Object.entries(replyErrors)
    .filter(([name]) => /^(third_parties|statements)\[/.test(name))
    .map(([, errors]) => errors ?? undefined);
  /** A row's field: named by its place now, its value and errors from the reply it came with. */
  const rowField = (list: DeclareList, row: Row, index: number, key: string): FieldState => {
    const name = `${list}[${index}].${key}`;
    if (row.from === null) return { formId: parts.props.id, name, initialValue: undefined, errors: undefined };
    return { ...parts.field(`${list}[${row.from}].${key}` as never), name, initialValue: row.initial[key] };
  };
  return (
    <Form method="post" encType="multipart/form-data" {...parts.props} className={styles.uploadForm} noValidate>
      <button type="submit" name="intent" value="declare" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t("declare.submit")}
      </button>
      <FormSecurityFields idempotencyKey={typeof values.idempotencyKey === "string" ? values.idempotencyKey : token} />
      {whatFields.map((name) => (
        <input key={name} type="hidden" name={name} value={answers[name]} />
      ))}
      {typeof claimId === "string" ? <input type="hidden" name="claim_id" value={claimId} /> : null}
      <h2 className={styles.subtitle}>{t("declare.detailsStep")}</h2>
      <FormErrors errors={errorSummary(parts.errors, [circumstances.errors, damages.errors, ...listErrors, ...fileErrors], t)} id={parts.errorId} />
      <dl className={styles.facts}>
        <dt>{t("field.contract")}</dt>
        <dd>{contractLabel}</dd>
        <dt>{t("field.nature")}</dt>
        <dd>{t(`codes:claim.nature.${answers.nature}`)}</dd>
        <dt>{t("field.occurred")}</dt>
        <dd>{occurredWords || answers.occurred}</dd>
      </dl>
      <p>
        <a href={editHref}>{t("declare.change")}</a>
      </p>
      <TextArea field={circumstances} label={t("field.circumstances")} required />
      <TextArea field={damages} label={t("field.damages")} />
      {third ? (
        <RowList list="third_parties" legend={t("field.thirdParties")} value={values.third_parties} reply={reply} focus={changed?.list === "third_parties"}>
          {(row, index, autoFocus) => (
            <>
              <Field
                field={rowField("third_parties", row, index, "name")}
                label={t("declare.thirdPartyName")}
                required={index === 0}
                maxLength={200}
                autoFocus={autoFocus}
              />
              <Field field={rowField("third_parties", row, index, "insurer")} label={t("declare.thirdPartyInsurer")} maxLength={200} />
              <Field field={rowField("third_parties", row, index, "registration_number")} label={t("declare.thirdPartyRegistration")} maxLength={20} />
              <Field field={rowField("third_parties", row, index, "phone")} type="tel" label={t("declare.thirdPartyPhone")} maxLength={30} />
            </>
          )}
        </RowList>
      ) : null}
      <RowList list="statements" legend={t("field.statements")} value={values.statements} reply={reply} focus={changed?.list === "statements"}>
        {(row, index, autoFocus) => (
          <>
            <TextArea field={rowField("statements", row, index, "text")} label={t("declare.statement")} autoFocus={autoFocus} />
            <Field field={rowField("statements", row, index, "author")} label={t("declare.statementAuthor")} maxLength={200} />
          </>
        )}
      </RowList>
      <fieldset className={`${styles.fieldset} ${styles.declareGroup}`}>
        <legend className={styles.groupLegend}>{t("declare.documents")}</legend>
        <p className={styles.muted}>{t("declare.documentsHint")}</p>
        <p className={styles.muted}>{t("declare.files")}</p>
        {requirements.map((requirement, index) => {
          // conform's id scheme (`<form>-<name>`), so the error summary's link lands on the field.
          const id = `${parts.props.id}-proof_${requirement.code}`;
          const errors = fileErrors[index] ?? [];
          return (
            <div key={requirement.code} className={fieldStyles.field}>
              <label htmlFor={id} className={fieldStyles.label}>
                {requirement.label}
                {requirement.required ? ` (${t("detail.neededToSettle")})` : null}
              </label>
              <input
                id={id}
                type="file"
                name={`proof_${requirement.code}`}
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                className={styles.fileInput}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
              />
              {errors.length > 0 ? (
                <p id={`${id}-error`} className={fieldStyles.error}>
                  {errors.join(" ")}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <div className={styles.row}>
        <a href={editHref} className={styles.secondaryLink}>
          {t("declare.back")}
        </a>
        <Button type="submit" name="intent" value="declare">
          {t("declare.submit")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The rows of one list, each a group with its number, "remove" while more
 * than one is left, and "add another" below while fewer than the broker
 * takes. `focus`: the list the last post changed (no JavaScript), whose last
 * row takes the focus, as a row added or removed here does.
 */
function RowList({
  list,
  legend,
  value,
  reply,
  focus,
  children,
}: {
  list: DeclareList;
  legend: string;
  value: unknown;
  reply: unknown;
  focus: boolean;
  children: (row: Row, index: number, autoFocus: boolean) => ReactNode;
}) {
  const { t } = useTranslation("claims");
  const [rows, setRows] = useState(() => rowsOf(list, value));
  const added = useRef(0);
  const group = useRef<HTMLFieldSetElement>(null);
  const focusLast = useRef(false);
  // A new reply (a post answered with JavaScript) brings the rows as the server saw them.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the reply, not its parts, is what changed
  useEffect(() => setRows(rowsOf(list, value)), [reply]);
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    group.current?.querySelector<HTMLElement>(":scope > fieldset:last-of-type :is(input, textarea)")?.focus();
  }, [rows]);
  const change = (next: Row[]) => {
    focusLast.current = true;
    setRows(next);
  };
  const short = declareLists[list];
  return (
    <fieldset className={`${styles.fieldset} ${styles.declareGroup}`} ref={group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.listRow}>
          <legend className={styles.listRowTitle}>{t(`declare.${short}N`, { n: index + 1 })}</legend>
          {children(row, index, focus && index === rows.length - 1)}
          {rows.length > 1 ? (
            <div>
              <Button
                type="submit"
                variant="secondary"
                name="intent"
                value={`remove-${short}-${index}`}
                onClick={(event) => {
                  event.preventDefault();
                  change(rows.filter((each) => each !== row));
                }}
              >
                {t(`declare.remove-${short}`, { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {rows.length < maxListRows ? (
        <div>
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value={`add-${short}`}
            onClick={(event) => {
              event.preventDefault();
              added.current += 1;
              change([...rows, { key: `${list}-new-${added.current}`, from: null, initial: {} }]);
            }}
          >
            {t(`declare.add-${short}`)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function TextArea({ field, label, required, autoFocus }: { field: FieldState; label: string; required?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation("common");
  const id = fieldId(field);
  const errors = field.errors ?? [];
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? <span className={fieldStyles.requiredMark}> {t("form.required")}</span> : null}
      </label>
      <textarea
        id={id}
        name={field.name}
        form={field.formId}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : undefined}
        required={required}
        maxLength={5000}
        autoFocus={autoFocus}
        className={styles.textarea}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? fieldErrorId(field) : undefined}
      />
      {errors.length > 0 ? (
        <p id={fieldErrorId(field)} className={fieldStyles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
