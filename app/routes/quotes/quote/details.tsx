import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { QuoteDetailsTab } from "../quote-details-tab";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractLinkOf, nextOf, quoteFacts, quoteIdOf } from "../quote-view.server";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("quote-details");

/** The details tab: the quote's terms in words, dates and prices in the site's language (SPEC section 3 "displayed quote data"). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const quote = await api.quote(quoteHolder(user), quoteIdOf(args.params));
  return {
    title: t("quotes:details.title"),
    nextTitle: t("quotes:next.title"),
    next: nextOf(quote, locale, t),
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
