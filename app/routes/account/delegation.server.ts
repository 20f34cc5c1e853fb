import { href } from "~/utils/routing/href";
import { notFound } from "~/utils/request/not-found.server";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt } from "~/utils/v2/attempt.server";
import type { Delegation } from "~/utils/v2/api/index.server";

type Page = PageContext<SignedInUser>;

/**
 * The delegation pages are the owner's (permission `delegations`, decision 0120): another
 * function gets the not-found screen, as for a page of the other kind of customer. The
 * broker refuses the calls anyway; this spares the visitor a page of forms they cannot use.
 */
export function requireDelegationsPermission(page: Page): void {
  if (!page.brokerSession.access?.permissions.includes("delegations")) notFound(page.request);
}

/** A delegation as the list and the confirmation show it, in the page's words. */
export function delegationView(page: Page, d: Delegation) {
  return {
    id: d.id,
    name: `${d.firstname} ${d.lastname}`,
    email: d.email,
    phone: d.phone,
    function: page.t(`delegation:function.${d.function}`),
    revokeHref: href("delegation-revoke", { id: d.id }, page.locale),
  };
}
export type DelegationView = ReturnType<typeof delegationView>;

/** DELETE delegations/{id}; the delegate's sessions end at the broker. A delegation already gone is not an error to the owner. */
export async function revokeDelegation(page: Page, id: string, name: string | null) {
  await attempt(page.api.revokeDelegation(page.user.clientId, id), { 404: () => null });
  return redirectWithToast(href("delegation", {}, page.locale), {
    type: "success",
    title: page.t("delegation:revoke.done"),
    message: name ? page.t("delegation:revoke.doneDetails", { name }) : page.t("delegation:revoke.doneGeneric"),
  });
}
