import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { nextOf, quoteFacts, quoteIdOf } from "../quote-view.server";
import { button } from "~/components/ui/button.css";
import * as styles from "~/routes/contracts/contract/tab.css";
import * as look from "./quote.css";

export const handle = pageHandle("quote-details");

/** The details tab: the quote's terms in words, dates and prices in the site's language (SPEC section 3 "displayed quote data"). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const quote = await api.quote(user.clientId, quoteIdOf(args.params));
  return { title: t("quotes:details.title"), nextTitle: t("quotes:next.title"), next: nextOf(quote, locale, t), facts: quoteFacts(quote, locale, t) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuoteDetails() {
  const { title, nextTitle, next, facts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title" className={look.stack}>
      <section aria-labelledby="quote-next" className={styles.card}>
        <h2 id="quote-next" className={styles.cardTitle}>
          {nextTitle}
        </h2>
        <p className={look.nextText}>{next.text}</p>
        {next.documentsHref ? (
          <a href={next.documentsHref} className={`${button.primary} ${look.nextAction}`}>
            {next.toDocuments}
          </a>
        ) : null}
      </section>
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.factRow}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
