import type { RouteName } from "~/route-table";
import type { PageContext } from "~/utils/request/page.server";
import type { Tab } from "~/components/ui/tab-bar";
import { href, isBuiltRoute } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import type { SignedInUser } from "~/utils/session/session.server";
import type { ContractMenu } from "~/utils/v2/api/index.server";

/** SPEC section 2 "Tab types map to pages"; any other type is the page of its slug. */
const pageOfTabType: Record<string, RouteName> = {
  details: "contract-details",
  payments: "contract-payments",
  documents: "contract-documents",
  home: "contract-documents",
  upload: "contract-required",
  termination: "contract-termination",
  garage_cars: "contract-vehicles",
  recipients: "contract-recipients",
};

/** `key`: the broker's slug; `href` null when the tab is disabled by the broker or its page is not built yet: shown, never linked. */
export type ContractTab = Tab & { type: string };

export function pageOfTab(type: string): RouteName {
  return pageOfTabType[type] ?? "contract-slug";
}

/**
 * The tab bar. Known tab types are worded by the portal in the page's language; the broker's own
 * label is kept only for the product-specific tabs it alone knows.
 */
export function contractTabs(menu: ContractMenu, contractId: string, locale: Locale, t: PageContext["t"]): ContractTab[] {
  return menu.tabs.map((tab) => {
    const page = pageOfTab(tab.type);
    const params: Record<string, string> = page === "contract-slug" ? { id: contractId, slug: tab.slug } : { id: contractId };
    const label = tab.type in pageOfTabType ? t(`contract:tabs.types.${tab.type}`) : tab.label;
    return { key: tab.slug, label, type: tab.type, href: !tab.disabled && isBuiltRoute(page) ? href(page, params, locale) : null };
  });
}

/** Menu space (SPEC section 4): private with the personal_access flag, else customer. */
export function contractMenu(page: PageContext<SignedInUser>, contractId: string) {
  const space = page.brokerSession.feature_flags.personal_access ? "private" : "customer";
  return page.api.contractMenu(page.user.clientId, contractId, space, page.locale.lang);
}

/** The address of the contract's first enabled tab (SPEC section 2: where the contract root goes); null when none opens yet. */
export async function firstTabHref(page: PageContext<SignedInUser>, contractId: string): Promise<string | null> {
  return contractTabs(await contractMenu(page, contractId), contractId, page.locale, page.t).find((tab) => tab.href)?.href ?? null;
}

/** The contract id of a tab's URL; Remix always fills it for routes under `contracts/:id`. */
export function contractIdOf(params: Record<string, string | undefined> | undefined): string {
  const id = params?.id;
  if (!id) throw new Response(null, { status: 404 });
  return id;
}
