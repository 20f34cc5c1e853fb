import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { QuoteCards } from "./quote-cards";
import { quoteCardOf } from "./quote-view.server";
import * as styles from "~/components/card-list.css";
import { quoteHolder } from "~/utils/session/quote-holder";

export const handle = pageHandle("quotes");

/**
 * The prospect's quotes (SPEC section 2), ordinary and bespoke alike (SPEC section 1: a prospect
 * "sees quotes, including bespoke quotes"): exactly one goes straight to it, several are listed,
 * the ordinary ones first; none is an empty state with the way to ask for one, never the
 * not-found screen, since every prospect's navigation links here (decision 0181).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const { quotes, bespoke_quotes: bespoke } = await api.quoteLists(quoteHolder(user));
  if (quotes.length + bespoke.length === 1) {
    throw redirect(quotes[0] ? href("quote", { id: quotes[0].uuid }, locale) : href("bespoke-quote", { id: bespoke[0].uuid }, locale));
  }
  return {
    title: t("quotes:list.title"),
    none: quotes.length + bespoke.length === 0 ? { text: t("quotes:list.none"), link: t("quotes:list.ask") } : null,
    cards: [...quotes.map((quote) => quoteCardOf(quote, "quote", locale, t)), ...bespoke.map((quote) => quoteCardOf(quote, "bespoke-quote", locale, t))],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuotesList() {
  const { title, none, cards } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {none ? (
        <>
          <p className={styles.count}>{none.text}</p>
          <p>
            <RouteLink to="contact">{none.link}</RouteLink>
          </p>
        </>
      ) : (
        <QuoteCards cards={cards} />
      )}
    </div>
  );
}
