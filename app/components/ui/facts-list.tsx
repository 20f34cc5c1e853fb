import type { ReactNode } from "react";
import * as styles from "~/components/tab-panel.css";
import { withWholeNumbers } from "./whole-number";

export type Fact = { term: string; value: ReactNode };

/**
 * Facts as a definition list: each term above its value on a phone, in two columns from tablet width.
 * `wholeNumbers`: the references in the values' words kept on one line (decision 0141).
 */
export function FactsList({ facts, wholeNumbers = false }: { facts: readonly Fact[]; wholeNumbers?: boolean }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.factRow}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.value}>{wholeNumbers && typeof fact.value === "string" ? withWholeNumbers(fact.value) : fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
