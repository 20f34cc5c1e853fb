import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { badge } from "~/components/ui/badge.css";
import { button } from "~/components/ui/button.css";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { paymentsOverview } from "./payments.server";
import * as styles from "./payments.css";
import { withWholeNumbers } from "~/components/ui/whole-number";
import * as cardListStyles from "~/components/card-list.css";

export const handle = pageHandle("payments");

/** Payments (SPEC section 2): every invoice of the client, grouped by contract, with what is due now and what was paid this year. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const overview = await paymentsOverview(page);
  return { title: page.t("payments:title"), ...overview };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Payments() {
  const { t } = useTranslation("payments");
  const { title, totals, groups, year } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={cardListStyles.title}>{title}</h1>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{t("totals.dueNow")}</dt>
          <dd className={styles.totalValue}>{totals.dueNow}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{t("totals.paidThisYear", { year })}</dt>
          <dd className={styles.totalValue}>{totals.paidThisYear}</dd>
        </div>
      </dl>
      {groups.length === 0 ? <p className={styles.empty}>{t("none")}</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`invoices-${group.id}`} className={cardListStyles.group}>
          <h2 id={`invoices-${group.id}`} className={styles.groupTitle}>
            <a href={group.tabHref}>{group.label}</a>
          </h2>
          <p className={styles.groupMeta}>{withWholeNumbers(t("contractNumber", { number: group.number }))}</p>
          <p className={styles.next} data-next-payment>
            {group.next ? t("tab.next", group.next) : t("tab.noNext")}
          </p>
          {/* A table from tablet width; on a phone each row is a card (the same cells, laid out by payments.css.ts). */}
          <table className={styles.table}>
            <caption className="visually-hidden">{t("invoice.caption", { contract: group.label })}</caption>
            <thead className={styles.head}>
              <tr>
                <th scope="col">{t("invoice.column.period")}</th>
                <th scope="col">{t("invoice.column.type")}</th>
                <th scope="col" className={styles.numeric}>
                  {t("invoice.column.amount")}
                </th>
                <th scope="col">{t("invoice.column.status")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("invoice.column.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {group.invoices.map((invoice) => (
                <tr key={invoice.id} className={styles.row} data-invoice={invoice.id}>
                  <td className={styles.periodCell}>
                    <span className={styles.strong}>{invoice.period ?? invoice.dueDate ?? t("notSet")}</span>
                    {invoice.dueDate ? <span className={styles.meta}>{t("invoice.dueOn", { date: invoice.dueDate })}</span> : null}
                  </td>
                  <td className={styles.typeCell}>
                    {invoice.type}
                    {invoice.fee ? <span className={styles.meta}>{t("invoice.feeIncluded", { fee: invoice.fee })}</span> : null}
                  </td>
                  <td className={styles.amountCell}>{invoice.amount}</td>
                  <td className={styles.statusCell}>
                    <span className={badge[invoice.tone]}>{invoice.status}</span>
                  </td>
                  <td className={styles.actionsCell}>
                    {invoice.payHref ? (
                      <a href={invoice.payHref} className={`${button.primary} ${styles.pay}`}>
                        {t("invoice.pay")}
                        <span className="visually-hidden">
                          {" "}
                          {invoice.amount} ({group.label})
                        </span>
                      </a>
                    ) : null}
                    <a href={invoice.fileHref} className={styles.file}>
                      {t("invoice.download")}
                      <span className="visually-hidden">
                        {" "}
                        {invoice.type} {invoice.period ?? ""} ({group.label})
                      </span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
