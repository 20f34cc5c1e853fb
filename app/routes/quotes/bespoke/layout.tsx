import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/page-link";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { TabBar } from "~/components/ui/tab-bar";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href, isBuiltRoute } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import type { RouteName } from "~/route-table";
import { bespokeQuoteIdOf, bespokeQuoteOf, isSignedQuote, stepLine } from "./bespoke.server";
import * as layout from "~/components/detail-layout.css";
import { QuoteProgress } from "../quote-progress";
import * as styles from "./bespoke.css";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("bespoke-quote");

/** Its tabs (SPEC section 2: root, documents, required, signature); a tab whose page is not built is left out. */
const tabs: readonly { route: RouteName; key: string }[] = [
  { route: "bespoke-quote-root", key: "details" },
  { route: "bespoke-quote-documents", key: "documents" },
  { route: "bespoke-quote-required", key: "required" },
  { route: "bespoke-quote-signature", key: "signature" },
];

/**
 * `bespoke-quotes/{id}`: the quote's name, number and progress, what is still to send before
 * signing, and its tabs. Another prospect's quote, or a quote that is not bespoke, is not found.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quoteId = bespokeQuoteIdOf(args.params);
  const [quote, required] = await Promise.all([bespokeQuoteOf(page, quoteId), api.quoteRequiredDocuments(quoteHolder(user), quoteId)]);
  const signed = isSignedQuote(quote);
  const id = quote.uuid;
  return {
    name: quote.product_name ?? quote.label,
    number: quote.number,
    steps: stepLine({ step: quote.step, is_signed: signed }, t),
    listHref: href("bespoke-quotes", {}, locale),
    toSend: signed ? 0 : required.filter((d) => d.status === "missing" || d.status === "invalid").length,
    requiredHref: href("bespoke-quote-required", { id }, locale),
    tabs: tabs
      // Nothing is left to sign on a signed quote.
      .filter((tab) => isBuiltRoute(tab.route) && !(signed && tab.route === "bespoke-quote-signature"))
      .map((tab) => ({ key: tab.key, label: t(`tabs.${tab.key}`), href: href(tab.route, { id }, locale), end: tab.route === "bespoke-quote-root" })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.name);

export default function BespokeQuoteLayout() {
  const { t } = useTranslation("bespoke-quotes");
  const { name, number, steps, listHref, toSend, requiredHref, tabs } = useLoaderData<typeof loader>();
  return (
    <div className={layout.page}>
      <nav aria-label={t("breadcrumb.label")} className={layout.breadcrumb}>
        <a href={listHref}>{t("breadcrumb.list")}</a>
      </nav>
      <header className={layout.header}>
        <h1 className={layout.title}>{name}</h1>
        <p className={layout.meta}>{t("quotes:header.number", { number })}</p>
      </header>
      <QuoteProgress steps={steps} title={t("step.label")} doneText={`(${t("step.done")})`} />
      {toSend > 0 ? (
        <p className={styles.notice}>
          {t("required.toSend", { count: toSend })} <PageLink to={requiredHref}>{t("required.link")}</PageLink>
        </p>
      ) : null}
      <TabBar label={t("tabs.label")} tabs={tabs} />
      <div className={layout.panel}>
        <Outlet />
      </div>
    </div>
  );
}

/** The quote cannot be shown (another prospect's, unknown, broker down): its error screen inside the shell. */
export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
