import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, type MouseEvent } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { LegalDocumentData } from "~/components/legal-document";
import { useModals } from "~/components/modal-host";
import { isPlainClick, RouteLink, useHref } from "~/components/route-link";

// Loaded on the first opening, alongside the text: the login page links four legal pages,
// and their viewer was 0.6 KB of every visitor's first-load JavaScript (issue 8 asks ≤ 110 KB).
function loadLegalDocument() {
  return import("~/components/legal-document");
}
const LegalDocument = lazy(() => loadLegalDocument().then((module) => ({ default: module.LegalDocument })));

type LegalPageName = "legals" | "privacy" | "cookies" | "eula" | "complaints" | "accessibility";

/**
 * A link to a legal page. With JavaScript it opens the text in a modal over
 * the current page; without, it is an ordinary link to the page.
 */
export function LegalModalLink({ page }: { page: LegalPageName }) {
  const { t } = useTranslation("legal");
  const modals = useModals();
  const buildHref = useHref();
  const url = buildHref(page);

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void loadLegalDocument(); // in parallel with the text's fetch, not after it
    modals.open({ title: t(`nav.${page}`), content: <LegalModalContent url={url} /> });
  }

  return (
    <RouteLink to={page} onClick={open}>
      {t(`nav.${page}`)}
    </RouteLink>
  );
}

function LegalModalContent({ url }: { url: string }) {
  const { t } = useTranslation(["legal", "common"]);
  const fetcher = useFetcher<{ page: LegalDocumentData }>();
  const { load } = fetcher;
  useEffect(() => {
    load(url);
  }, [load, url]);
  const loading = <p role="status">{t("common:loading")}</p>;
  if (!fetcher.data) return loading;
  const page = fetcher.data.page;
  return (
    <Suspense fallback={loading}>
      <LegalDocument page={page} headingLevel={2} updatedLabel={t("updated", { date: page.updated })} tocLabel={t("toc")} />
    </Suspense>
  );
}
