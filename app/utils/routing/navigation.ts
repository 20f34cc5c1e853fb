import { getRouteEntry, navigationAudience, permissionOf, type RouteName } from "~/route-table";
import { isBuiltRoute } from "~/utils/routing/href";

/**
 * Main navigation: the items and their order. Who sees an item comes from
 * its route table entry (access and audience), never from here. Items whose
 * page is not built yet are left out, never shown as placeholders.
 */
type NavItem = { route: RouteName; labelKey: string; /** Shown only when the visitor has some (the session says so). */ whenAny?: "bespokeQuotes" | "quotes" };

/** What a "when any" item needs to know about the visitor: kept to what the session already answers. */
export type NavigationFacts = {
  bespokeQuotes?: boolean;
  /** Quotes pages of their own: a prospect, or a client who was one (decision 0251). */
  quotes?: boolean;
  /** What the signed-in person may do (the broker's session answer): an item whose page needs more is left out (decision 0170). */
  permissions?: readonly string[] | null;
};

const mainItems: readonly NavItem[] = [
  { route: "index", labelKey: "nav.home" },
  { route: "contracts", labelKey: "nav.contracts" },
  { route: "payments", labelKey: "nav.payments" },
  { route: "certificates", labelKey: "nav.certificates" },
  { route: "claims", labelKey: "nav.claims" },
  { route: "quotes", labelKey: "nav.quotes", whenAny: "quotes" },
  { route: "bespoke-quotes", labelKey: "nav.bespokeQuotes", whenAny: "bespokeQuotes" },
  { route: "contact", labelKey: "nav.contact" },
  { route: "login", labelKey: "nav.login" },
];

export const legalItems: readonly RouteName[] = ["legals", "privacy", "cookies", "eula", "complaints", "accessibility"];

export function mainNavigation(kind: "client" | "prospect" | null, signedIn: boolean, facts: NavigationFacts = {}): NavItem[] {
  const visitor = signedIn ? (kind ?? "client") : "anonymous";
  return mainItems.filter(
    (item) =>
      isBuiltRoute(item.route) &&
      navigationAudience(getRouteEntry(item.route)!).includes(visitor) &&
      (!item.whenAny || facts[item.whenAny] === true) &&
      permitted(getRouteEntry(item.route)!, facts.permissions),
  );
}

/** Whether the person may open the page of a link (its route table permission); anyone when it needs none. */
export function permitted(entry: Parameters<typeof permissionOf>[0], permissions: readonly string[] | null | undefined): boolean {
  const needed = permissionOf(entry);
  return !needed || (permissions ?? []).includes(needed);
}

export function legalNavigation(): RouteName[] {
  return legalItems.filter((route) => isBuiltRoute(route));
}
