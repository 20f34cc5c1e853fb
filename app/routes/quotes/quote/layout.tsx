import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { TabBar } from "~/components/ui/tab-bar";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { QuoteProgress } from "../quote-progress";
import { quoteHeader, quoteIdOf } from "../quote-view.server";
import * as styles from "~/components/detail-layout.css";
import { quoteHolder } from "~/utils/session/quote-holder";
import * as badgeStyles from "~/components/ui/badge.css";

export const handle = pageHandle("quote");

/**
 * `quotes/{uuid}`: the quote's header (product, number, step, price) and its
 * progress line, loaded once for the three tabs below (SPEC section 2: details,
 * documents, uploaded documents). Another customer's quote is the broker's 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const id = quoteIdOf(args.params);
  const quote = await api.quote(quoteHolder(user), id);
  return {
    quote: quoteHeader(quote, locale, t),
    tabs: [
      { key: "details", label: t("quotes:tabs.details"), href: href("quote-details", { id }, locale), end: true },
      { key: "documents", label: t("quotes:tabs.documents"), href: href("quote-documents", { id }, locale), end: false },
      { key: "uploaded", label: t("quotes:tabs.uploaded"), href: href("quote-uploaded", { id }, locale), end: false },
    ],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.quote.label);

export default function QuoteLayout() {
  const { t } = useTranslation("quotes");
  const { quote, tabs } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{quote.label}</h1>
        <p className={styles.meta}>
          <span>{t("header.number", { number: quote.number })}</span>
          <span className={badgeStyles.badge[quote.tone]}>{quote.stepText}</span>
          {quote.price ? <span>{quote.price}</span> : null}
        </p>
      </header>
      <QuoteProgress steps={quote.progress} title={t("progress.title")} doneText={t("progress.done")} />
      <TabBar label={t("tabs.label")} tabs={tabs} />
      <div className={styles.panel}>
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
