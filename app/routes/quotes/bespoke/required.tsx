import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { parse } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formReply } from "~/utils/forms/form-intent.server";
import { useFormReply } from "~/utils/forms/form-reply";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { requiredDocumentView, uploadRequiredDocument } from "~/routes/contracts/contract/required.server";
import { bespokeQuoteIdOf, bespokeQuoteOf } from "./bespoke.server";
import { quoteRequiredLinks, sendToQuote } from "./required.server";
import * as layout from "~/components/detail-layout.css";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("bespoke-quote-required");

// The upload form (its progress bar and request) hydrates when its module arrives, and is the plain
// multipart form until then (decisions 0151, 0155).
const uploadForms = formsOnDemand(() => import("~/components/required-upload-form"));
const RequiredUploadForm = uploadForms.form("RequiredUploadForm");
export const clientLoader = formsWithData(uploadForms);

const stateOrder = ["missing", "invalid", "uploaded", "valid"];

/**
 * A bespoke quote's required documents: the contract's page and upload (SPEC section 5, one file),
 * the broker's quote addresses. What is still to send stops the signature (`required-document-missing`).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  const links = quoteRequiredLinks(quote.uuid, locale);
  const documents = (await api.quoteRequiredDocuments(user.clientId, quote.id))
    .map((document) => requiredDocumentView(document, links, locale, t))
    .sort((a, b) => stateOrder.indexOf(a.state) - stateOrder.indexOf(b.state));
  return { title: t("tabs.required"), documents };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** The contract's upload without JavaScript: success back to this page with a toast, a refusal next to its file. */
export async function action(args: ActionFunctionArgs) {
  const outcome = await uploadRequiredDocument(args, handle, undefined, sendToQuote);
  if (outcome.ok) return redirect(new URL(args.request.url).pathname, { headers: outcome.headers });
  const submission = parse(outcome.form, { resolve: () => ({ error: { file: outcome.errors } }) });
  return formReply("upload", submission.reply({ hideFields: ["file"] }), 422);
}

function uploadErrorsFor(reply: ReturnType<typeof useFormReply>, documentId: string): string[] | undefined {
  const values = reply?.initialValue as Record<string, unknown> | undefined;
  return values?.required_document === documentId ? (reply?.error?.file ?? undefined) : undefined;
}

export default function BespokeQuoteRequired() {
  const { t } = useTranslation("contract");
  const { title, documents } = useLoaderData<typeof loader>();
  const reply = useFormReply("upload");
  return (
    <section aria-labelledby="tab-title" className={layout.panel}>
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.empty}>{documents.length === 0 ? t("required.none") : t("required.intro")}</p>
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
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
