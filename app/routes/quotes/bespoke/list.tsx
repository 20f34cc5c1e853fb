import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { dateText, priceText } from "./bespoke.server";
import * as styles from "./bespoke.css";

export const handle = pageHandle("bespoke-quotes");

/** The prospect's bespoke quotes, newest first; exactly one goes straight to it (SPEC section 2). */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const { bespoke_quotes: quotes } = await api.quoteLists(user.clientId);
  if (quotes.length === 1) throw redirect(href("bespoke-quote", { id: quotes[0].uuid }, locale));
  return {
    title: t("list.title"),
    quotes: quotes.map((quote) => ({
      id: quote.id,
      name: quote.product_name ?? quote.label,
      number: quote.number,
      stepText: t(`step.${quote.is_signed ? "quote_finalized" : quote.step}`),
      price: priceText(quote.price_ttc, locale),
      periodicity: quote.periodicity,
      updated: dateText(quote.date_modif ?? quote.updated_at, locale),
      href: href("bespoke-quote", { id: quote.uuid }, locale),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function BespokeQuotes() {
  const { t } = useTranslation("bespoke-quotes");
  const { title, quotes } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>{quotes.length === 0 ? t("list.none") : t("list.intro")}</p>
      <ul className={styles.cards}>
        {quotes.map((quote) => (
          <li key={quote.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <Link to={quote.href} className={styles.cardLink}>
                {quote.name}
              </Link>
            </h2>
            <p className={styles.muted}>{t("list.number", { number: quote.number })}</p>
            <p className={styles.step}>{quote.stepText}</p>
            {quote.price ? <p className={styles.strong}>{quote.price}</p> : null}
            {quote.updated ? <p className={styles.muted}>{t("list.updated", { date: quote.updated })}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
