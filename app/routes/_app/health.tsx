import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { getEnv } from "~/utils/request/env.server";
import { pageMeta } from "~/utils/routing/meta";
import * as styles from "./health.css";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("health");

type BrokerState = "ok" | "unreachable" | "not-configured";

/** Asks the v2 API's health address, briefly: a health page must answer fast. */
async function brokerState(): Promise<BrokerState> {
  const base = getEnv().BROKER_API_URL;
  if (!base) return "not-configured";
  try {
    const response = await fetch(new URL("v2/health", base.endsWith("/") ? base : `${base}/`), { signal: AbortSignal.timeout(3_000) });
    return response.ok ? "ok" : "unreachable";
  } catch {
    return "unreachable";
  }
}

export async function loader(args: LoaderFunctionArgs) {
  const [broker, { t }] = await Promise.all([brokerState(), pageFor(args, handle)]);
  return { title: t("title"), portal: "ok" as const, broker, checkedAt: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Health() {
  const { t } = useTranslation("health");
  const health = useLoaderData<typeof loader>();
  return (
    <div className={styles.card}>
      <h1>{t("title")}</h1>
      <dl className={styles.list} data-testid="health">
        <dt>{t("portal")}</dt>
        <dd data-state={health.portal}>{t(`state.${health.portal}`)}</dd>
        <dt>{t("broker")}</dt>
        <dd data-state={health.broker}>{t(`state.${health.broker}`)}</dd>
      </dl>
    </div>
  );
}
