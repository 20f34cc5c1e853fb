import { Form } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { withWholeNumbers } from "~/components/ui/whole-number";
import { Field, FormErrors } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { fieldErrorId, fieldId, type FieldState } from "~/components/ui/form-parts";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { contractOption } from "./declare.server";
import { contractStepSchema, whatStepSchema, type WhatContext } from "./declare-schema";

type ContractOption = ReturnType<typeof contractOption>;
import * as styles from "./claims.css";

// Steps 1 and 2 of a claim's declaration, loaded on demand by the page (decision 0151); step 3 is declare-details.tsx.

export function ContractStep({ contracts, onPick, loading }: { contracts: ContractOption[]; onPick: (contract: string) => void; loading: boolean }) {
  const { t } = useTranslation("claims");
  const schema = useMemo(
    () =>
      contractStepSchema(
        t,
        contracts.map((option) => option.value),
      ),
    [t, contracts],
  );
  const parts = useSchemaForm({ id: "claim-contract", schema, labels: { contract: t("declare.contractStep") }, lastResult: useFormReply("contract") });
  const contract = parts.field("contract");
  if (contracts.length === 0) return <p>{t("declare.noContract")}</p>;
  return (
    <Form method="post" {...parts.props} className={styles.uploadForm} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="contract" />
      <FormErrors form={parts} />
      <Choices
        field={contract}
        legend={t("declare.contractStep")}
        options={contracts.map((option) => ({ value: option.value, label: withWholeNumbers(option.label) }))}
        onChange={(event) => onPick((event.target as HTMLInputElement).value)}
      />
      {loading ? <p role="status">{t("declare.loading")}</p> : null}
      <div>
        <Button type="submit">{t("declare.continue")}</Button>
      </div>
    </Form>
  );
}

export function WhatStep({ contract, context, answers }: { contract: ContractOption; context: WhatContext; answers: Record<string, string> | null }) {
  const { t } = useTranslation("claims");
  const schema = useMemo(() => whatStepSchema(t, context), [t, context]);
  const parts = useSchemaForm({
    id: "claim-what",
    schema,
    labels: {
      contract: t("declare.contractStep"),
      nature: t("field.nature"),
      type: t("field.type"),
      occurred: t("field.occurred"),
      injury: t("field.injury"),
      third: t("field.thirdParty"),
    },
    lastResult: useFormReply("what"),
    defaultValue: answers ?? undefined,
  });
  const [nature, type, occurred, injury, third] = (["nature", "type", "occurred", "injury", "third"] as const).map((name) => parts.field(name));
  const natureOptions = context.natures.map((code) => ({ value: code, label: t(`codes:claim.nature.${code}`) }));
  return (
    <Form method="post" {...parts.props} className={styles.uploadForm} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="what" />
      <input type="hidden" name="contract" value={contract.value} />
      <h2 className={styles.subtitle}>{t("declare.whatStep")}</h2>
      <FormErrors form={parts} />
      <p className={styles.muted}>
        {withWholeNumbers(t("declare.chosenContract", { contract: contract.label }))} <a href="?">{t("declare.change")}</a>
      </p>
      <Choices field={nature} legend={t("field.nature")} options={natureOptions} />
      {context.types.length > 1 ? (
        <Choices field={type} legend={t("field.type")} options={context.types.map((code) => ({ value: code, label: t(`codes:claim.type.${code}`) }))} />
      ) : null}
      <Field
        field={occurred}
        type="date"
        label={t("field.occurred")}
        max={context.end && context.end < context.today ? context.end : context.today}
        min={context.start ?? undefined}
        hint={context.end ? t("declare.coveredUntil", { date: context.endText }) : undefined}
        required
      />
      <Choices field={injury} legend={t("field.injury")} options={yesNo(t)} />
      <Choices field={third} legend={t("field.thirdParty")} options={yesNo(t)} />
      <div className={styles.row}>
        <a href="?" className={styles.secondaryLink}>
          {t("declare.back")}
        </a>
        <Button type="submit">{t("declare.continue")}</Button>
      </div>
    </Form>
  );
}

const yesNo = (t: (key: string) => string) => [
  { value: "yes", label: t("claims:field.yes") },
  { value: "no", label: t("claims:field.no") },
];

function Choices({
  field,
  legend,
  options,
  onChange,
}: {
  field: FieldState;
  legend: string;
  options: { value: string; label: ReactNode }[];
  onChange?: (event: React.FormEvent<HTMLFieldSetElement>) => void;
}) {
  const errors = field.errors ?? [];
  const errorId = fieldErrorId(field);
  const invalid = errors.length > 0;
  // The first radio carries the field's id, where the error summary's link leads (decision 0130).
  return (
    <fieldset className={styles.fieldset} aria-describedby={invalid ? errorId : undefined} onChange={onChange}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className={fieldStyles.checkbox}>
          <input
            type="radio"
            id={index === 0 ? fieldId(field) : undefined}
            name={field.name}
            value={option.value}
            defaultChecked={field.initialValue === option.value}
            aria-invalid={invalid || undefined}
            className={fieldStyles.checkboxInput}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {invalid ? (
        <p id={errorId} className={fieldStyles.error}>
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
