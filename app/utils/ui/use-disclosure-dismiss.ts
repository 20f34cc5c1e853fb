import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * A header disclosure (<details>: the account, the languages) that opens without JavaScript, and with it
 * closes as a menu does: on Escape (focus back on its summary), on a click outside it, and when the page changes
 * (the header stays mounted across client navigations, so it would stay open over the new page).
 */
export function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement>) {
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key, ref]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape" || !details.contains(document.activeElement)) return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref]);
}
