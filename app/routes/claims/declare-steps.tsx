import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { withWholeNumbers } from "~/components/ui/whole-number";
import { Field, FormErrors } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { useFormReply } from "~/utils/forms/form-reply";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { contractOption } from "./declare.server";
import { contractStepSchema, whatStepSchema, type WhatContext } from "./declare-schema";

type ContractOption = ReturnType<typeof contractOption>;
import * as styles from "./claims.css";

// Steps 1 and 2 of a claim's declaration, loaded on demand by the page (decision 0151); step 3 is declare-details.tsx.
// Every question of both steps must be answered: each is marked "(required)" after its legend, as the date field is.

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
    <Form method="post" {...parts.props} className={styles.stepForm} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="contract" />
      <FormErrors form={parts} />
      <RadioGroup
        variant="list"
        field={contract}
        legend={t("declare.contractStep")}
        required
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
    <Form method="post" {...parts.props} className={styles.stepForm} noValidate>
      <FormSecurityFields />
      <input type="hidden" name="intent" value="what" />
      <input type="hidden" name="contract" value={contract.value} />
      <h2 className={styles.subtitle}>{t("declare.whatStep")}</h2>
      <FormErrors form={parts} />
      <p className={styles.muted}>
        {withWholeNumbers(t("declare.chosenContract", { contract: contract.label }))} <a href="?">{t("declare.change")}</a>
      </p>
      <RadioGroup variant="list" field={nature} legend={t("field.nature")} options={natureOptions} required />
      {context.types.length > 1 ? (
        <RadioGroup
          variant="list"
          field={type}
          legend={t("field.type")}
          required
          options={context.types.map((code) => ({ value: code, label: t(`codes:claim.type.${code}`) }))}
        />
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
      <RadioGroup variant="list" field={injury} legend={t("field.injury")} options={yesNo(t)} required />
      <RadioGroup variant="list" field={third} legend={t("field.thirdParty")} options={yesNo(t)} required />
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
