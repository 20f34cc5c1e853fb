import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { QuoteDetailsTab } from "../quote-details-tab";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { bespokeQuoteIdOf, bespokeQuoteOf, dateText, isSignedQuote, priceText } from "./bespoke.server";
import { nextOf } from "../quote-view.server";
import { quoteTodoOf } from "../signing/steps-view.server";

export const handle = pageHandle("bespoke-quote-root");

/**
 * The bespoke quote's details (SPEC section 3 "Displayed quote data": description, dates, prices,
 * periodicity). A signed quote goes to its documents page (SPEC section 2 entry rules).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { locale, t } = page;
  const quote = await bespokeQuoteOf(page, bespokeQuoteIdOf(args.params));
  if (isSignedQuote(quote)) throw redirect(href("bespoke-quote-documents", { id: quote.uuid }, locale));
  const taxes = quote.price_tca === null && quote.price_tva === null ? null : (quote.price_tca ?? 0) + (quote.price_tva ?? 0);
  const facts = [
    { term: t("bespoke-quotes:details.description"), value: quote.description },
    { term: t("bespoke-quotes:details.priceTtc"), value: priceText(quote.price_ttc, locale) },
    { term: t("bespoke-quotes:details.priceHt"), value: priceText(quote.price_ht, locale) },
    { term: t("bespoke-quotes:details.taxes"), value: priceText(taxes, locale) },
    { term: t("bespoke-quotes:details.fees"), value: priceText(quote.price_fee, locale) },
    { term: t("bespoke-quotes:details.periodicity"), value: quote.periodicity ? t(`contract:periodicity.${quote.periodicity}`) : null },
    { term: t("bespoke-quotes:details.start"), value: dateText(quote.start_date, locale) },
    { term: t("bespoke-quotes:details.created"), value: dateText(quote.date_creation ?? quote.created_at, locale) },
    { term: t("bespoke-quotes:details.updated"), value: dateText(quote.date_modif ?? quote.updated_at, locale) },
  ].filter((fact): fact is { term: string; value: string } => Boolean(fact.value));
  // What is left to do first (required documents to send, documents to read, conditions, signature), and the way to its
  // signature tab (the quote's details say the same, decision 0269).
  const next = nextOf(quote, await quoteTodoOf(page, quote), locale, t, "bespoke-quote-signature");
  return { title: t("bespoke-quotes:details.title"), facts, nextTitle: t("quotes:next.title"), next };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function BespokeQuoteDetails() {
  const data = useLoaderData<typeof loader>();
  return <QuoteDetailsTab {...data} />;
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
