import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { quoteHeader } from "./quote-view.server";
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
  return {
    title: t("quotes:list.title"),
    rows: quotes.map((quote) => {
      const header = quoteHeader({ ...quote, periodicity: null } as Parameters<typeof quoteHeader>[0], locale, t);
      return {
        id: quote.uuid,
        label: header.label,
        number: quote.number,
        stepText: header.stepText,
        price: header.price,
        href: href("quote", { id: quote.uuid }, locale),
      };
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function QuotesList() {
  const { t } = useTranslation("quotes");
  const { title, rows } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li key={row.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <a href={row.href}>{row.label}</a>
            </h2>
            <p className={styles.cardMeta}>
              <span>{t("header.number", { number: row.number })}</span>
              <span className={styles.badge.neutral}>{row.stepText}</span>
              {row.price ? <span>{row.price}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
