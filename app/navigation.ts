import type { RouteName } from "~/route-table";
import { isBuiltRoute } from "~/utils/href";

/**
 * Main navigation: who sees which item. Items whose page is not built yet
 * are left out, never shown as placeholders.
 */
type Audience = "client" | "prospect" | "anonymous";
type NavItem = { route: RouteName; labelKey: string; audience: readonly Audience[] };

const mainItems: readonly NavItem[] = [
  { route: "index", labelKey: "nav.home", audience: ["client", "prospect"] },
  { route: "contracts", labelKey: "nav.contracts", audience: ["client"] },
  { route: "payments", labelKey: "nav.payments", audience: ["client"] },
  { route: "certificates", labelKey: "nav.certificates", audience: ["client"] },
  { route: "claims", labelKey: "nav.claims", audience: ["client"] },
  { route: "quotes", labelKey: "nav.quotes", audience: ["prospect"] },
  { route: "bespoke-quotes", labelKey: "nav.bespokeQuotes", audience: ["prospect"] },
  { route: "contact", labelKey: "nav.contact", audience: ["client", "prospect", "anonymous"] },
  { route: "login", labelKey: "nav.login", audience: ["anonymous"] },
];

export const legalItems: readonly RouteName[] = ["legals", "privacy", "cookies", "eula", "complaints", "accessibility"];

export function mainNavigation(kind: "client" | "prospect" | null, signedIn: boolean): NavItem[] {
  const audience: Audience = signedIn ? (kind ?? "client") : "anonymous";
  return mainItems.filter((item) => item.audience.includes(audience) && isBuiltRoute(item.route));
}

export function legalNavigation(): RouteName[] {
  return legalItems.filter((route) => isBuiltRoute(route));
}
