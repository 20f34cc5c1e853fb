import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { formatDate } from "~/utils/i18n/date";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { quoteIdOf } from "../quote-view.server";
import * as styles from "~/components/tab-panel.css";
import * as look from "~/routes/quotes/quote/quote.css";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("quote-uploaded");

/**
 * The uploaded-documents tab: the files the prospect sent for this quote (documents marked `uploaded`), each with the day it was
 * sent (`created_at`) and downloadable. No "downloaded" status: that records the customer reading the broker's documents, not their own.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const id = quoteIdOf(args.params);
  const { documents } = await api.quoteDocuments(quoteHolder(user), id);
  return {
    title: t("quotes:uploaded.title"),
    documents: documents
      .filter((doc) => doc.uploaded)
      .map((doc) => ({
        id: doc.id,
        label: doc.label,
        sent: formatDate(doc.created_at, locale.lang),
        href: href("quote-document-file", { id, documentId: doc.id }, locale),
      })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuoteUploaded() {
  const { t } = useTranslation("quotes");
  const { title, documents } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {documents.length === 0 ? (
        <p className={styles.empty}>{t("uploaded.none")}</p>
      ) : (
        <ul className={styles.list}>
          {documents.map((doc) => (
            <li key={doc.id} className={styles.item}>
              <span className={look.docText}>
                <span>{doc.label}</span>
                <span className={styles.itemMeta}>{t("uploaded.sentOn", { date: doc.sent })}</span>
              </span>
              <a href={doc.href} className={styles.download}>
                {t("documents.download")}
                <span className="visually-hidden"> {doc.label}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
