import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageFor } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { QuoteCards } from "./quote-cards";
import { quoteCardOf } from "./quote-view.server";
import * as styles from "~/routes/contracts/list.css";

export const handle = pageHandle("quotes");

/**
 * The prospect's quotes (SPEC section 2): exactly one goes straight to it,
 * none is the not-found screen. Bespoke quotes have their own list.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, request } = await pageFor(args, handle);
  const { quotes } = await api.quotes(user.clientId);
  if (quotes.length === 0) notFound(request);
  if (quotes.length === 1) throw redirect(href("quote", { id: quotes[0].uuid }, locale));
  return { title: t("quotes:list.title"), cards: quotes.map((quote) => quoteCardOf(quote, "quote", locale, t)) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuotesList() {
  const { title, cards } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <QuoteCards cards={cards} />
    </div>
  );
}
