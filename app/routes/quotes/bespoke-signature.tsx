import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { formsWithData } from "~/utils/forms/forms-on-demand";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { bespokeQuoteIdOf, bespokeQuoteOf } from "./bespoke/bespoke.server";
import { DocumentsToRead } from "./signing/documents-to-read";
import { SigningSteps, signingSteps } from "./signing/steps-on-demand";
import { signingStepsAction } from "./signing/steps-action.server";
import { documentsToRead, signingStepsView } from "./signing/steps-view.server";
import * as tab from "~/components/tab-panel.css";
import * as styles from "./quote/quote.css";
import { quoteHolder } from "~/utils/session/quote-holder";
import * as outcomeStyles from "~/components/ui/outcome.css";

export const handle = pageHandle("bespoke-quote-signature");

export const clientLoader = formsWithData(signingSteps);

/**
 * `bespoke-quotes/{id}/signature`: the same steps as a quote's documents tab, with the same rules and
 * the same forms (issue 45 section 2): 1. the documents to read, each downloaded through the portal;
 * 2. the conditions and opt-ins; 3. the SEPA mandate; 4. the signature, refused with the reasons next
 * to the button (a document not downloaded, a required document still to send, the conditions not
 * accepted, no mobile phone). A signed quote says so; one still being prepared has nothing to sign.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  const documents = await api.bespokeQuoteDocuments(quoteHolder(user), quote.uuid);
  return {
    ...(await signingStepsView(page, quote, documents)),
    title: t("bespoke-quotes:tabs.signature"),
    documents: documentsToRead(documents, { route: "bespoke-quote-document-file", id: quote.uuid }, locale, t),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export async function action(args: ActionFunctionArgs) {
  return signingStepsAction(args, handle);
}

export default function BespokeQuoteSignature() {
  const { t } = useTranslation("quotes");
  const view = useLoaderData<typeof loader>();
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
      {journey ? (
        <>
          <section aria-labelledby="step-documents" className={tab.section}>
            <h3 id="step-documents" className={tab.subheading}>
              {t("documents.title")}
            </h3>
            <p className={tab.value}>{t("documents.intro")}</p>
            <DocumentsToRead documents={view.documents} downloadLabel={t("documents.download")} />
          </section>
          <SigningSteps view={view} page="bespoke-quote-signature" />
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
