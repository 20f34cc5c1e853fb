import type { TFunction } from "i18next";
import { formatDate, parisToday } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { Locale } from "~/utils/routing/locale";
import { href, isBuiltRoute } from "~/utils/routing/href";
import type { Contract, ContractNotification } from "~/utils/v2/api/index.server";
import { statusLabelOf, statusTone } from "~/utils/ui/contract-status";
import type { Permission } from "../../../contract/codes/delegate-access";

/**
 * A termination sent and not in effect yet (decision 0184), in words: the
 * header, the contracts list and the dashboard say it alike. Null once
 * withdrawn or in effect (the broker's `pending_termination`).
 */
export function pendingTerminationText(contract: Pick<Contract, "pending_termination">, locale: Locale, t: TFunction): string | null {
  const pending = contract.pending_termination;
  if (!pending) return null;
  return pending.effective_date
    ? t("contract:header.pendingTermination", { date: formatDate(pending.effective_date, locale.lang) })
    : t("contract:header.pendingTerminationUndated");
}

/** The contract as its header shows it: words and formatted figures only. */
export function contractHeader(contract: Contract, locale: Locale, t: TFunction) {
  const status = statusLabelOf(contract);
  const price = contract.price === null ? null : formatMoney(contract.price, contract.currency, locale.lang);
  return {
    id: contract.id,
    label: contract.label,
    number: contract.number,
    status,
    statusText: t(`contract:status.${status}`),
    tone: statusTone(status),
    pendingTermination: pendingTerminationText(contract, locale, t),
    startDate: contract.start_date ? formatDate(contract.start_date, locale.lang) : null,
    /** A contract signed ahead of its start date says "from", not "since". */
    startsLater: contract.start_date !== null && contract.start_date.slice(0, 10) > parisToday(),
    /** "412,50 € par mois", or the amount alone when the contract has no billing period. */
    price: price && contract.periodicity ? t("contract:header.pricePer", { price, periodicity: t(`contract:periodicity.${contract.periodicity}`) }) : price,
  };
}

export type NotificationView = {
  id: string;
  title: string;
  date: string;
  tone: "positive" | "attention" | "critical" | "neutral";
  /** Where its button leads, when that page exists; an amendment's to the page where it is read and approved (decision 0283). */
  action: { label: string; href: string } | null;
};

/**
 * Buttons of notifications (SPEC "Notification", button_action) that lead to
 * a contract page; an amendment's to the page where it is read and approved (decision 0283).
 */
const actionPages = { upload: "contract-required", sign: "contract-documents", pay: "contract-payments", amendment: "contract-amendment" } as const;

/** What the person must be allowed to do for a button to be offered (decision 0168's functions): an accountant reads "documents to sign" without a "Sign" button. */
const actionPermissions: Record<keyof typeof actionPages, Permission> = { upload: "contract-requests", sign: "sign", pay: "pay", amendment: "sign" };

/** The broker sends the title and the button's words as codes (decision 0080); they are worded here, in the page's language. */
export function notificationView(notification: ContractNotification, locale: Locale, t: TFunction, may: (permission: Permission) => boolean): NotificationView {
  const action = notification.button_action as keyof typeof actionPages | null;
  const page = action && action in actionPages && may(actionPermissions[action]) ? actionPages[action] : undefined;
  const target = page && notification.contract_id && isBuiltRoute(page) ? href(page, { id: notification.contract_id }, locale) : null;
  return {
    id: notification.id,
    title: t(`codes:notification.title.${notification.title}`),
    date: formatDate(notification.date, locale.lang),
    tone:
      notification.status === "error"
        ? "critical"
        : notification.status === "warning" || notification.status === "pending"
          ? "attention"
          : notification.status === "success" || notification.status === "done"
            ? "positive"
            : "neutral",
    action: target && notification.button_message ? { label: t(`codes:notification.button.${notification.button_message}`), href: target } : null,
  };
}
