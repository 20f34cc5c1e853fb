import type { SchemaWords } from "~/utils/forms/schema-words";

/** SPEC section 9: callback hour ranges, Monday to Friday (the broker's list too: contract/wire/client-space.ts). */
export const callbackHourRanges = ["9-10", "10-11", "11-12", "14-15", "15-16", "16-17", "17-18"] as const;

/** The callback's hour ranges as the page and its form word them ("9 h – 10 h"). */
export function callbackHourOptions(t: SchemaWords) {
  return callbackHourRanges.map((range) => {
    const [from, to] = range.split("-");
    return { value: range, label: t("contact:callback.range", { from, to }) };
  });
}
