import { formatDate, parisToday } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { PageContext } from "~/utils/request/page.server";
import { href, isBuiltRoute } from "~/utils/routing/href";
import type { Language, Locale } from "~/utils/routing/locale";
import type { SignedInUser } from "~/utils/session/session.server";
import type { Contract, Invoice, InvoicesByContractId } from "~/utils/v2/api/index.server";
import { amountDue, canBePaid, invoiceStatusOf, invoiceTone } from "~/utils/ui/invoice-status";

/**
 * The payments page (SPEC section 2 "payments"): the client's invoices,
 * preloaded in one call (a map contract id → invoices), grouped by
 * contract, newest period first, with what is due now and what was paid
 * this year.
 */
export async function paymentsOverview({ api, user, locale, t }: PageContext<SignedInUser>) {
  const [contracts, invoices] = await Promise.all([api.contracts(user.clientId), api.invoices(user.clientId)]);
  const lang = locale.lang;
  const year = parisToday().slice(0, 4);
  const groups = contracts
    .filter((contract) => (invoices[contract.id]?.length ?? 0) > 0)
    .map((contract) => ({
      id: contract.id,
      label: contract.label,
      number: contract.number,
      tabHref: isBuiltRoute("contract-payments") ? href("contract-payments", { id: contract.id }, locale) : href("contract", { id: contract.id }, locale),
      // The broker's one rule (decision 0136): the day the dashboard and the contract's tab name too.
      next: contract.nextPayment
        ? { amount: formatMoney(contract.nextPayment.amount, contract.nextPayment.currency, lang), date: formatDate(contract.nextPayment.due_date, lang) }
        : null,
      invoices: [...invoices[contract.id]]
        .sort((a, b) => (b.period_start ?? b.due_date ?? "").localeCompare(a.period_start ?? a.due_date ?? ""))
        .map((invoice) => invoiceView(invoice, contract, locale, t)),
    }));
  return { groups, totals: totals(contracts, invoices, year, lang), year };
}

type Translate = PageContext<SignedInUser>["t"];

/** "from 1 March to 31 March", or the one day, or nothing. */
export function invoicePeriod(invoice: Pick<Invoice, "period_start" | "period_end">, t: Translate, lang: Language): string | null {
  if (invoice.period_start && invoice.period_end && invoice.period_start !== invoice.period_end) {
    return t("payments:invoice.period", { start: formatDate(invoice.period_start, lang), end: formatDate(invoice.period_end, lang) });
  }
  return invoice.period_start ? formatDate(invoice.period_start, lang) : null;
}

function invoiceView(invoice: Invoice, contract: Contract, locale: Locale, t: Translate) {
  const lang = locale.lang;
  const status = invoiceStatusOf(invoice);
  const period = invoicePeriod(invoice, t, lang);
  return {
    id: invoice.id,
    number: invoice.number,
    type: t(`payments:invoice.type.${invoice.type}`),
    period,
    dueDate: invoice.due_date ? formatDate(invoice.due_date, lang) : null,
    amount: formatMoney(amountDue(invoice), contract.currency, lang),
    fee: invoice.fee_formal_notice ? formatMoney(invoice.fee_formal_notice, contract.currency, lang) : null,
    status: t(`payments:invoice.status.${status}`),
    tone: invoiceTone(status),
    fileHref: href("invoice-file", { contractId: contract.id, invoiceId: invoice.id }, locale),
    // The pay page comes with its own slice: until it exists, nothing offers to pay.
    payHref:
      canBePaid(invoice) && isBuiltRoute("pay")
        ? `${href("pay", {}, locale)}?contract=${encodeURIComponent(contract.id)}&invoice=${encodeURIComponent(invoice.id)}`
        : null,
  };
}

/**
 * Due now: what can be paid today. Paid this year: invoices paid (not
 * refunds, not disputed) whose payment fell in this calendar year, Paris time.
 */
export function totals(contracts: Pick<Contract, "id" | "currency">[], invoices: InvoicesByContractId, year: string, lang: Language) {
  const currencyOf = new Map(contracts.map((c) => [c.id, c.currency]));
  const due = new Map<string, number>();
  const paid = new Map<string, number>();
  for (const [contractId, list] of Object.entries(invoices)) {
    const currency = currencyOf.get(contractId) ?? "EUR";
    for (const invoice of list) {
      if (invoice.type === "refund_notice") continue;
      if (invoice.is_payable && invoice.status !== "paid") due.set(currency, (due.get(currency) ?? 0) + amountDue(invoice));
      if (invoice.status === "paid" && invoiceStatusOf(invoice) === "paid" && paidOn(invoice)?.startsWith(year))
        paid.set(currency, (paid.get(currency) ?? 0) + amountDue(invoice));
    }
  }
  const words = (sums: Map<string, number>) =>
    sums.size === 0 ? formatMoney(0, "EUR", lang) : [...sums].map(([currency, sum]) => formatMoney(Math.round(sum * 100) / 100, currency, lang)).join(" + ");
  return { dueNow: words(due), hasDue: due.size > 0, paidThisYear: words(paid) };
}

/** The day an invoice was paid: its successful payment's, else its due date. */
function paidOn(invoice: Invoice): string | null {
  return invoice.payments.find((p) => p.status === "success")?.date ?? invoice.due_date;
}
