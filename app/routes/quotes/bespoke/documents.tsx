import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { bespokeQuoteIdOf, bespokeQuoteOf, isSignedQuote } from "./bespoke.server";
import * as styles from "~/routes/contracts/contract/tab.css";
import * as look from "~/routes/quotes/quote/quote.css";

export const handle = pageHandle("bespoke-quote-documents");

/** The bespoke quote's documents, each downloaded through the portal (no broker address in the page). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  const documents = await api.bespokeQuoteDocuments(user.clientId, quote.id);
  return {
    title: t("documents.title"),
    signed: isSignedQuote(quote),
    documents: documents.map((document) => ({
      id: document.id,
      label: document.label,
      sublabel: document.sublabel,
      state: document.signature ? (document.state === "signed" ? t("documents.signed") : t("documents.toSign")) : null,
      href: href("bespoke-quote-document-file", { id: quote.uuid, documentId: document.id }, locale),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function BespokeQuoteDocuments() {
  const { t } = useTranslation("bespoke-quotes");
  const { title, signed, documents } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {signed ? <p>{t("signed.text")}</p> : null}
      {documents.length === 0 ? <p className={styles.empty}>{t("documents.none")}</p> : null}
      <ul className={styles.list}>
        {documents.map((document) => (
          <li key={document.id} className={styles.item}>
            <span className={look.docText}>
              <span>{document.label}</span>
              {document.sublabel ? <span className={styles.itemMeta}>{document.sublabel}</span> : null}
              {document.state ? <span className={styles.itemMeta}>{document.state}</span> : null}
            </span>
            {/* A plain link: the browser downloads the attachment, whatever JavaScript does. */}
            <a href={document.href} className={styles.download}>
              {t("documents.download")}
              <span className="visually-hidden"> {document.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
