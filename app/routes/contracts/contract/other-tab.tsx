import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { pageMeta } from "~/utils/routing/meta";
import { contractIdOf, contractMenu, pageOfTab } from "./contract-tabs.server";
import * as styles from "~/components/tab-panel.css";

export const handle = pageHandle("contract-slug");

/**
 * A product's own tab (a type SPEC section 2 does not map, reached by its
 * slug). The broker's menu gives such a tab a label and nothing else, so the
 * page names it and sends the customer to the broker for its content
 * (docs/decisions/0035). A slug the menu does not list is the not-found screen.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const menu = await contractMenu(page, contractIdOf(args.params));
  const tab = menu.tabs.find((candidate) => candidate.slug === args.params.slug && pageOfTab(candidate.type) === "contract-slug" && !candidate.disabled);
  if (!tab) throw data({ notFoundPath: new URL(args.request.url).pathname }, { status: 404 });
  return { title: tab.label };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function ContractOtherTab() {
  const { t } = useTranslation("contract");
  const { title } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="tab-title">
      <h2 id="tab-title" className={styles.heading}>
        {title}
      </h2>
      <p>{t("otherTab.text")}</p>
    </section>
  );
}

export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
