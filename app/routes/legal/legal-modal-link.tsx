import { useFetcher } from "@remix-run/react";
import { useEffect, type MouseEvent } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { LegalDocument, type LegalDocumentData } from "~/routes/legal/legal-document";
import { useModals } from "~/components/modal-host";
import { RouteLink, useHref } from "~/components/route-link";

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
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
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
  if (!fetcher.data) return <p role="status">{t("common:loading")}</p>;
  const page = fetcher.data.page;
  return <LegalDocument page={page} headingLevel={2} updatedLabel={t("updated", { date: page.updated })} tocLabel={t("toc")} />;
}
