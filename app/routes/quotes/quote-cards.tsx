import { PageLink } from "~/components/page-link";
import * as styles from "~/components/card-list.css";
import type { BadgeTone } from "~/components/ui/badge.css";
import { WholeNumber } from "~/components/ui/whole-number";
import * as badgeStyles from "~/components/ui/badge.css";

/** One quote's card, worded on the server by `quoteCardOf` (quote-view.server.ts). */
export type QuoteCard = {
  id: string;
  name: string;
  number: string;
  stepText: string;
  tone: BadgeTone;
  price: string | null;
  updated: string | null;
  href: string;
};

/**
 * The quotes list's and the bespoke quotes list's cards: one markup and one style (the contracts list's cards),
 * so both lists read the same: the product as the link, then its number, its step in words (in the tone that says who
 * acts), its price with what it is per, and its last update.
 */
export function QuoteCards({ cards }: { cards: QuoteCard[] }) {
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <h2 className={styles.cardTitle}>
            <PageLink to={card.href}>{card.name}</PageLink>
          </h2>
          <p className={styles.cardMeta}>
            <WholeNumber>{card.number}</WholeNumber>
            <span className={badgeStyles.badge[card.tone]}>{card.stepText}</span>
            {card.price ? <span>{card.price}</span> : null}
            {card.updated ? <span>{card.updated}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
