import type { requiredDocumentViews } from "~/utils/forms/required-documents.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { useFormReply } from "~/utils/forms/form-reply";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";
import * as badgeStyles from "~/components/ui/badge.css";

// The upload form (its progress bar and request) hydrates when its module arrives, and is the plain
// multipart form until then (decisions 0151, 0155).
const uploadForms = formsOnDemand(() => import("~/components/required-upload-form"));
const RequiredUploadForm = uploadForms.form("RequiredUploadForm");

/** The clientLoader of a page that shows required documents: its data, with the upload form's module. */
export const requiredDocumentsClientLoader = formsWithData(uploadForms);

type RequiredDocumentRow = ReturnType<typeof requiredDocumentViews>[number] & { notAllowed?: boolean };

/** The words of the page's last refusal, if it was for this document. */
function uploadErrorsFor(reply: ReturnType<typeof useFormReply>, documentId: string): string[] | undefined {
  const values = reply?.initialValue as Record<string, unknown> | undefined;
  return values?.required_document === documentId ? (reply?.error?.file ?? undefined) : undefined;
}

/**
 * Required documents (SPEC "Required document"), a contract's or a bespoke quote's: each with its state,
 * the reason of a refusal, the file sent and its upload. `toSend`: what stops the contract, said once at
 * the top (SPEC section 8 "required-document-missing"); `notAllowed`: a document the person may not send
 * says who sends it (decision 0170).
 */
export function RequiredDocuments({
  title,
  documents,
  toSend = 0,
  note = null,
}: {
  title: string;
  documents: readonly RequiredDocumentRow[];
  toSend?: number;
  /** Why no document can be sent any more (a signed quote's), said once at the top. */
  note?: string | null;
}) {
  const { t } = useTranslation("contract");
  const reply = useFormReply("upload");
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.empty}>{documents.length === 0 ? t("required.none") : note === null ? t("required.intro") : note}</p>
      {toSend > 0 ? <p className={styles.warning}>{t("required.missing", { count: toSend })}</p> : null}
      <ul className={styles.list}>
        {documents.map((document) => (
          <li key={document.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle} id={`required-${document.id}`}>
                {document.title}
              </h3>
              <span className={badgeStyles.badge[document.tone]}>{document.stateText}</span>
            </div>
            {document.rejectReason ? <p className={styles.value}>{t("required.rejectReason", { reason: document.rejectReason })}</p> : null}
            {document.file ? (
              <p className={styles.itemMeta}>
                {document.file.sentOn
                  ? t("required.fileSentOn", { name: document.file.name, date: document.file.sentOn })
                  : t("required.fileSent", { name: document.file.name })}{" "}
                <a href={document.file.href} className={styles.inlineLink}>
                  {t("required.download")}
                  <span className="visually-hidden"> {document.file.name}</span>
                </a>
              </p>
            ) : null}
            {document.canUpload ? <RequiredUploadForm document={document} serverErrors={uploadErrorsFor(reply, document.id)} /> : null}
            {document.notAllowed ? <NotInYourAccess permission="contract-requests" /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
