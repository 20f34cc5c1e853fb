import type { MetaDescriptor } from "@remix-run/node";

type MatchWithData = { id: string; data?: unknown };

/**
 * Page titles: the page's own name first (WCAG 2.4.2), then the site title
 * of SPEC section 1, "customer space • brand".
 */
export function pageMeta(matches: readonly MatchWithData[], pageTitle: string | null | undefined): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { shell?: { siteTitle?: string; description?: string } } | undefined;
  const siteTitle = root?.shell?.siteTitle ?? "";
  return [{ title: pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle }, { name: "description", content: root?.shell?.description ?? "" }];
}
