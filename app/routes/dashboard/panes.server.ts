import type { TFunction } from "i18next";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { formatDate, parisToday } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import { href, isBuiltRoute } from "~/utils/routing/href";
import type { RouteName } from "~/route-table";
import type { Locale } from "~/utils/routing/locale";
import type { CertificatesByContract, Claim, Contract, InvoicesByContractId, QuoteSummary } from "~/utils/v2/api/index.server";
import { attempt } from "~/utils/v2/attempt.server";
import { quoteHolderOf } from "~/utils/session/quote-holder";
import { statusLabelOf } from "~/utils/ui/contract-status";
import { notificationView, pendingTerminationText, type NotificationView } from "~/utils/ui/contract-summary.server";

/**
 * The dashboard's panes as figures and words (SPEC section 2 "dashboard").
 * A pane links to its page only once that page is built: until then it
 * shows its figures and no link, so it never promises a page that is not there.
 */

type Link = string | null;
const linkTo = (name: RouteName, locale: Locale): Link => (isBuiltRoute(name) ? href(name, {}, locale) : null);
const linkToContract = (id: string, locale: Locale): Link => (isBuiltRoute("contract") ? href("contract", { id }, locale) : null);

export type ClientDashboard = Awaited<ReturnType<typeof clientDashboard>>;

export async function clientDashboard({ api, user, locale, t, may }: PageContext<SignedInUser>) {
  const client = user.clientId;
  const holder = quoteHolderOf(user);
  // Started together; the secondary panes may fail without taking the page down (decision 0037):
  // such a pane is left out (null), an ended session still ends the page (the sign-in redirect).
  const secondary = {
    certificates: attempt(api.certificates(client), { optional: "dashboard.certificates" }),
    claims: attempt(api.claims(client), { optional: "dashboard.claims" }),
    products: attempt(api.availableProducts(client), { optional: "dashboard.products" }),
    services: attempt(api.services(client), { optional: "dashboard.services" }),
    // The quotes of the prospect this client was (decision 0251).
    quotes: holder ? attempt(api.quoteLists(holder), { optional: "dashboard.quotes" }) : Promise.resolve(null),
  };
  // Marked as handled: should a primary call fail first, these are never awaited.
  for (const call of Object.values(secondary)) call.catch(() => undefined);
  const [contracts, invoices, notifications] = await Promise.all([api.contracts(client), api.invoices(client), api.notifications(client)]);
  const [certificates, claims, products, services, quoteLists] = await Promise.all([
    secondary.certificates,
    secondary.claims,
    secondary.products,
    secondary.services,
    secondary.quotes,
  ]);
  const labels = new Map(contracts.map((c) => [c.id, c.label]));
  return {
    kind: "client" as const,
    contracts: contractsPane(contracts, locale, t, may("sign")),
    payments: paymentsPane(contracts, invoices, locale),
    certificates: certificates && certificatesPane(certificates, locale),
    claims: claims && claimsPane(claims, locale, t),
    // A client's quotes still to sign (the prospect's they were, decision 0251, or their own, 0262); the signed ones are contracts now.
    openQuotes: quoteLists ? openQuotesPane(quoteLists.quotes, { list: "quotes", detail: "quote" }, locale, t) : null,
    openBespokeQuotes: quoteLists ? openQuotesPane(quoteLists.bespoke_quotes, { list: "bespoke-quotes", detail: "bespoke-quote" }, locale, t) : null,
    contact: { href: linkTo("contact", locale) },
    notifications: notifications
      .filter((n) => n.status !== "done")
      .slice(0, 5)
      .map((n) => ({ ...notificationView(n, locale, t, may), contract: n.contract_id ? (labels.get(n.contract_id) ?? null) : null })),
    products: (products ?? []).map((p) => ({
      id: p.id,
      ...catalogueWords(t, "product", p.code, { name: p.name, description: p.description }),
      subscribeUrl: p.subscribe_url,
      quoteUrl: p.quote_url,
    })),
    services: (services ?? []).map((s) => {
      const words = catalogueWords(t, "service", s.code, { name: s.label, description: s.description });
      return { id: s.id, label: words.name, description: words.description, url: s.url };
    }),
  };
}

/**
 * A product's or service's words in the page's language: the broker sends a code with the brand's own words, the
 * portal words the codes it knows (home:discover.product.<code>) and keeps the brand's words for the others.
 */
export function catalogueWords(
  t: TFunction,
  kind: "product" | "service",
  code: string | null,
  brandWords: { name: string; description: string | null },
): { name: string; description: string | null } {
  // The name asked once: its empty default says the portal has no words for the code.
  const name = code ? t(`home:discover.${kind}.${code}.name`, { defaultValue: "" }) : "";
  return name ? { name, description: t(`home:discover.${kind}.${code}.description`) } : brandWords;
}

function contractsPane(contracts: Contract[], locale: Locale, t: TFunction, maySign: boolean) {
  const labels = contracts.map(statusLabelOf);
  return {
    // Each contract whose termination is sent and not in effect, with the header's words (decision 0184).
    pendingTerminations: contracts.flatMap((contract) => {
      const status = pendingTerminationText(contract, locale, t);
      return status
        ? [{ id: contract.id, text: t("home:contracts.pendingTermination", { label: contract.label, status }), href: linkToContract(contract.id, locale) }]
        : [];
    }),
    // Quotes are the quotes pane's; the contracts list leaves them out too.
    count: labels.filter((l) => l !== "quote").length,
    signatureNeeded: labels.filter((l) => l === "signatureNeeded").length,
    // "Needs your signature" only to a person who may sign; an accountant reads that the contracts wait for one.
    signatureWords: maySign ? ("signatureNeeded" as const) : ("awaitingSignature" as const),
    formalNotice: labels.filter((l) => l === "formalNotice").length,
    href: linkTo("contracts", locale),
  };
}

/**
 * What is owed: invoices not paid yet and due before today (overdue), and the next payment: the earliest of the
 * contracts' next payments, the broker's one rule (decision 0136) that the payments list and the contract tab show too.
 */
export function paymentsPane(contracts: Contract[], invoices: InvoicesByContractId, locale: Locale) {
  const currencyOf = new Map(contracts.map((c) => [c.id, c.currency]));
  const today = parisToday();
  const overdue = Object.values(invoices)
    .flat()
    .filter((i) => i.status !== "paid" && i.type !== "refund_notice" && i.due_date !== null && i.due_date < today)
    .map((i) => ({ currency: currencyOf.get(i.contract_id) ?? "EUR", total: i.amount + (i.fee_formal_notice ?? 0) }));
  const next = contracts
    .flatMap((contract) => (contract.nextPayment ? [{ contract, line: contract.nextPayment }] : []))
    .reduce<{ contract: Contract; line: NonNullable<Contract["nextPayment"]> } | null>(
      (earliest, c) => (!earliest || c.line.due_date < earliest.line.due_date ? c : earliest),
      null,
    );
  return {
    next: next
      ? {
          amount: formatMoney(next.line.amount, next.line.currency, locale.lang),
          date: formatDate(next.line.due_date, locale.lang),
          contract: next.contract.label,
          contractId: next.contract.id,
        }
      : null,
    overdue: overdue.length > 0 ? { count: overdue.length, amount: sumByCurrency(overdue, locale) } : null,
    href: linkTo("payments", locale),
  };
}

function sumByCurrency(items: { total: number; currency: string }[], locale: Locale): string {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.currency, (sums.get(i.currency) ?? 0) + i.total);
  return [...sums].map(([currency, sum]) => formatMoney(Math.round(sum * 100) / 100, currency, locale.lang)).join(" + ");
}

function certificatesPane(certificates: CertificatesByContract, locale: Locale) {
  // The broker lists each contract's certificates newest first.
  const latest = certificates.find((c) => c.documents.length > 0);
  return {
    count: certificates.reduce((n, c) => n + c.documents.length, 0),
    latest: latest ? { label: latest.documents[0].label, contract: latest.label } : null,
    href: linkTo("certificates", locale),
  };
}

/**
 * Claims still being handled: the broker's `open` (domain/codes.ts isClaimOpen), the one definition the list shares; each
 * open one linked, named as the claims list names it (its nature, its reference) with the day it occurred, worded here once.
 */
function claimsPane(claims: Claim[], locale: Locale, t: TFunction) {
  const open = claims.filter((c) => c.open);
  const linked = isBuiltRoute("claim")
    ? open.slice(0, 5).map((c) => ({
        id: c.id,
        reference: c.reference,
        nature: t(`codes:claim.nature.${c.nature}`, { defaultValue: c.nature }),
        occurred: t("home:claims.occurred", { date: formatDate(c.occurrence_date, locale.lang) }),
        href: href("claim", { id: c.id }, locale),
      }))
    : [];
  return { open: open.length, total: claims.length, href: linkTo("claims", locale), openClaims: linked };
}

export type DashboardNotification = NotificationView & { contract: string | null };

/** Steps in the order a prospect acts on them: what needs them first, what is done last (SPEC section 4 "Quote steps"). */
const stepOrder: readonly QuoteSummary["step"][] = ["sign_needed", "quote_ready", "under_review", "received", "quote_finalized"];

/**
 * A prospect's dashboard: their quotes and bespoke quotes (GET quotes), each with its step and a
 * link to it, the ones in progress counted. Not the prospect records of the session: those are
 * quote requests, and their best product sheet is not a quote (issue 28 §7).
 */
export async function prospectDashboard({ api, user, locale, t }: PageContext<SignedInUser>) {
  const lists = await api.quoteLists(user.clientId);
  return {
    kind: "prospect" as const,
    quotes: quotesPane(lists.quotes, { list: "quotes", detail: "quote" }, locale, t),
    // A bespoke quote is made for the prospect by the broker: the pane is there only when there is one.
    bespokeQuotes: lists.bespoke_quotes.length > 0 ? quotesPane(lists.bespoke_quotes, { list: "bespoke-quotes", detail: "bespoke-quote" }, locale, t) : null,
    contact: { href: linkTo("contact", locale) },
  };
}

export type ProspectDashboard = Awaited<ReturnType<typeof prospectDashboard>>;

/** A quotes pane of the quotes not signed yet, or none when every one is. */
function openQuotesPane(quotes: QuoteSummary[], routes: { list: RouteName; detail: RouteName }, locale: Locale, t: PageContext["t"]) {
  const open = quotes.filter((q) => !q.is_signed && q.step !== "quote_finalized");
  return open.length > 0 ? { ...quotesPane(open, routes, locale, t), href: linkTo(routes.list, locale) } : null;
}

function quotesPane(quotes: QuoteSummary[], routes: { list: RouteName; detail: RouteName }, locale: Locale, t: PageContext["t"]) {
  const rank = (q: QuoteSummary) => (q.is_signed ? stepOrder.length : stepOrder.indexOf(q.step));
  return {
    inProgress: quotes.filter((q) => !q.is_signed && q.step !== "quote_finalized").length,
    items: [...quotes]
      .sort((a, b) => rank(a) - rank(b))
      .map((q) => ({
        id: q.id,
        name: q.product_name ?? q.label,
        number: q.number,
        step: q.is_signed ? ("quote_finalized" as const) : q.step,
        stepText: t(`home:quotes.step.${q.is_signed ? "quote_finalized" : q.step}`),
        // Quote pages are addressed by uuid (issue 28 §1).
        href: isBuiltRoute(routes.detail) ? href(routes.detail, { id: q.uuid }, locale) : null,
      })),
    // No quote: the list would be the not-found screen (SPEC section 2), so no link to it.
    href: quotes.length > 0 ? linkTo(routes.list, locale) : null,
  };
}
