import { Link, type LinkProps } from "@remix-run/react";
import type { RouteName } from "~/route-table";
import { href, type RouteParams } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { useOptionalRootData } from "~/utils/routing/root-data";

type RouteLinkProps = Omit<LinkProps, "to"> & {
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
  /** Another locale (the language switcher); defaults to the page's. */
  locale?: Locale;
};

/** A link to a page of the route table, in the words of the page's language. */
export function RouteLink({ to, params, query, locale, ...props }: RouteLinkProps) {
  const root = useOptionalRootData();
  const target = locale ?? root?.shell.locale;
  if (!target) throw new Error("RouteLink needs a locale outside the root loader's pages");
  return <Link to={href(to, params, target, query)} {...props} />;
}

export function useHref() {
  const root = useOptionalRootData();
  return (name: RouteName, params?: RouteParams, query?: Record<string, string>) => {
    if (!root) throw new Error("useHref used outside the root loader's pages");
    return href(name, params, root.shell.locale, query);
  };
}
