import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractIdOf } from "./contract-tabs.server";
import * as styles from "~/components/tab-panel.css";
import * as tableStyles from "./table.css";

export const handle = pageHandle("contract-recipients");

/** The recipients tab of a health or provident contract: the people it covers. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const people = await api.recipients(user.clientId, contractIdOf(args.params));
  const day = (value: string | null) => (value ? formatDate(value, locale.lang, "short") : t("details.notSet"));
  return {
    title: t("recipients.title"),
    people: people.map((person) => ({
      id: person.id,
      name: `${person.firstname} ${person.lastname}`,
      relationship: t(`recipients.relationship.${person.relationship}`),
      birthDate: day(person.birth_date),
      coverage: person.covered_until
        ? t(person.active ? "recipients.coveredUntil" : "recipients.coveredEnded", { date: day(person.covered_until) })
        : t("recipients.coveredSince", { date: day(person.covered_from) }),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function ContractRecipients() {
  const { t } = useTranslation("contract");
  const { title, people } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {people.length === 0 ? (
        <p className={styles.empty}>{t("recipients.none")}</p>
      ) : (
        <div className={tableStyles.scroller}>
          <table className={tableStyles.table}>
            <caption className={tableStyles.caption}>{t("recipients.caption", { count: people.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("recipients.name")}</th>
                <th scope="col">{t("recipients.relationshipLabel")}</th>
                <th scope="col">{t("recipients.birthDate")}</th>
                <th scope="col">{t("recipients.coverage")}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <th scope="row">{person.name}</th>
                  <td>{person.relationship}</td>
                  <td>{person.birthDate}</td>
                  <td>{person.coverage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
