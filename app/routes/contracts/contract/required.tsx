import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parse } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractIdOf } from "./contract-tabs.server";
import { contractRequiredLinks, requiredDocumentView, uploadRequiredDocument } from "./required.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("contract-required");

// The upload form (its progress bar and request) hydrates when its module arrives, and is the plain
// multipart form until then (decisions 0151, 0155).
const uploadForms = formsOnDemand(() => import("~/components/required-upload-form"));
const RequiredUploadForm = uploadForms.form("RequiredUploadForm");
export const clientLoader = formsWithData(uploadForms);

const stateOrder = ["missing", "invalid", "uploaded", "valid"];

/** Required documents (SPEC "Required document"): each with its state, the reason of a refusal, and its upload. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, may } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  // Sending a document is "contract-requests" (decision 0170): without it, each document says who sends it.
  const mayUpload = may("contract-requests");
  const documents = (await api.requiredDocuments(user.clientId, contractId))
    .map((document) => requiredDocumentView(document, contractRequiredLinks(contractId, locale), locale, t))
    // What the client has to do first: documents to send, then refused ones, then those being checked or done.
    .sort((a, b) => stateOrder.indexOf(a.state) - stateOrder.indexOf(b.state))
    .map((document) => ({ ...document, canUpload: document.canUpload && mayUpload, notAllowed: document.canUpload && !mayUpload }));
  return {
    title: t("contract:required.title"),
    documents,
    // SPEC section 8 "required-document-missing": what stops the contract, said once at the top.
    toSend: documents.filter((d) => d.state === "missing" || d.state === "invalid").length,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * The upload as a plain multipart post: works without JavaScript; success goes back to the list with a toast.
 * A refusal is the form's reply (`{ intent: "upload", reply }`), the words next to the file; the document
 * it was for is in the reply's values, so only that document's form shows them. The file never comes back.
 */
export async function action(args: ActionFunctionArgs) {
  const outcome = await uploadRequiredDocument(args, handle);
  if (outcome.ok) return redirect(new URL(args.request.url).pathname, { headers: outcome.headers });
  const submission = parse(outcome.form, { resolve: () => ({ error: { file: outcome.errors } }) });
  return formReply("upload", submission.reply({ hideFields: ["file"] }), 422);
}

/** The words of the page's last refusal, if it was for this document. */
function uploadErrorsFor(reply: ReturnType<typeof useFormReply>, documentId: string): string[] | undefined {
  const values = reply?.initialValue as Record<string, unknown> | undefined;
  return values?.required_document === documentId ? (reply?.error?.file ?? undefined) : undefined;
}

export default function RequiredDocuments() {
  const { t } = useTranslation("contract");
  const { title, documents, toSend } = useLoaderData<typeof loader>();
  const reply = useFormReply("upload");
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {documents.length === 0 ? <p className={styles.empty}>{t("required.none")}</p> : <p className={styles.empty}>{t("required.intro")}</p>}
      {toSend > 0 ? <p className={styles.warning}>{t("required.missing", { count: toSend })}</p> : null}
      <ul className={styles.list}>
        {documents.map((document) => (
          <li key={document.id} className={styles.card}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle} id={`required-${document.id}`}>
                {document.title}
              </h3>
              <span className={layout.badge[document.tone]}>{document.stateText}</span>
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

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
