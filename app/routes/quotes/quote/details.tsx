import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { QuoteDetailsTab } from "../quote-details-tab";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractLinkOf, nextOf, quoteFacts, quoteIdOf } from "../quote-view.server";
import { quoteHolder } from "~/utils/session/quote-holder";
import { quoteTodoOf } from "../signing/steps-view.server";

export const handle = pageHandle("quote-details");

/** The details tab: the quote's terms in words, dates and prices in the site's language (SPEC section 3 "displayed quote data"). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t } = page;
  const quote = await api.quote(quoteHolder(user), quoteIdOf(args.params));
  return {
    title: t("quotes:details.title"),
    nextTitle: t("quotes:next.title"),
    // What is left to do, read from the quote's documents and conditions, not from its step alone (decision 0269).
    next: nextOf(quote, await quoteTodoOf(page, quote), locale, t),
    contract: contractLinkOf(quote, user.kind, locale, t),
    facts: quoteFacts(quote, locale, t),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuoteDetails() {
  const data = useLoaderData<typeof loader>();
  return <QuoteDetailsTab {...data} />;
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
