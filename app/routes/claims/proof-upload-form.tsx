import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { documentTypes, FileInput } from "~/components/ui/file-input";
import { SelectField } from "~/components/ui/select-field";
import { useFormReply } from "~/utils/forms/form-reply";
import { useIntentPending } from "~/utils/forms/use-intent-pending";
import { useSchemaForm } from "~/utils/forms/use-schema-form";
import { useTranslation } from "~/utils/i18n/use-translation";
import { proofUploadSchema } from "./proof-schema";
import * as cardListStyles from "~/components/card-list.css";
import * as tabPanelStyles from "~/components/tab-panel.css";

type ProofUploadProps = {
  /** The proofs the claim asks for, the first chosen by default. */
  proofTypes: { value: string; label: string }[];
  /** The form's Idempotency-Key: the same file sent twice from this form is stored once. */
  uploadKey: string;
};

/**
 * A proof file added to a claim: what it is, the file. A plain multipart post; a refusal (no file, too
 * large, not what its name says) comes back next to the file and in the summary. Loaded on demand by
 * the claim page (decision 0151).
 */
export function ProofUploadForm({ proofTypes, uploadKey }: ProofUploadProps) {
  const { t } = useTranslation("claims");
  const schema = useMemo(() => proofUploadSchema(t), [t]);
  const parts = useSchemaForm({
    id: "claim-upload",
    schema,
    labels: { type: t("detail.proofType"), file: t("detail.file") },
    lastResult: useFormReply("upload"),
  });
  const busy = useIntentPending("upload");
  const [type, file] = (["type", "file"] as const).map((name) => parts.field(name));
  return (
    <Form method="post" encType="multipart/form-data" {...parts.props} className={tabPanelStyles.uploadForm} aria-labelledby="claim-add-file" noValidate>
      <h3 id="claim-add-file" className={cardListStyles.cardTitle}>
        {t("detail.add")}
      </h3>
      <FormSecurityFields idempotencyKey={uploadKey} />
      <input type="hidden" name="intent" value="upload" />
      <FormErrors form={parts} />
      {proofTypes.length > 0 ? <SelectField field={type} label={t("detail.proofType")} options={proofTypes} /> : null}
      <FileInput field={file} label={t("detail.file")} accept={documentTypes} />
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          {t("detail.send")}
        </Button>
      </div>
    </Form>
  );
}
