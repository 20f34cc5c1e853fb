import { PageNavLink } from "~/components/page-link";
import * as styles from "~/components/detail-layout.css";

/** One tab: `href` null when it is shown but not linked (disabled by the broker, its page not built); `end`: current only on its own address. */
export type Tab = { key: string; label: string; href: string | null; end?: boolean };

/**
 * The tabs of a contract's or a quote's page: links that wrap instead of scrolling, the current one marked
 * by its `aria-current`; a tab with no page says it is not available (`unavailable`).
 */
export function TabBar({ label, tabs, unavailable }: { label: string; tabs: readonly Tab[]; unavailable?: string }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            {tab.href ? (
              <PageNavLink to={tab.href} end={tab.end} className={styles.tab} prefetch="none">
                {tab.label}
              </PageNavLink>
            ) : (
              <span className={styles.tabDisabled} aria-disabled="true">
                {tab.label}
                <span className="visually-hidden"> {unavailable}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
