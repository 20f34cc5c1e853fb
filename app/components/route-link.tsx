import { Link, type LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import type { RouteName } from "~/route-table";
import { href, type RouteParams } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { useOptionalRootData } from "~/utils/routing/root-data";

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
  /** Another locale (the language switcher); defaults to the page's. */
  locale?: Locale;
  /** Only the router's Link can prefetch (it renders the page's <link rel="prefetch"> on intent). */
  prefetch?: LinkProps["prefetch"];
};

/**
 * A link to a page of the route table, in the words of the page's language.
 *
 * It renders the anchor Remix's Link renders (`data-discover` included, so lazy route
 * discovery finds it), without the Link's router hooks: a Link resolves its path three times
 * and sets up click and prefetch handling, a tenth of the login page's allocations for its
 * dozen links. With JavaScript, `useRouteLinkNavigation` (in the root) makes the click a client
 * navigation, as the Link's own handler would; without, it is the plain link it always was.
 */
export function RouteLink({ to, params, query, locale, prefetch, ...anchor }: RouteLinkProps) {
  const root = useOptionalRootData();
  const target = locale ?? root?.shell.locale;
  if (!target) throw new Error("RouteLink needs a locale outside the root loader's pages");
  const path = href(to, params, target, query);
  if (prefetch && prefetch !== "none") return <Link to={path} prefetch={prefetch} {...anchor} />;
  return <a href={path} data-discover="true" {...anchor} />;
}

export function useHref() {
  const root = useOptionalRootData();
  return (name: RouteName, params?: RouteParams, query?: Record<string, string>) => {
    if (!root) throw new Error("useHref used outside the root loader's pages");
    return href(name, params, root.shell.locale, query);
  };
}
