import { useEffect, useRef, type RefObject } from "react";

/**
 * With JavaScript, an error summary answers a submission the way a page does without it
 * (decision 0130): focus moves to the summary (so a screen reader reads it and the eye lands
 * on it) and the page's title starts with "Error:". Only after a submission of its own form:
 * a field re-checked as it is typed never takes the focus away. The title gets its prefix
 * back off when the summary goes.
 */
export function useSummaryFocus(ref: RefObject<HTMLElement | null>, errorId: string | undefined, shown: boolean, prefix: string) {
  const submitted = useRef(false);
  const prefixed = useRef(false);
  const formId = errorId?.replace(/-error$/, "");
  useEffect(() => {
    if (!formId) return;
    const onSubmit = (event: Event) => {
      if (event.target instanceof HTMLFormElement && event.target.id === formId) submitted.current = true;
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, [formId]);
  useEffect(() => {
    if (shown && submitted.current && ref.current) {
      submitted.current = false;
      ref.current.focus();
      if (!document.title.startsWith(prefix)) {
        document.title = `${prefix}${document.title}`;
        prefixed.current = true;
      }
    } else if (!shown && prefixed.current) {
      prefixed.current = false;
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    }
  });
}
