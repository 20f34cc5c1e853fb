import type { MetaDescriptor } from "@remix-run/node";

type MatchWithData = { id: string; data?: unknown };

/**
 * Page titles: the page's own name first (WCAG 2.4.2), then the site title
 * of SPEC section 1, "customer space • brand".
 */
export function pageMeta(matches: readonly MatchWithData[], pageTitle: string | null | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { shell?: { siteTitle?: string; description?: string } } | undefined;
  const siteTitle = root?.shell?.siteTitle ?? "";
  const title = pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
  return [{ title: `${refusedTitlePrefix(root)}${title}` }, { name: "description", content: root?.shell?.description ?? "" }];
}

/** Where the server leaves the translated "Error: " for the title of a page that answers a refused post (entry.server.tsx, decision 0130). */
export const refusedTitleKey = "refusedTitlePrefix";

/** The "Error: " a refused post's page starts its title with (GOV.UK pattern), else nothing. */
export function refusedTitlePrefix(rootData: unknown): string {
  const prefix = rootData && typeof rootData === "object" ? (rootData as Record<string, unknown>)[refusedTitleKey] : undefined;
  return typeof prefix === "string" ? prefix : "";
}
