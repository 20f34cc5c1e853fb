import { useRevalidator } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";
import * as tab from "~/components/tab-panel.css";
import * as styles from "../quote/quote.css";

export type DocumentToRead = {
  id: string;
  label: string;
  sublabel?: string | null;
  /** What the prospect needs to know of it: downloaded or not yet, to sign or signed. */
  status: string | null;
  href: string;
};

/** The file name of an attachment, from its Content-Disposition (`filename*=UTF-8''…` first). */
function attachmentName(disposition: string | null): string | null {
  if (!disposition || !/^attachment/i.test(disposition)) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "document";
}

/**
 * With JavaScript, a document's link fetches the file, hands it to the browser as a download, then
 * reloads the page's data: the broker recorded the download while sending the bytes, so "not
 * downloaded yet" and the reasons a step is refused change at once, without a reload (issue 45
 * section 2). Anything else than an attachment (the page a failed download goes back to, with its
 * message) is opened as the plain link would. Without JavaScript the link is a plain download, and
 * the page shows the new state at its next load.
 */
export function useDownloadThenRevalidate() {
  const revalidator = useRevalidator();
  return useCallback(
    async (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const href = event.currentTarget.href;
      try {
        const response = await fetch(href, { credentials: "same-origin" });
        const name = response.ok ? attachmentName(response.headers.get("content-disposition")) : null;
        if (!name) {
          window.location.assign(href);
          return;
        }
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement("a");
        link.href = url;
        link.download = name;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        revalidator.revalidate();
      } catch {
        window.location.assign(href);
      }
    },
    [revalidator],
  );
}

/** A quote's documents to read (a quote's documents tab, a bespoke quote's documents and signature tabs), each downloaded through the portal. */
export function DocumentsToRead({ documents, downloadLabel }: { documents: DocumentToRead[]; downloadLabel: string }) {
  const onDownload = useDownloadThenRevalidate();
  return (
    <ul className={tab.list}>
      {documents.map((doc) => (
        <li key={doc.id} className={tab.item}>
          <span className={styles.docText}>
            <span>{doc.label}</span>
            {doc.sublabel ? <span className={tab.itemMeta}>{doc.sublabel}</span> : null}
            {doc.status ? <span className={tab.itemMeta}>{doc.status}</span> : null}
          </span>
          <a href={doc.href} className={tab.download} download onClick={onDownload}>
            {downloadLabel}
            <span className="visually-hidden"> {doc.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
