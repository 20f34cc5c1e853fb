import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { QuoteCards } from "../quote-cards";
import { quoteCardOf } from "../quote-view.server";
import * as styles from "~/components/card-list.css";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("bespoke-quotes");

/** The prospect's bespoke quotes, newest first; exactly one goes straight to it (SPEC section 2). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const { bespoke_quotes: quotes } = await api.quoteLists(quoteHolder(user));
  if (quotes.length === 1) throw redirect(href("bespoke-quote", { id: quotes[0].uuid }, locale));
  return {
    title: t("bespoke-quotes:list.title"),
    intro: t(quotes.length === 0 ? "bespoke-quotes:list.none" : "bespoke-quotes:list.intro"),
    cards: quotes.map((quote) => quoteCardOf(quote, "bespoke-quote", locale, t)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** The same cards as the quotes list (quote-cards.tsx), under this list's own title and introduction. */
export default function BespokeQuotes() {
  const { title, intro, cards } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.count}>{intro}</p>
      <QuoteCards cards={cards} />
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
