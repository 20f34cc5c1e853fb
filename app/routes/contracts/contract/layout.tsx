import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle, useRouteHandles } from "~/utils/routing/handle";
import { href, isBuiltRoute } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { contractIdOf, contractMenu, contractTabs } from "./contract-tabs.server";
import { NotificationList } from "~/components/notification-list";
import { contractHeader, notificationView } from "~/utils/ui/contract-summary.server";
import * as styles from "~/components/detail-layout.css";
import { button } from "~/components/ui/button.css";
import { withWholeNumbers } from "~/components/ui/whole-number";
import { TabBar } from "~/components/ui/tab-bar";
import * as badgeStyles from "~/components/ui/badge.css";

export const handle = pageHandle("contract");

/**
 * `contracts/{id}`: the contract, its menu and its pending amendment, loaded
 * once for every tab below (SPEC section 2). Another client's contract is the
 * broker's 404, shown as the not-found screen.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const contractId = contractIdOf(args.params);
  const [contract, menu] = await Promise.all([api.contract(user.clientId, contractId), contractMenu(page, contractId)]);
  // The notice needs only a label, which the contract carries beside its flag (the broker clears both when the last
  // pending amendment is approved): the list is asked for only when the contract names none.
  const label = !contract.amendment_available ? null : (contract.amendment_label ?? (await api.pendingAmendments(user.clientId, contractId))[0]?.label ?? null);
  return {
    contract: contractHeader(contract, locale, t),
    tabs: contractTabs(menu, contractId, locale, t),
    // Approving an amendment is a signature (decision 0120): without "sign" the notice says who does it (decision 0170)
    // and leads to the amendment to read; with it, "continue approval" leads there to approve (decision 0283).
    amendment: label === null ? null : { label, maySign: page.may("sign"), href: href("contract-amendment", { id: contractId }, locale) },
    // The amendment's own notification is the notice above: listed once, not twice.
    notifications: (contract.notifications ?? [])
      .filter((n) => n.status !== "done" && !(label !== null && n.button_action === "amendment"))
      .map((n) => notificationView(n, locale, t, page.may)),
    // A client with one contract: the list would open this one again (audit of changes, finding 14).
    listHref: isBuiltRoute("contracts") && page.brokerSession?.client_contracts !== 1 ? href("contracts", {}, locale) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.contract.label);

export default function ContractLayout() {
  const { t } = useTranslation("contract");
  const { contract, tabs, amendment, notifications, listHref } = useLoaderData<typeof loader>();
  // On the amendment's own page the notice would lead to itself: the page says it all.
  const onAmendmentPage = useRouteHandles().some((handle) => handle.page === "contract-amendment");
  return (
    <div className={styles.page}>
      {listHref ? (
        <nav aria-label={t("breadcrumb.label")} className={styles.breadcrumb}>
          <a href={listHref}>{t("breadcrumb.contracts")}</a>
        </nav>
      ) : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{contract.label}</h1>
        <p className={styles.meta}>
          <span className={styles.number}>{withWholeNumbers(t("header.number", { number: contract.number }))}</span>
          <span className={badgeStyles.badge[contract.tone]}>{contract.statusText}</span>
          {contract.pendingTermination ? (
            <span className={badgeStyles.badge.attention} data-pending-termination>
              {contract.pendingTermination}
            </span>
          ) : null}
          {contract.price ? <span>{contract.price}</span> : null}
        </p>
      </header>

      {amendment && !onAmendmentPage ? (
        <section className={styles.notice} aria-labelledby="amendment-title">
          <h2 id="amendment-title" className={styles.noticeTitle}>
            {t("amendment.title")}
          </h2>
          <p>{t("amendment.text", { label: amendment.label })}</p>
          {amendment.maySign ? null : <NotInYourAccess permission="sign" />}
          <p>
            <a href={amendment.href} className={amendment.maySign ? button.primary : button.secondary}>
              {amendment.maySign ? t("amendment.continue") : t("amendment.read")}
            </a>
          </p>
        </section>
      ) : null}

      {notifications.length > 0 ? (
        <section aria-labelledby="contract-notifications" className={styles.notifications}>
          <h2 id="contract-notifications" className={styles.sectionTitle}>
            {t("notifications.title")}
          </h2>
          <NotificationList notifications={notifications} />
        </section>
      ) : null}

      <TabBar label={t("tabs.label")} tabs={tabs} unavailable={t("tabs.unavailable")} />
      <div className={styles.panel}>
        <Outlet />
      </div>
    </div>
  );
}

/** The contract cannot be shown (another client's, unknown, broker down): its error screen inside the shell. */
export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
