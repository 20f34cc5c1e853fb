import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { NotInYourAccess } from "~/components/not-in-your-access";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { byOpenThenUpdated, claimSummary } from "./claim-view.server";
import * as styles from "./claims.css";
import { WholeNumber, withWholeNumbers } from "~/components/ui/whole-number";
import * as badgeStyles from "~/components/ui/badge.css";
import * as cardListStyles from "~/components/card-list.css";

export const handle = pageHandle("claims");

/** `claims`: every claim of the client, open ones first, each with its status in words and its last update. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t, may } = await pageFor(args, handle);
  const claims = (await api.claims(user.clientId)).sort(byOpenThenUpdated).map((claim) => claimSummary(claim, locale, t));
  return {
    title: t("claims:list.title"),
    // Declaring is "contract-requests" (decision 0170): without it the link is absent.
    declareHref: may("contract-requests") ? href("claim-new", {}, locale) : null,
    open: claims.filter((c) => c.open),
    decided: claims.filter((c) => !c.open),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

type Row = ReturnType<typeof claimSummary>;

function ClaimCards({ rows }: { rows: Row[] }) {
  const { t } = useTranslation("claims");
  return (
    <ul className={cardListStyles.list}>
      {rows.map((row) => (
        <li key={row.id} className={cardListStyles.card} data-claim={row.id}>
          <h3 className={cardListStyles.cardTitle}>
            <a href={row.href}>
              {row.nature} — <WholeNumber>{row.reference}</WholeNumber>
            </a>
          </h3>
          <span className={`${badgeStyles.badge[row.tone]} ${styles.cardStatus}`}>{row.status}</span>
          <dl className={styles.facts}>
            <dt>{t("field.contract")}</dt>
            <dd>{withWholeNumbers(row.contract)}</dd>
            <dt>{t("field.occurred")}</dt>
            <dd>{row.occurred}</dd>
            <dt>{t("field.updated")}</dt>
            <dd>{row.updated}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function ClaimsList() {
  const { t } = useTranslation("claims");
  const { title, declareHref, open, decided } = useLoaderData<typeof loader>();
  return (
    <div className={cardListStyles.page}>
      <h1 className={cardListStyles.title}>{title}</h1>
      {declareHref ? (
        <p>
          <a href={declareHref} className={styles.primaryLink}>
            {t("list.declare")}
          </a>
        </p>
      ) : (
        <NotInYourAccess permission="contract-requests" />
      )}
      {open.length + decided.length === 0 ? <p>{t("list.none")}</p> : null}
      {open.length > 0 ? (
        <section aria-labelledby="claims-open" className={cardListStyles.group}>
          <h2 id="claims-open" className={styles.subtitle}>
            {t("list.open")}
          </h2>
          <ClaimCards rows={open} />
        </section>
      ) : null}
      {decided.length > 0 ? (
        <section aria-labelledby="claims-decided" className={cardListStyles.group}>
          <h2 id="claims-decided" className={styles.subtitle}>
            {t("list.decided")}
          </h2>
          <ClaimCards rows={decided} />
        </section>
      ) : null}
    </div>
  );
}
