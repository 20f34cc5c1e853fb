import { formatDate, parisToday } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { PageContext } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import type { Language } from "~/utils/routing/locale";
import type { Contract, CurrentPaymentMethod, DisputeData, Payment, PeriodicityList, Planning, TimelineEntry } from "~/utils/v2/api/index.server";
import { awaitsIssue, statusLabelOf } from "~/utils/ui/contract-status";
import { paymentStatusLabels, paymentTone } from "~/utils/ui/invoice-status";

/**
 * The contract's payments tab (SPEC section 2 "contract"): what was paid or
 * is coming, the schedule, the dispute of a contested debit, a missing
 * payment, and how the contract is paid. Every call starts at once.
 */
export async function contractPaymentsView(page: PageContext<SignedInUser>, contractId: string) {
  const { api, user, locale, t } = page;
  const client = user.clientId;
  const [contract, payments, plannings, method, periodicities, timeline] = await Promise.all([
    api.contract(client, contractId),
    api.contractPayments(client, contractId),
    api.plannings(client, contractId),
    api.currentPaymentMethod(client, contractId),
    api.periodicities(client, contractId),
    api.timeline(client, contractId),
  ]);
  const disputes = await Promise.all(
    payments.filter((payment) => payment.dispute_id).map((payment) => api.disputeData(client, contractId, payment.dispute_id!)),
  );
  const lang = locale.lang;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, lang);
  const day = (value: string | null) => (value ? formatDate(value, lang) : null);
  // The broker's one rule (decision 0136), the one the dashboard and the payments list show.
  const next = contract.nextPayment ?? null;
  return {
    missingPayment: contract.missing_payment,
    paymentsHref: href("payments", {}, locale),
    next: next ? { amount: money(next.amount, next.currency), date: day(next.due_date)! } : null,
    payments: [...payments].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "")).map((payment) => paymentView(payment, disputes, t, money, day)),
    schedule: scheduleGroups(
      plannings.map((planning) => ({
        ...planningView(planning, t, money, (value) => (value ? formatDate(value, lang, "short") : null)),
        dueDate: planning.due_date,
        noticeHref: planning.url ? href("contract-planning-notice", { id: contractId, planningId: planning.id }, locale) : null,
      })),
      parisToday(),
    ),
    scheduleAwaitsIssue: awaitsIssue(statusLabelOf(contract)),
    timeline: timeline.map((entry) => timelineView(entry, contractId, page)),
    method: {
      ...methodView(method, t, day),
      mandateHref: method.method === "sepa" && method.mandate?.document_url ? href("contract-mandate-file", { id: contractId }, locale) : null,
      /** The mandate in force: a new one after a save, which starts the SEPA form afresh (decision 0280). */
      mandateId: method.mandate?.id ?? null,
    },
    frequency: frequencyView(contract, periodicities, t, money, lang),
  };
}

/** How many lines to come the tab shows before "see the following ones" (issue 31: twelve cards made the tab 4,949 px tall on a phone). */
export const comingShown = 3;

/**
 * The schedule in three parts: the next lines due (today or later), the
 * rest of them folded, and the lines already due, newest first, folded too.
 */
export function scheduleGroups<T extends { dueDate: string }>(lines: T[], today: string) {
  const coming = lines.filter((line) => line.dueDate >= today).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const past = lines.filter((line) => line.dueDate < today).sort((a, b) => b.dueDate.localeCompare(a.dueDate));
  return { coming: coming.slice(0, comingShown), later: coming.slice(comingShown), past };
}

/**
 * The debit frequency: the current one and its amount, each other choice
 * with what one debit would take (the broker splits the yearly premium), or when a change is possible again
 * (SPEC sections 5 and 9: once per 24 hours).
 */
export function frequencyView(contract: Contract, list: PeriodicityList, t: Translate, money: Money, lang: Language) {
  const current = list.current ?? contract.periodicity;
  if (!current || list.options.length < 2) return null;
  // The current one reads "Currently: Monthly, €412.50 per month." (one colon, issue 31); a choice "Monthly: €412.50 per month".
  // A yearly premium that does not split evenly: the first debit takes the leftover cents, and the choice says so
  // ("Quarterly: €160.79 then €160.77 per quarter"), so that the figures add up to the yearly amount that stays the same.
  const per = (periodicity: string, amount: number | null, key: "option" | "currentOption" = "option", first: number | null = null) =>
    amount === null
      ? t(`payments:frequency.name.${periodicity}`)
      : t(`payments:frequency.${first === null ? key : "optionFirstDiffers"}`, {
          name: t(`payments:frequency.name.${periodicity}`),
          amount: money(amount, contract.currency),
          ...(first === null ? {} : { first: money(first, contract.currency) }),
          per: t(`contract:periodicity.${periodicity}`),
        });
  const nextAllowed = list.next_change_allowed_at && new Date(list.next_change_allowed_at) > new Date() ? list.next_change_allowed_at : null;
  return {
    current: per(current, list.options.find((option) => option.current)?.amount ?? contract.price, "currentOption"),
    nextAllowed: nextAllowed ? { date: formatDate(nextAllowed, lang), time: formatDate(nextAllowed, lang, "time") } : null,
    options: list.options
      .filter((option) => !option.current)
      .map((option) => ({ value: option.id, label: per(option.periodicity, option.amount, "option", option.first_amount) })),
  };
}

type Translate = PageContext<SignedInUser>["t"];
type Money = (amount: number, currency: string) => string;
type Day = (value: string | null) => string | null;

function paymentView(payment: Payment, disputes: DisputeData[], t: Translate, money: Money, day: Day) {
  const dispute = disputes.find((candidate) => candidate.dispute_id === payment.dispute_id);
  const reason = (code: unknown) => (typeof code === "string" ? t(`errors:card.${code}`, { defaultValue: t("errors:card.default") }) : null);
  return {
    id: payment.id,
    date: day(payment.date) ?? t("payments:notSet"),
    amount: money(payment.amount, payment.currency),
    status: t(`payments:payment.status.${paymentStatusLabels[payment.status]}`),
    tone: paymentTone(payment.status),
    method: payment.method ? t(`payments:method.${payment.method}`, { defaultValue: payment.method }) : null,
    failure: payment.failure_code ? reason(payment.failure_code) : null,
    dispute: dispute
      ? {
          opened: typeof dispute.data.opened_at === "string" ? day(dispute.data.opened_at) : null,
          reason: reason(dispute.data.reason),
        }
      : null,
  };
}

/** A deadline of the contract (SPEC "Timeline entry"): its year, what happens, and the document that says so. */
function timelineView(entry: TimelineEntry, contractId: string, { t, locale }: PageContext<SignedInUser>) {
  const documentId = entry.document_url?.split("/").pop();
  return {
    id: entry.id,
    year: entry.year,
    description: t(`payments:timeline.${entry.description_code.replace(/^timeline\./, "")}`),
    document:
      entry.document_name && documentId
        ? { name: entry.document_name, href: href("contract-document-file", { id: contractId, documentId: decodeURIComponent(documentId) }, locale) }
        : null,
  };
}

function planningView(planning: Planning, t: Translate, money: Money, day: Day) {
  const part = planning.prorated;
  return {
    id: planning.id,
    date: day(planning.due_date)!,
    amount: money(planning.amount, planning.currency),
    status: t(`payments:payment.status.${paymentStatusLabels[planning.status]}`),
    tone: paymentTone(planning.status),
    // A debit cut to the days the contract still covers says which days and what the full one is (audit of changes, finding 13):
    // otherwise a customer reads 515,34 € where every other year took 4 950 €. A whole period's line says nothing more.
    prorated: part
      ? t("payments:tab.prorated", { start: day(part.period_start), end: day(part.period_end), full: money(part.full_amount, planning.currency) })
      : null,
  };
}

function methodView(current: CurrentPaymentMethod, t: Translate, day: Day) {
  if (current.method === "card" && current.card) {
    const { card } = current;
    return {
      kind: "card" as const,
      summary: t("payments:method.cardSummary", {
        brand: card.brand ? t(`payments:cardBrand.${card.brand}`, { defaultValue: card.brand }) : t("payments:cardBrand.unknown"),
        last4: card.last4,
        expiry: `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year).slice(-2)}`,
      }),
      details: [] as { term: string; value: string }[],
    };
  }
  if (current.method === "sepa" && current.mandate) {
    const { mandate } = current;
    return {
      kind: "sepa" as const,
      summary: t("payments:method.sepaSummary", { last4: mandate.iban.slice(-4) }),
      details: [
        { term: t("payments:mandate.holder"), value: mandate.holder ?? t("payments:notSet") },
        { term: t("payments:mandate.bic"), value: mandate.bic ?? t("payments:notSet") },
        { term: t("payments:mandate.reference"), value: mandate.reference },
        { term: t("payments:mandate.signedOn"), value: day(mandate.legal_accepted_at) ?? t("payments:notSet") },
      ],
    };
  }
  // A method the broker names without its details (an older mandate, a card not kept): its name alone.
  if (current.method) return { kind: current.method, summary: t(`payments:method.${current.method}`), details: [] as { term: string; value: string }[] };
  return { kind: "none" as const, summary: t("payments:method.none"), details: [] as { term: string; value: string }[] };
}
