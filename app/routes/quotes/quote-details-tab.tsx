import { button } from "~/components/ui/button.css";
import { FactsList } from "~/components/ui/facts-list";
import * as styles from "~/components/tab-panel.css";
import type { contractLinkOf, nextOf } from "./quote-view.server";
import * as look from "./quote/quote.css";

/**
 * A quote's details tab, either kind: what the prospect can do at the quote's step (with the way to
 * its signing steps, decision 0178), then the quote's terms.
 */
export function QuoteDetailsTab({
  title,
  nextTitle,
  next,
  contract = null,
  facts,
}: {
  title: string;
  nextTitle: string;
  next: ReturnType<typeof nextOf>;
  /** The contract a signed quote became, for the client the person now is (decision 0251). */
  contract?: ReturnType<typeof contractLinkOf>;
  facts: { term: string; value: string }[];
}) {
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
        {contract ? (
          <a href={contract.href} className={`${button.primary} ${look.nextAction}`}>
            {contract.label}
          </a>
        ) : null}
      </section>
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <FactsList facts={facts} />
    </section>
  );
}
