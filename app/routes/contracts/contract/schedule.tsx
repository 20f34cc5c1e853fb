import { Fragment } from "react";
import { badge } from "~/components/ui/badge.css";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";

export type ScheduleLine = {
  id: string;
  date: string;
  amount: string;
  status: string;
  tone: keyof typeof badge;
  noticeHref: string | null;
  /** The days a debit cut short covers and its full instalment, worded; null for a whole period's debit. */
  prorated: string | null;
};

type Props = {
  schedule: { coming: ScheduleLine[]; later: ScheduleLine[]; past: ScheduleLine[] };
  /** The contract is not issued yet: an empty schedule says it will come, not that nothing is planned. */
  awaitsIssue: boolean;
};

/**
 * The payment schedule, grouped (issue 31: twelve identical cards made the
 * tab 4,949 px tall on a phone): the next lines due in a compact table, the
 * later ones and the past ones each folded in a `<details>` that opens
 * without JavaScript.
 */
export function Schedule({ schedule, awaitsIssue }: Props) {
  const { t } = useTranslation("payments");
  const { coming, later, past } = schedule;
  return (
    <section aria-labelledby="payment-schedule" className={styles.section}>
      <h3 id="payment-schedule" className={styles.subheading}>
        {t("tab.schedule")}
      </h3>
      {coming.length + later.length + past.length === 0 ? (
        <p className={styles.empty}>{t(awaitsIssue ? "tab.scheduleAwaitsIssue" : "tab.noSchedule")}</p>
      ) : null}
      {coming.length > 0 ? <ScheduleTable lines={coming} caption={t("tab.coming")} /> : null}
      {coming.length === 0 && past.length > 0 ? <p className={styles.empty}>{t("tab.noComing")}</p> : null}
      {later.length > 0 ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{t("tab.later", { count: later.length })}</summary>
          <ScheduleTable lines={later} caption={t("tab.later", { count: later.length })} hiddenCaption />
        </details>
      ) : null}
      {past.length > 0 ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>{t("tab.past", { count: past.length })}</summary>
          <ScheduleTable lines={past} caption={t("tab.past", { count: past.length })} hiddenCaption />
        </details>
      ) : null}
    </section>
  );
}

function ScheduleTable({ lines, caption, hiddenCaption = false }: { lines: ScheduleLine[]; caption: string; hiddenCaption?: boolean }) {
  const { t } = useTranslation("payments");
  return (
    // The page never scrolls sideways: where a table is wider than a small phone, its own box does (WCAG 1.4.10).
    <div className={styles.scheduleBox}>
      <table className={styles.schedule}>
        <caption className={hiddenCaption ? "visually-hidden" : styles.scheduleCaption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("tab.column.date")}</th>
            <th scope="col" className={styles.numeric}>
              {t("tab.column.amount")}
            </th>
            <th scope="col">{t("tab.column.status")}</th>
            <th scope="col">{t("tab.column.notice")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <Fragment key={line.id}>
              <tr data-planning={line.id}>
                <td>{line.date}</td>
                <td className={styles.numeric} aria-describedby={line.prorated ? noteId(line) : undefined}>
                  {line.amount}
                </td>
                <td>
                  <span className={badge[line.tone]}>{line.status}</span>
                </td>
                <td>
                  {line.noticeHref ? (
                    // Visible "PDF"; its name says which notice (the column's header reads "Notice").
                    <a href={line.noticeHref} className={styles.tableLink} aria-label={`${t("tab.notice")} ${line.date}`}>
                      PDF
                    </a>
                  ) : null}
                </td>
              </tr>
              {line.prorated ? (
                // Under its line, across the four columns: squeezed into the date's column it took nine lines on a phone.
                <tr data-prorated={line.id}>
                  <td id={noteId(line)} colSpan={4}>
                    {line.prorated}
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const noteId = (line: ScheduleLine) => `prorated-${line.id}`;
