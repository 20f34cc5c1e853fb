import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "48rem" });
export const card = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg });
export const done = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  padding: tokens.space.lg,
  borderLeft: `4px solid ${tokens.color.success}`,
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: tokens.space.md,
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.borderSubtle}`,
  borderRadius: tokens.radius.md,
});
// Beside the state while both fit; on a phone the state goes above the text, which keeps the card's width
// (a reference such as gdp_nordhafen_rectification_in_progress breaks rather than push the state past the edge).
export const itemText = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs, flex: "1 1 16rem", minWidth: 0, overflowWrap: "break-word" });
export const state = style({ flexShrink: 0, whiteSpace: "nowrap", "@media": { "screen and (max-width: 47.99em)": { order: -1 } } });
export const meta = style({ fontSize: tokens.font.size.sm, color: tokens.color.textMuted });
export const downloads = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.md, fontWeight: 600 });
