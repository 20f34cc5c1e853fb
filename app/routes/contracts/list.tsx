import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { contractHeader } from "~/utils/ui/contract-summary.server";
import { statusLabels, type StatusLabel } from "~/utils/ui/contract-status";
import * as styles from "~/components/card-list.css";
import { withWholeNumbers } from "~/components/ui/whole-number";
import * as badgeStyles from "~/components/ui/badge.css";

export const handle = pageHandle("contracts");

function isStatusLabel(value: string | null): value is StatusLabel {
  return (statusLabels as readonly string[]).includes(value ?? "");
}

/**
 * Every contract of the client with its status in words (SPEC section 4),
 * filtered by status with a plain GET form. Exactly one contract goes
 * straight to it (SPEC section 2).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const contracts = await api.contracts(user.clientId);
  if (contracts.length === 1) throw redirect(href("contract", { id: contracts[0].id }, locale));
  const wanted = new URL(args.request.url).searchParams.get("status");
  const filter = isStatusLabel(wanted) ? wanted : null;
  const rows = contracts.map((contract) => ({ ...contractHeader(contract, locale, t), href: href("contract", { id: contract.id }, locale) }));
  const present = statusLabels.filter((label) => rows.some((row) => row.status === label));
  return {
    title: t("contracts:title"),
    filter,
    options: present.map((value) => ({ value, label: t(`contract:status.${value}`), count: rows.filter((row) => row.status === value).length })),
    total: rows.length,
    rows: filter ? rows.filter((row) => row.status === filter) : rows,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function ContractsList() {
  const { t } = useTranslation("contracts");
  const { title, filter, options, total, rows } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {total === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <>
          <Form method="get" className={styles.filter}>
            <label htmlFor="status-filter">{t("filter.label")}</label>
            <select id="status-filter" name="status" defaultValue={filter ?? ""} className={styles.select}>
              <option value="">{t("filter.all", { count: total })}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t("filter.option", { label: option.label, count: option.count })}
                </option>
              ))}
            </select>
            <Button type="submit" variant="secondary">
              {t("filter.apply")}
            </Button>
          </Form>
          <p role="status" className={styles.count}>
            {t("shown", { count: rows.length })}
          </p>
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <a href={row.href}>{row.label}</a>
                </h2>
                <p className={styles.cardMeta}>
                  <span>{withWholeNumbers(t("number", { number: row.number }))}</span>
                  <span className={badgeStyles.badge[row.tone]}>{row.statusText}</span>
                  {row.pendingTermination ? (
                    <span className={badgeStyles.badge.attention} data-pending-termination>
                      {row.pendingTermination}
                    </span>
                  ) : null}
                </p>
                <p className={styles.cardMeta}>
                  {row.startDate ? <span>{t(row.startsLater ? "startsOn" : "startDate", { date: row.startDate })}</span> : null}
                  {row.price ? <span>{row.price}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
