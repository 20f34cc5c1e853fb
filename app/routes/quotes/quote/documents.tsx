import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { quoteIdOf } from "../quote-view.server";
import { DocumentsToRead, useDownloadThenRevalidate } from "../signing/documents-to-read";
import { SigningSteps, signingSteps } from "../signing/steps-on-demand";
import { signingStepsAction } from "../signing/steps-action.server";
import { documentsToRead, signingStepsView } from "../signing/steps-view.server";
import * as tab from "~/components/tab-panel.css";
import * as styles from "./quote.css";
import { quoteHolder } from "~/utils/session/quote-holder";
import * as outcomeStyles from "~/components/ui/outcome.css";

export const handle = pageHandle("quote-documents");

export const clientLoader = formsWithData(signingSteps);

/**
 * `quotes/{uuid}/documents`: the journey to the signature (SPEC section 5):
 * 1. the pre-contractual documents, each through the portal, or all as a zip;
 * 2. the conditions, optional information and opt-ins ("continue" refused
 *    until every document was downloaded); 3. the SEPA mandate; 4. the
 *    signature (refused, with the reasons next to the button, until the
 *    documents are downloaded and the conditions accepted; a mobile phone is
 *    asked for and confirmed by SMS code when the account has none).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const id = quoteIdOf(args.params);
  const [quote, { documents }] = await Promise.all([api.quote(quoteHolder(user), id), api.quoteDocuments(quoteHolder(user), id)]);
  return {
    ...(await signingStepsView(page, quote, documents)),
    id,
    title: t("quotes:tabs.documents"),
    // The broker's documents to read; what the customer uploaded is on the uploaded-documents tab, without a download status.
    documents: documentsToRead(documents, { route: "quote-document-file", id }, locale, t),
    zipHref: href("quote-documents-zip", { id }, locale),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action(args: ActionFunctionArgs) {
  return signingStepsAction(args, handle);
}

export default function QuoteDocuments() {
  const { t } = useTranslation("quotes");
  const view = useLoaderData<typeof loader>();
  const onDownload = useDownloadThenRevalidate();
  const journey = !view.signed && !view.preparing;
  return (
    <section aria-labelledby="tab-title" className={styles.steps}>
      <h2 id="tab-title" className={tab.heading}>
        {view.title}
      </h2>
      {view.signed ? (
        <p role="status" className={outcomeStyles.outcome.positive}>
          {t("signature.alreadySigned")}
        </p>
      ) : null}
      {view.preparing ? (
        <p role="status" className={tab.value}>
          {t("documents.preparing")}
        </p>
      ) : null}
      {view.preparing && view.documents.length === 0 ? null : (
        <section aria-labelledby={journey ? "step-documents" : "tab-title"} className={tab.section}>
          {/* "1. Read the documents" is the first step of a journey still open; signed or in preparation the list is the tab's. */}
          {journey ? (
            <>
              <h3 id="step-documents" className={tab.subheading}>
                {t("documents.title")}
              </h3>
              <p className={tab.value}>{t("documents.intro")}</p>
            </>
          ) : null}
          <DocumentsToRead documents={view.documents} downloadLabel={t("documents.download")} />
          {view.documents.length > 0 ? (
            <a href={view.zipHref} className={tab.download} download onClick={onDownload}>
              {t("documents.downloadAll")}
            </a>
          ) : null}
        </section>
      )}
      {journey ? <SigningSteps view={view} page="quote-documents" /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
