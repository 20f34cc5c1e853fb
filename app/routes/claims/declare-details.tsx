import { Form } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { documentTypes, FileInput } from "~/components/ui/file-input";
import { fieldId } from "~/components/ui/form-parts";
import { TextArea } from "~/components/ui/text-area";
import type { FormList, ListRow } from "~/utils/forms/form-list";
import { useFormNotices } from "~/utils/forms/form-notices";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { declareLists, type DeclareList } from "./declare-lists";
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

/** As many rows as the reply brings (at least one) in the form's defaults, so conform gives each row its own key from the start. */
function listDefaults(values: Record<string, unknown>) {
  const rows = (list: DeclareList) => Array.from({ length: Math.max(1, Array.isArray(values[list]) ? values[list].length : 0) }, () => ({}));
  return { third_parties: rows("third_parties"), statements: rows("statements") };
}

/**
 * Step 3 of a declaration (decision 0111): circumstances, damages, the third
 * parties, the statements and one file field per document the contract asks
 * for. Third parties and statements are lists whose "add another" and
 * "remove" buttons are conform's list intents (decision 0196): without
 * JavaScript a post each, the step coming back with everything typed and
 * saying which chosen files to choose again (decision 0274); with it, the
 * page adds and removes the rows itself. A hidden first submit button makes
 * Enter in a field declare, not add or remove a row.
 */
export function DetailsStep({ token, contractLabel, occurredWords, answers, requirements }: DetailsProps) {
  const { t } = useTranslation("claims");
  const third = answers.third === "yes";
  const schema = useMemo(() => detailsStepSchema(t, third), [t, third]);
  const reply = useFormReply("declare");
  // A row added or removed without JavaScript left the chosen files behind: which to choose again (declare-files.server.ts).
  const notices = useFormNotices("declare");
  const values = (reply?.initialValue ?? {}) as Record<string, unknown>;
  // The list a row was added to or removed from by the last post (without JavaScript): its last row takes the focus.
  const changed = reply?.intent && (reply.intent.type === "insert" || reply.intent.type === "remove") ? reply.intent.payload.name : null;
  // Fixed at the first render: conform reads its defaults once.
  const [defaultValue] = useState(() => listDefaults(values));
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
      // Never in error from the page: the claim a refused file's post made.
      claim_id: null,
      // Each file field by its document (its refusal or "choose it again" in the summary says which; last, as they show).
      ...Object.fromEntries(requirements.map((r) => [`proof_${r.code}`, r.label])),
    },
    lastResult: reply,
    defaultValue,
  });
  const [circumstances, damages] = (["circumstances", "damages"] as const).map((name) => parts.field(name));
  const claimId = values.claim_id;
  const editHref = `?${new URLSearchParams({ ...answers, edit: "1" })}`;
  // The files are no field of the schema: their errors are the server's, by the name the form posts them under.
  const proofFields = requirements.map((r) => parts.field(`proof_${r.code}` as never));
  const noticeOf = (index: number) => notices?.[proofFields[index]!.name]?.join(" ");
  const filesAgain = requirements.flatMap((r, index) => (noticeOf(index) ? [{ href: `#${fieldId(proofFields[index]!)}`, label: r.label }] : []));
  return (
    <Form method="post" encType="multipart/form-data" {...parts.props} className={styles.stepForm} noValidate>
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t("declare.submit")}
      </button>
      {/* In every post, the list buttons' too (theirs is conform's `__intent__`): the form is the declaration's. */}
      <input type="hidden" name="intent" value="declare" />
      <FormSecurityFields idempotencyKey={typeof values.idempotencyKey === "string" ? values.idempotencyKey : token} />
      {whatFields.map((name) => (
        <input key={name} type="hidden" name={name} value={answers[name]} />
      ))}
      {typeof claimId === "string" ? <input type="hidden" name="claim_id" value={claimId} /> : null}
      <h2 className={styles.subtitle}>{t("declare.detailsStep")}</h2>
      <FormErrors form={parts} />
      {notices?.[""] ? <FormNotice messages={notices[""]} fields={filesAgain} /> : null}
      <dl className={styles.detailFacts}>
        <dt>{t("field.contract")}</dt>
        <dd>{contractLabel}</dd>
        <dt>{t("field.nature")}</dt>
        <dd>{t(`codes:claim.nature.${answers.nature}`)}</dd>
        <dt>{t("field.occurred")}</dt>
        <dd>{occurredWords || answers.occurred}</dd>
      </dl>
      <p className={styles.muted}>
        <a href={editHref}>{t("declare.change")}</a>
      </p>
      <TextArea field={circumstances} label={t("field.circumstances")} required />
      <TextArea field={damages} label={t("field.damages")} />
      {third ? (
        <RowList list="third_parties" legend={t("field.thirdParties")} rows={parts.list("third_parties")} focus={changed === "third_parties"}>
          {(row, index, autoFocus) => (
            <>
              <Field field={row.field("name")} label={t("declare.thirdPartyName")} required={index === 0} maxLength={200} autoFocus={autoFocus} />
              <Field field={row.field("insurer")} label={t("declare.thirdPartyInsurer")} maxLength={200} />
              <Field field={row.field("registration_number")} label={t("declare.thirdPartyRegistration")} maxLength={20} />
              <Field field={row.field("phone")} type="tel" label={t("declare.thirdPartyPhone")} maxLength={30} />
            </>
          )}
        </RowList>
      ) : null}
      <RowList list="statements" legend={t("field.statements")} rows={parts.list("statements")} focus={changed === "statements"}>
        {(row, index, autoFocus) => (
          <>
            <TextArea field={row.field("text")} label={t("declare.statement")} maxLength={5000} autoFocus={autoFocus} />
            <Field field={row.field("author")} label={t("declare.statementAuthor")} maxLength={200} />
          </>
        )}
      </RowList>
      <fieldset className={`${styles.fieldset} ${styles.declareGroup}`}>
        <legend className={styles.groupLegend}>{t("declare.documents")}</legend>
        <p className={styles.muted}>{t("declare.documentsHint")}</p>
        <p className={styles.muted}>{t("declare.files")}</p>
        {requirements.map((requirement, index) => (
          // The field's state by the name the form posts it under: conform's id scheme, so the summary's link lands on it.
          <FileInput
            key={requirement.code}
            field={proofFields[index]!}
            label={`${requirement.label}${requirement.required ? ` (${t("detail.neededToSettle")})` : ""}`}
            hint={noticeOf(index)}
            accept={documentTypes}
          />
        ))}
      </fieldset>
      <div className={styles.row}>
        <a href={editHref} className={styles.secondaryLink}>
          {t("declare.back")}
        </a>
        <Button type="submit">{t("declare.submit")}</Button>
      </div>
    </Form>
  );
}

/** The list buttons' names in the page's words (`declare.add-third`, `declare.remove-statement`). */
const buttonWords = { third_parties: "third", statements: "statement" } as const;

/**
 * The rows of one list, each a group with its number, "remove" while more
 * than one is left, and "add another" below while fewer than the broker
 * takes: conform's list buttons (decision 0196). `focus`: the list the last
 * post changed (no JavaScript), whose last row takes the focus, as a row
 * added or removed in the page does.
 */
function RowList({
  list,
  legend,
  rows,
  focus,
  children,
}: {
  list: DeclareList;
  legend: string;
  rows: FormList;
  focus: boolean;
  children: (row: ListRow, index: number, autoFocus: boolean) => ReactNode;
}) {
  const { t } = useTranslation("claims");
  const group = useRef<HTMLFieldSetElement>(null);
  const focusLast = useRef(false);
  const keys = rows.rows.map((row) => row.key).join(" ");
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    group.current?.querySelector<HTMLElement>(":scope > fieldset:last-of-type :is(input, textarea)")?.focus();
  }, [keys]);
  const changing = () => {
    focusLast.current = true;
  };
  const short = buttonWords[list];
  return (
    <fieldset className={`${styles.fieldset} ${styles.declareGroup}`} ref={group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      {rows.rows.map((row, index) => (
        <fieldset key={row.key ?? index} className={styles.listRow}>
          <legend className={styles.listRowTitle}>{t(`declare.${short}N`, { n: index + 1 })}</legend>
          {children(row, index, focus && index === rows.rows.length - 1)}
          {rows.rows.length > 1 ? (
            <div>
              <Button type="submit" variant="secondary" {...rows.remove(index)} onClick={changing}>
                {t(`declare.remove-${short}`, { n: index + 1 })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {rows.rows.length < declareLists[list] ? (
        <div>
          <Button type="submit" variant="secondary" {...rows.insert} onClick={changing}>
            {t(`declare.add-${short}`)}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
