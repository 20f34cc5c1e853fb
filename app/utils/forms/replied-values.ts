import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";

/** The controls whose value the customer types: what a refusal can give back changed. */
const typedInputTypes = new Set(["text", "email", "tel", "search", "url"]);

function isTypedControl(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && typedInputTypes.has(element.type));
}

/** The value at a field's name in conform's nested values (`profile.city`, `statements[1].text`). */
export function valueAtName(values: unknown, name: string): unknown {
  let value = values;
  for (const key of name.split(/\.|\[(\d+)\]/).filter(Boolean))
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * A refused post's reply holds the values the server read, which may differ from those sent: readForm drops the
 * characters no field may hold (control-characters.ts) and says at the field that they were removed. Without
 * JavaScript the page is drawn anew with them; with it, the form stays on the page and conform leaves its
 * controls as they are, so an invisible character stayed and every new send was refused again. Each typed control
 * takes the reply's value where it differs; a field the reply leaves out (a password) keeps its own.
 */
export function useRepliedValues(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  useEffect(() => {
    if (lastResult?.status !== "error" || !lastResult.initialValue) return;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      if (!isTypedControl(element)) continue;
      const value = valueAtName(lastResult.initialValue, element.name);
      if (typeof value === "string" && value !== element.value) element.value = value;
    }
  }, [formId, lastResult]);
}
