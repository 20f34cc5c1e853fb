import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "48rem" });
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  border: 0,
  margin: 0,
  padding: tokens.space.lg,
  // A fieldset is as wide as its widest content (a reason's long label in the select): 342 px past a 390 px phone.
  minInlineSize: 0,
});
export const legend = style({ fontWeight: 600, fontSize: tokens.font.size.lg, padding: 0, float: "left", width: "100%" });
export const hint = style({ margin: 0, fontSize: tokens.font.size.sm, color: tokens.color.textMuted });
// The card's gap spaces its parts; their own margins doubled it, and the summary's list (a padded box on the
// contract's tab) sat indented inside the white card.
globalStyle(`${card} > :is(p, h2, dl)`, { margin: 0 });
globalStyle(`${card} > dl`, { paddingInline: 0 });
