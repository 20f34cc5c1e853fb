import { Link, NavLink, type LinkProps, type NavLinkProps } from "@remix-run/react";

/**
 * Remix's eager route discovery: when a page hydrates, the routes of its links are asked of the server
 * (`/__manifest`) and patched into the router, and each batch renders the whole page again. On the login page that
 * was four renders for one. A link here finds its route when it is followed (Remix's documented `discover="none"`),
 * unless it prefetches, which needs its route known before (docs/decisions/0263).
 */
function discoveryOf(prefetch: LinkProps["prefetch"]): "none" | "render" {
  return prefetch === undefined || prefetch === "none" ? "none" : "render";
}

/** Remix's Link, its route found when it is followed unless it prefetches. */
export function PageLink(props: LinkProps) {
  return pageLink(props);
}

/** PageLink's element, for a component that draws one link (RouteLink): no component more per link on the page. */
export function pageLink({ prefetch, discover, ...props }: LinkProps) {
  return <Link prefetch={prefetch} discover={discover ?? discoveryOf(prefetch)} {...props} />;
}

/** Remix's NavLink, the same way. */
export function PageNavLink({ prefetch, discover, ...props }: NavLinkProps) {
  return <NavLink prefetch={prefetch} discover={discover ?? discoveryOf(prefetch)} {...props} />;
}
