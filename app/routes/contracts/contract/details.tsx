import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formatDate } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { statusLabelOf } from "~/utils/ui/contract-status";
import { contractIdOf } from "./contract-tabs.server";
import * as styles from "~/components/tab-panel.css";
import { FactsList } from "~/components/ui/facts-list";

export const handle = pageHandle("contract-details");

/** The details tab: every term of the contract a customer reads, already in words and local formats. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const details = await api.contractDetails(user.clientId, contractIdOf(args.params));
  const lang = locale.lang;
  const day = (value: string | null) => (value ? formatDate(value, lang) : null);
  const holderAddress = [details.holder.address, [details.holder.postal_code, details.holder.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const facts: { term: string; value: string | null }[] = [
    { term: t("details.label"), value: details.label },
    { term: t("details.number"), value: details.number },
    { term: t("details.status"), value: t(`status.${statusLabelOf({ ...details, is_signed: details.status !== "quote" })}`) },
    { term: t("details.startDate"), value: day(details.start_date) },
    { term: details.due_date_type === "anniversary" ? t("details.renewalDate") : t("details.dueDate"), value: day(details.due_date) },
    { term: t("details.price"), value: details.price === null ? null : formatMoney(details.price, details.currency, lang) },
    { term: t("details.periodicity"), value: details.periodicity ? t(`periodicity.${details.periodicity}`) : null },
    {
      term: t("details.paymentMethod"),
      value: details.current_payment_method ? t(`paymentMethod.${details.current_payment_method}`, { defaultValue: t("paymentMethod.other") }) : null,
    },
    { term: t("details.holder"), value: [details.holder.name, holderAddress].filter(Boolean).join(" — ") },
    { term: t("details.entrusted"), value: details.is_entrusted ? t("details.yes") : t("details.no") },
    { term: t("details.delegated"), value: details.is_delegated ? t("details.yes") : t("details.no") },
    ...(details.terminated_date ? [{ term: t("details.terminatedDate"), value: day(details.terminated_date) }] : []),
  ];
  return { title: t("details.title"), facts: facts.map((fact) => ({ ...fact, value: fact.value ?? t("details.notSet") })) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function ContractDetails() {
  const { title, facts } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <FactsList facts={facts} wholeNumbers />
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
