import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const group = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: "flex", flexDirection: "column", gap: tokens.space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: tokens.space.xs });
export const options = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.sm });

// Each choice is a bordered tile like the text inputs, the brand's colour when chosen; the round
// mark is drawn here so it looks the same in every browser, and the native input keeps focus and keyboard.
export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  minHeight: "44px",
  minWidth: "7rem",
  padding: `${tokens.space.xs} ${tokens.space.md}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.sm,
  background: tokens.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: brandVars.primary[700], background: brandVars.primary[50], boxShadow: `inset 0 0 0 1px ${brandVars.primary[700]}` },
    "&:has(input:focus-visible)": { outline: `3px solid ${tokens.color.focus}`, outlineOffset: "2px" },
    '&:has(input[aria-invalid="true"])': { borderColor: tokens.color.danger },
  },
});
export const input = style({
  appearance: "none",
  flexShrink: 0,
  width: "20px",
  height: "20px",
  margin: 0,
  border: `2px solid ${tokens.color.border}`,
  borderRadius: "50%",
  background: tokens.color.surface,
  display: "grid",
  placeContent: "center",
  selectors: {
    "&:checked": { borderColor: brandVars.primary[700], background: `radial-gradient(${brandVars.primary[700]} 0 4px, ${tokens.color.surface} 5px)` },
    "&:focus-visible": { outline: "none" },
  },
});

// The list variant: one choice a line, the radio before its words (a claim's contract, nature, yes or no).
export const list = style({ border: 0, margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
// The list's question, flush with the radios below it: a legend's own 2 px sides put it off their column. A global
// style, not a class: one more exported name grew the contract's payments tab's first load (109.9 -> 110.0 KB).
globalStyle(`${list} > legend`, { padding: 0 });
