import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { DocumentsToRead } from "../signing/documents-to-read";
import { documentsToRead } from "../signing/steps-view.server";
import { bespokeQuoteIdOf, bespokeQuoteOf, isSignedQuote } from "./bespoke.server";
import * as styles from "~/components/tab-panel.css";
import { quoteHolder } from "~/utils/session/quote-holder";
import { button } from "~/components/ui/button.css";
import { contractLinkOf } from "../quote-view.server";
import * as look from "../quote/quote.css";

export const handle = pageHandle("bespoke-quote-documents");

/** The bespoke quote's documents, each downloaded through the portal (no broker address in the page); with JavaScript its state changes once downloaded. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  const documents = await api.bespokeQuoteDocuments(quoteHolder(user), quote.id);
  const signed = isSignedQuote(quote);
  return {
    title: t("documents.title"),
    signed,
    // Signed, it is a contract of the client the person now is: the way there, as a signed quote's details give it (decision 0269).
    contract: signed ? contractLinkOf({ ...quote, is_signed: true }, user.kind, locale, t) : null,
    // The quote's words for each document (downloaded or not yet, to sign or signed), as on its signature tab.
    documents: documentsToRead(documents, { route: "bespoke-quote-document-file", id: quote.uuid }, locale, t),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function BespokeQuoteDocuments() {
  const { t } = useTranslation("bespoke-quotes");
  const { title, signed, contract, documents } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {signed ? <p>{t("signed.text")}</p> : null}
      {contract ? (
        <p>
          <a href={contract.href} className={`${button.primary} ${look.nextAction}`}>
            {contract.label}
          </a>
        </p>
      ) : null}
      {documents.length === 0 ? <p className={styles.empty}>{t("documents.none")}</p> : null}
      <DocumentsToRead documents={documents} downloadLabel={t("documents.download")} />
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
