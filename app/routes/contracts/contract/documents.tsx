import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import type { ContractDocument } from "~/utils/v2/api/index.server";
import type { Locale } from "~/utils/routing/locale";
import { contractIdOf } from "./contract-tabs.server";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("contract-documents");

function documentView(document: ContractDocument, contractId: string, locale: Locale, maySign: boolean) {
  return {
    id: document.id,
    label: document.label,
    sublabel: document.sublabel,
    archivedOn: document.archived_at ? formatDate(document.archived_at, locale.lang) : null,
    toSign: document.signature && document.state === "to_sign",
    href: document.url ? href("contract-document-file", { id: contractId, documentId: document.id }, locale) : null,
    // Only for a function that may sign (decision 0168): the accountant reads "awaiting your signature" without a "Sign" link.
    signHref:
      maySign && document.signature && document.state === "to_sign" ? href("contract-signature", { id: contractId, signatureId: document.id }, locale) : null,
  };
}

/** The documents tab (also the "home" tab before signature): current documents, archived ones apart. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, may } = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  const { documents } = await api.contractDocuments(user.clientId, contractId);
  const views = documents.map((document) => documentView(document, contractId, locale, may("sign")));
  return { title: t("documents.title"), current: views.filter((d) => !d.archivedOn), archived: views.filter((d) => d.archivedOn) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

type DocumentView = ReturnType<typeof documentView>;

function DocumentList({ documents }: { documents: DocumentView[] }) {
  const { t } = useTranslation("contract");
  return (
    <ul className={styles.list}>
      {documents.map((document) => (
        <li key={document.id} className={styles.item}>
          <span className={styles.itemText}>
            <span>{document.label}</span>
            {document.sublabel ? <span className={styles.itemMeta}>{document.sublabel}</span> : null}
            {document.archivedOn ? <span className={styles.itemMeta}>{t("documents.archivedOn", { date: document.archivedOn })}</span> : null}
            {document.toSign ? <span className={styles.itemMeta}>{t("documents.toSign")}</span> : null}
          </span>
          {document.signHref ? (
            <a href={document.signHref} className={styles.download}>
              {t("documents.sign")}
              <span className="visually-hidden"> {document.label}</span>
            </a>
          ) : null}
          {document.href ? (
            // A plain link: the browser downloads the attachment, whatever JavaScript does.
            <a href={document.href} className={styles.download}>
              {t("documents.download")}
              <span className="visually-hidden"> {document.label}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function ContractDocuments() {
  const { t } = useTranslation("contract");
  const { title, current, archived } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {current.length > 0 ? <DocumentList documents={current} /> : <p className={styles.empty}>{t("documents.none")}</p>}
      {archived.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t("documents.archived")}</h3>
          <DocumentList documents={archived} />
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
