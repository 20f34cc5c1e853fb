import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

type ClickKeys = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">;

/** A click the browser would follow in the same tab: main button, no modifier key (react-router's rule). */
export function isPlainClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Client navigation for the RouteLinks of the page, with one listener instead of a handler per
 * link. It takes the clicks react-router's Link takes (main button, no modifier key, no other
 * target, no download, same origin) on anchors marked for route discovery, and leaves those that
 * a handler already took (Remix's own Links, a legal link opening its dialog): it listens on
 * window, after React's handlers on the document. Like the Link, a link to the current address
 * replaces the history entry instead of adding one.
 */
export function useRouteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === current });
    }
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
