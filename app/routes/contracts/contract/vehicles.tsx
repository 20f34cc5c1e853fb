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

export const handle = pageHandle("contract-vehicles");

/** The garage tab of a fleet or auto contract: cars in the fleet, cars that left it apart. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const cars = await api.garageCars(user.clientId, contractIdOf(args.params));
  const notSet = t("details.notSet");
  const views = cars.map((car) => ({
    id: car.id,
    registration: car.registration_number,
    model: car.model ?? notSet,
    entry: car.entry_date ? formatDate(car.entry_date, locale.lang, "short") : notSet,
    exit: car.exit_date ? formatDate(car.exit_date, locale.lang, "short") : null,
    affiliation: t(`vehicles.affiliation.${car.affiliation}`),
    active: car.active,
  }));
  return { title: t("vehicles.title"), active: views.filter((car) => car.active), exited: views.filter((car) => !car.active) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

type CarView = Awaited<ReturnType<typeof loader>>["active"][number];

function CarTable({ cars, caption, withExit }: { cars: CarView[]; caption: string; withExit: boolean }) {
  const { t } = useTranslation("contract");
  return (
    <div className={tableStyles.scroller}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("vehicles.registration")}</th>
            <th scope="col">{t("vehicles.model")}</th>
            <th scope="col">{t("vehicles.entry")}</th>
            {withExit ? <th scope="col">{t("vehicles.exit")}</th> : null}
            <th scope="col">{t("vehicles.affiliationLabel")}</th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car) => (
            <tr key={car.id}>
              <th scope="row">{car.registration}</th>
              <td>{car.model}</td>
              <td>{car.entry}</td>
              {withExit ? <td>{car.exit}</td> : null}
              <td>{car.affiliation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContractVehicles() {
  const { t } = useTranslation("contract");
  const { title, active, exited } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      {active.length > 0 ? (
        <CarTable cars={active} caption={t("vehicles.inFleet", { count: active.length })} withExit={false} />
      ) : (
        <p className={styles.empty}>{t("vehicles.none")}</p>
      )}
      {exited.length > 0 ? <CarTable cars={exited} caption={t("vehicles.exited", { count: exited.length })} withExit /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
