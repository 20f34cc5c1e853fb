import type { LinkProps } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import type { RouteName } from "~/route-table";
import { href, type RouteParams } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { useOptionalRootData } from "~/utils/routing/root-data";
import { pageLink } from "./page-link";

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
  /** Another locale (the language switcher); defaults to the page's. */
  locale?: Locale;
  prefetch?: LinkProps["prefetch"];
};

type ClickKeys = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">;

/** A click the browser would follow in the same tab: main button, no modifier key (react-router's rule). */
export function isPlainClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to a page of the route table, in the words of the page's language: Remix's Link
 * (client navigation with JavaScript, a plain link without). A stand-in rendering the bare
 * anchor was measured at no gain on the login page and removed (docs/decisions/0055).
 * Its route is found when it is followed unless it prefetches (PageLink, docs/decisions/0263).
 */
export function RouteLink({ to, params, query, locale, prefetch, ...anchor }: RouteLinkProps) {
  const root = useOptionalRootData();
  const target = locale ?? root?.shell.locale;
  if (!target) throw new Error("RouteLink needs a locale outside the root loader's pages");
  return pageLink({ to: href(to, params, target, query), prefetch, ...anchor });
}

export function useHref() {
  const root = useOptionalRootData();
  return (name: RouteName, params?: RouteParams, query?: Record<string, string>) => {
    if (!root) throw new Error("useHref used outside the root loader's pages");
    return href(name, params, root.shell.locale, query);
  };
}
