import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * After a client navigation the browser leaves the focus on <body> (or on the link
 * followed) and announces nothing. Like a full page load read from the top, the
 * focus moves to the new page's heading (its h1, made focusable by script only), so
 * a screen reader reads its name and the next Tab starts in the page (docs/design-notes.md "Focus", was decision 0132).
 * Not on the first load (the browser's own start) and not when something in the page
 * already took the focus (an error summary after a refused post, a dialog), nor when
 * the address names a place in the page (#fragment).
 */
export function useFocusOnNavigation() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) return;
    const main = document.getElementById("main");
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active) && active !== main) return;
    const heading = main.querySelector<HTMLElement>("h1") ?? main;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [location.key, location.hash]);
}
