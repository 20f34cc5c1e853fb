import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/utils/i18n/use-translation";
import { notFound } from "~/utils/request/not-found.server";
import { pageFor } from "~/utils/request/page.server";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { delegationView, requireDelegationsPermission } from "./delegation.server";
import * as styles from "./profile.css";

export const handle = pageHandle("delegation-revoke");

// Its form, with conform and zod, hydrates when its module arrives (decision 0151).
const delegationForms = formsOnDemand(() => import("./delegation-form"));
const RevokeDelegationForm = delegationForms.form("RevokeDelegationForm");
export const clientLoader = formsWithData(delegationForms);

/**
 * The revocation's confirmation without JavaScript (with it, a dialog on the list does
 * this, decision 0122). Its form posts `revoke` to the list page's action.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  requireDelegationsPermission(page);
  const list = await page.api.delegations(page.user.clientId);
  const found = list.find((d) => d.id === args.params.id);
  if (!found) notFound(page.request);
  const delegation = delegationView(page, found);
  return { title: page.t("revoke.title", { name: delegation.name }), delegation, action: href("delegation", {}, page.locale) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function DelegationRevoke() {
  const { t } = useTranslation("delegation");
  const { title, delegation, action } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>{t("revoke.question", { name: delegation.name, function: delegation.function })}</p>
      <RevokeDelegationForm delegation={delegation} action={action}>
        <Button type="submit">{t("revoke.confirm")}</Button>
        <RouteLink to="delegation">{t("revoke.cancel")}</RouteLink>
      </RevokeDelegationForm>
    </div>
  );
}
