import { badge } from "~/components/ui/badge.css";
import { useTranslation } from "~/utils/i18n/use-translation";
import type { contractPaymentsView } from "./payments-tab.server";
import { Schedule } from "./schedule";
import * as styles from "~/components/tab-panel.css";

type View = Awaited<ReturnType<typeof contractPaymentsView>>;

/**
 * The payments tab's history: the payments made, the schedule and the timeline. Loaded on demand by the
 * tab (decision 0193): the server renders it whole and nothing in it needs a script (links, `<details>`),
 * so the tab's first load goes without it.
 */
export function PaymentsHistory({
  payments,
  schedule,
  scheduleAwaitsIssue,
  timeline,
}: Pick<View, "payments" | "schedule" | "scheduleAwaitsIssue" | "timeline">) {
  const { t } = useTranslation("payments");
  return (
    <>
      <section aria-labelledby="payments-list" className={styles.section}>
        <h3 id="payments-list" className={styles.subheading}>
          {t("tab.history")}
        </h3>
        {payments.length === 0 ? <p className={styles.empty}>{t("tab.noPayments")}</p> : null}
        <ul className={styles.list}>
          {payments.map((payment) => (
            <li key={payment.id} className={styles.item} data-payment={payment.id}>
              <span className={styles.itemText}>
                <span>
                  {payment.date} — {payment.amount}
                </span>
                {payment.method ? <span className={styles.itemMeta}>{payment.method}</span> : null}
                {payment.failure ? <span className={styles.itemMeta}>{payment.failure}</span> : null}
                {payment.dispute ? (
                  <span className={styles.itemMeta}>
                    {payment.dispute.opened ? t("tab.disputeOpened", { date: payment.dispute.opened }) : null}{" "}
                    {payment.dispute.reason ? t("tab.disputeReason", { reason: payment.dispute.reason }) : null}
                  </span>
                ) : null}
              </span>
              <span className={badge[payment.tone]}>{payment.status}</span>
            </li>
          ))}
        </ul>
      </section>

      <Schedule schedule={schedule} awaitsIssue={scheduleAwaitsIssue} />

      {timeline.length > 0 ? (
        <section aria-labelledby="payment-timeline" className={styles.section}>
          <h3 id="payment-timeline" className={styles.subheading}>
            {t("timeline.title")}
          </h3>
          <ol className={styles.list}>
            {timeline.map((entry) => (
              <li key={entry.id} className={styles.item}>
                <span className={styles.itemText}>
                  <span>
                    <strong>{entry.year}</strong> — {entry.description}
                  </span>
                  {entry.document ? (
                    <a href={entry.document.href} className={styles.download}>
                      {t("timeline.document", { name: entry.document.name })}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
