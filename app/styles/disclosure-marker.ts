import { globalStyle } from "@vanilla-extract/css";

/** A <details> summary showing ▾ (▴ once open, see `markOpen`) instead of the browser's own marker. */
export const markedSummary = {
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"' } },
} as const;

/** Turns the summary's ▾ into ▴ while its <details> is open. Call from a .css.ts file. */
export function markOpen(details: string, summary: string): void {
  globalStyle(`${details}[open] > ${summary}::after`, { content: '"▴"' });
}
