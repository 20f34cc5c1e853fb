import type { TFunction } from "i18next";
import type { BadgeTone } from "~/components/ui/badge.css";
import { formatDate } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import type { Quote, QuoteList } from "~/utils/v2/api/quotes.server";
import type { QuoteCard } from "./quote-cards";

/** SPEC section 4 "Quote steps", in order: the progress line shows them all and marks the current one. */
export const quoteSteps = ["received", "under_review", "quote_ready", "sign_needed", "quote_finalized"] as const;
export type QuoteStep = (typeof quoteSteps)[number];

export type StepView = { key: QuoteStep; label: string; state: "done" | "current" | "next" };

export function progressOf(step: QuoteStep, t: TFunction): StepView[] {
  const at = quoteSteps.indexOf(step);
  return quoteSteps.map((key, i) => ({ key, label: t(`quotes:step.${key}`), state: i < at ? "done" : i === at ? "current" : "next" }));
}

/** Received and under review: the broker is still preparing the quote; no terms to accept nor anything to sign yet. */
export const isPreparing = (step: QuoteStep) => step === "received" || step === "under_review";

/** What is still to do on a quote, which its step alone does not say: a bespoke quote's required documents to send, documents not downloaded. */
export type QuoteTodo = { toSend: number; notDownloaded: boolean };

/**
 * What "What happens next" says (decision 0269, amending 0148): the broker still preparing the quote, the first thing
 * still to do before signing, in the signing steps' order (the required documents to send, the documents to read, the
 * conditions to accept, then the signature), or signed. The step alone was not enough: a quote at "signature needed"
 * whose documents were never read said only the signature was missing.
 */
export type NextStep = "received" | "under_review" | "send" | "read" | "accept" | "sign" | "quote_finalized";

export function nextStepOf(quote: Pick<Quote, "step" | "is_signed" | "conditions_accepted_at">, todo: QuoteTodo): NextStep {
  if (quote.is_signed || quote.step === "quote_finalized") return "quote_finalized";
  if (quote.step === "received" || quote.step === "under_review") return quote.step;
  if (todo.toSend > 0) return "send";
  if (todo.notDownloaded) return "read";
  return quote.conditions_accepted_at ? "sign" : "accept";
}

/** What the prospect has to do next, in a sentence, and the way to the signing steps while there is something to do before signing or to sign. */
export function nextOf(
  quote: Pick<Quote, "step" | "uuid" | "is_signed" | "conditions_accepted_at">,
  todo: QuoteTodo,
  locale: Locale,
  t: TFunction,
  /** Where the steps to the signature are: a quote's documents tab, a bespoke quote's signature tab (decision 0178). */
  steps: "quote-documents" | "bespoke-quote-signature" = "quote-documents",
) {
  const next = nextStepOf(quote, todo);
  const open = next !== "received" && next !== "under_review" && next !== "quote_finalized";
  return {
    text: next === "send" ? t("quotes:next.send", { count: todo.toSend }) : t(`quotes:next.${next}`),
    documentsHref: open ? href(steps, { id: quote.uuid }, locale) : null,
    toDocuments: t("quotes:next.toDocuments"),
  };
}

/**
 * A signed quote is a contract of the client the person now is (decisions 0095, 0251): its details lead there.
 * Only a client opens contract pages; a quote not signed leads nowhere, even one made for a client, whose contract
 * of type quote is the quote itself until it is signed (decision 0262).
 */
export function contractLinkOf(quote: Pick<Quote, "contract_id" | "is_signed">, kind: "client" | "prospect", locale: Locale, t: TFunction) {
  return kind === "client" && quote.is_signed && quote.contract_id
    ? { href: href("contract", { id: quote.contract_id }, locale), label: t("quotes:callback.toContract") }
    : null;
}

/** `quotes/{id}` takes the uuid (SPEC section 3: the session-based quote view identifies a quote by uuid). */
export function quoteIdOf(params: Record<string, string | undefined> | undefined): string {
  const id = params?.id;
  if (!id) throw new Response(null, { status: 404 });
  return id;
}

/** The step a badge words: a signed quote reads as finalised whatever step the broker left it in. */
const shownStepOf = (quote: Pick<Quote, "step" | "is_signed">): QuoteStep => (quote.is_signed ? "quote_finalized" : quote.step);

/**
 * The step badge's tone says who acts, as the contracts' and invoices' badges do (badge.css.ts): the broker
 * prepares the quote (neutral), the prospect has documents to read and a quote to sign (attention), a signed or
 * finalised quote needs nobody any more (positive). No quote step is an error: no critical tone.
 */
export function quoteTone(quote: Pick<Quote, "step" | "is_signed">): BadgeTone {
  const step = shownStepOf(quote);
  if (step === "quote_finalized") return "positive";
  return isPreparing(step) ? "neutral" : "attention";
}

/**
 * A quote's price with what it is per, as the quote says it (`periodicity`: "1 199,00 € par an"), in the contracts'
 * words and order (contract:header.pricePer); the amount alone when the quote says no period the portal words, null
 * before it is priced.
 */
export function quotePriceOf(quote: Pick<Quote, "price_ttc" | "periodicity">, locale: Locale, t: TFunction): string | null {
  if (quote.price_ttc === null) return null;
  const price = formatMoney(quote.price_ttc, "EUR", locale.lang);
  const per = quote.periodicity ? t(`contract:periodicity.${quote.periodicity}`, { defaultValue: "" }) : "";
  return per ? t("contract:header.pricePer", { price, periodicity: per }) : price;
}

/** The quote's header: what every tab shows above it. */
export function quoteHeader(quote: Quote, locale: Locale, t: TFunction) {
  return {
    uuid: quote.uuid,
    label: quote.product_name ?? quote.label,
    number: quote.number,
    stepText: t(`quotes:step.${shownStepOf(quote)}`),
    tone: quoteTone(quote),
    price: quotePriceOf(quote, locale, t),
    progress: progressOf(quote.step, t),
  };
}

/** The details tab's terms, in words and local formats (prices in the site's language). */
export function quoteFacts(quote: Quote, locale: Locale, t: TFunction): { term: string; value: string }[] {
  const lang = locale.lang;
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, "EUR", lang));
  const day = (value: string | null) => (value ? formatDate(value, lang) : null);
  const taxes = quote.price_tca ?? quote.price_tva;
  const facts: { term: string; value: string | null }[] = [
    { term: t("quotes:details.product"), value: quote.product_name ?? quote.label },
    { term: t("quotes:details.number"), value: quote.number },
    { term: t("quotes:details.created"), value: day(quote.date_creation ?? quote.created_at) },
    { term: t("quotes:details.updated"), value: day(quote.date_modif ?? quote.updated_at) },
    { term: t("quotes:details.status"), value: t(`quotes:step.${quote.step}`) },
    { term: t("quotes:details.description"), value: quote.description },
    { term: t("quotes:details.startDate"), value: day(quote.start_date) },
    // Not priced yet (received, under review): one line saying when, rather than five "not set".
    ...(quote.price_ttc === null && quote.price_ht === null
      ? [{ term: t("quotes:details.price"), value: t("quotes:details.pricePending") }]
      : [
          { term: t("quotes:details.priceTtc"), value: money(quote.price_ttc) },
          { term: t("quotes:details.priceHt"), value: money(quote.price_ht) },
          { term: t("quotes:details.taxes"), value: money(taxes) },
          { term: t("quotes:details.fees"), value: money(quote.price_fee) },
          {
            term: t("quotes:details.periodicity"),
            value: quote.periodicity ? t(`contract:periodicity.${quote.periodicity}`, { defaultValue: quote.periodicity }) : null,
          },
        ]),
  ];
  return facts.map((fact) => ({ term: fact.term, value: fact.value ?? t("quotes:details.notSet") }));
}

/** A card of the quotes or bespoke quotes list (quote-cards.tsx): the same words for both; a signed quote reads as finalised. */
export function quoteCardOf(quote: QuoteList["quotes"][number], route: "quote" | "bespoke-quote", locale: Locale, t: TFunction): QuoteCard {
  const updated = quote.date_modif ?? quote.updated_at;
  return {
    id: quote.uuid,
    name: quote.product_name ?? quote.label,
    number: t("quotes:header.number", { number: quote.number }),
    stepText: t(`quotes:step.${shownStepOf(quote)}`),
    tone: quoteTone(quote),
    price: quotePriceOf(quote, locale, t),
    updated: updated ? t("quotes:list.updated", { date: formatDate(updated, locale.lang) }) : null,
    href: href(route, { id: quote.uuid }, locale),
  };
}
