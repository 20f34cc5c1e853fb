import { data, redirect } from "@remix-run/node";
import { formatDate } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { PageContext } from "~/utils/request/page.server";
import { providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { cardResultPattern, confirmedCardResult, pendingResult, settleCardReturn } from "~/utils/request/card-return.server";
import { amountDue, canBePaid, invoiceStatusOf } from "~/utils/ui/invoice-status";
import { invoicePeriod } from "./payments.server";
import { attempt } from "~/utils/v2/attempt.server";

/**
 * Paying one invoice by card (SPEC section 2 "pay"; docs/decisions/0040).
 * The page names the invoice in its query (`?contract=…&invoice=…`), so an
 * e-mailed link reaches it through the sign-in and back. Card numbers are
 * typed on the card provider's page only: the portal creates the intent,
 * sends the browser there, and on the way back asks the broker what
 * happened — it never believes the address it was sent back to.
 */
export type PayTarget = { contractId: string; invoiceId: string };

/** The query values that name the invoice; kept on the provider's return addresses. */
const targetParams = ["contract", "invoice"] as const;

export function payTargetOf(url: URL): PayTarget {
  const contractId = url.searchParams.get("contract")?.trim() ?? "";
  const invoiceId = url.searchParams.get("invoice")?.trim() ?? "";
  if (!contractId || !invoiceId) throw data({ notFoundPath: url.pathname.replace(/\.data$/, "") }, { status: 404 });
  return { contractId, invoiceId };
}

/** `paid`, `cancel` or a card/debit error code (SPEC section 8), as the broker said. */
export type PayResult = string;

export function payResultOf(url: URL): PayResult | null {
  const value = url.searchParams.get("result");
  return value && cardResultPattern.test(value) ? value : null;
}

/** `intent`: the intent the result is about, asked again on a reload (decision 0040, amended). */
export function payPageHref(page: Pick<PageContext, "locale">, target: PayTarget, result?: PayResult, intent?: string | null) {
  return href("pay", {}, page.locale, { contract: target.contractId, invoice: target.invoiceId, ...(result ? { result } : {}), ...(intent ? { intent } : {}) });
}

/**
 * Back from the card page: `?result=paid`, `cancel`, the card error, or `pending` while the broker cannot settle yet,
 * with the intent they are about, which the page asks the broker of before it says anything.
 */
export function settleReturn(page: PageContext<SignedInUser>, target: PayTarget, url: URL): Promise<string | null> {
  return settleCardReturn(page, target.contractId, url, {
    success: "paid",
    back: (result, intentKey) => payPageHref(page, target, result, intentKey),
    resultParam: "result",
  });
}

export type PayState = "toPay" | "justPaid" | "alreadyPaid" | "notPayable";

/** The intents that pay one invoice: an unpaid one, or a quittance before its due date. */
const invoiceIntents = new Set(["unpaid", "quittance"]);

/**
 * `result` and `intentKey` come from the address: "paid" and a refusal are said only when the broker says so of that
 * intent, a payment of this invoice (decision 0040, amended), so a typed or bookmarked address shows neither.
 */
export async function payView(page: PageContext<SignedInUser>, target: PayTarget, result: PayResult | null, intentKey: string | null) {
  const { api, user, locale, t } = page;
  const [contract, invoices, said] = await Promise.all([
    api.contract(user.clientId, target.contractId),
    api.contractInvoices(user.clientId, target.contractId),
    result && result !== "cancel"
      ? confirmedCardResult(page, target.contractId, result, intentKey, {
          success: "paid",
          ours: (intent) => intent.invoice_id === target.invoiceId && invoiceIntents.has(intent.kind),
        })
      : null,
  ]);
  const invoice = invoices.find((candidate) => candidate.id === target.invoiceId);
  if (!invoice) throw data({ notFoundPath: new URL(page.request.url).pathname }, { status: 404 });
  const lang = locale.lang;
  const money = (amount: number) => formatMoney(amount, contract.currency, lang);
  const state: PayState = invoice.status === "paid" ? (said === "paid" ? "justPaid" : "alreadyPaid") : canBePaid(invoice) ? "toPay" : "notPayable";
  const confirming = state === "toPay" && result === pendingResult && said === null;
  const failure = state === "toPay" && said && said !== "paid" ? t(`errors:card.${said}`, { defaultValue: t("errors:card.default") }) : null;
  const period = invoicePeriod(invoice, t, lang);
  const facts = [
    { term: t("payments:pay.contract"), value: t("payments:pay.contractValue", { label: contract.label, number: contract.number }) },
    { term: t("payments:pay.what"), value: t(`payments:invoice.type.${invoice.type}`) },
    ...(period ? [{ term: t("payments:pay.period"), value: period }] : []),
    ...(invoice.due_date ? [{ term: t("payments:pay.dueDate"), value: formatDate(invoice.due_date, lang) }] : []),
    { term: t("payments:pay.amount"), value: money(invoice.amount) },
    ...(invoice.fee_formal_notice ? [{ term: t("payments:pay.fee"), value: money(invoice.fee_formal_notice) }] : []),
  ];
  return {
    state,
    failure,
    confirming,
    cancelled: state === "toPay" && result === "cancel",
    facts,
    total: money(amountDue(invoice)),
    invoiceFileHref: href("invoice-file", { contractId: contract.id, invoiceId: invoice.id }, locale),
    paymentsHref: href("payments", {}, locale),
  };
}

/**
 * Pay: a card intent for the invoice, then the browser goes to the
 * provider's card page. An invoice paid meanwhile (another tab, a debit)
 * shows as paid instead.
 */
export async function startPayment(page: PageContext<SignedInUser>, target: PayTarget) {
  const { api, user, brand, locale, request } = page;
  const pageUrl = new URL(request.url);
  const invoice = (await api.contractInvoices(user.clientId, target.contractId)).find((candidate) => candidate.id === target.invoiceId);
  if (!invoice) throw data({ notFoundPath: pageUrl.pathname }, { status: 404 });
  if (!canBePaid(invoice)) return redirect(payPageHref(page, target));
  const kind = invoiceStatusOf(invoice) === "unpaid" ? "unpaid" : "quittance";
  const intent = await attempt(api.invoiceCardIntent(user.clientId, target.contractId, target.invoiceId, kind, returnAddresses(pageUrl, targetParams)), {
    // Paid or made unpayable meanwhile: the page shows where the invoice stands.
    422: () => null,
  });
  if (!intent) return redirect(payPageHref(page, target));
  const cardPage = providerPageAddress(intent.payment_page_url, brand.code, { lang: locale.lang });
  return redirect(cardPage ?? payPageHref(page, target, "processing_error"));
}
