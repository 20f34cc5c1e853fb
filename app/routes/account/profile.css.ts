import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "40rem" });
// The page's gap spaces its title and paragraphs: with their browser margins as well, the title stood 56 px above
// its introduction (profile, delegation; 16 px on the other pages).
globalStyle(`${page} > :is(h1, p)`, { margin: 0 });
export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
// Each group of fields is a white card like the panes and cards of the other pages.
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  minWidth: 0,
  border: 0,
  borderRadius: tokens.radius.md,
  background: tokens.color.surface,
  padding: tokens.space.lg,
  margin: 0,
});
// Floated, the legend is laid out inside the card as its title instead of over its border.
export const legend = style({ float: "left", width: "100%", padding: 0, margin: 0, fontWeight: 700, fontSize: tokens.font.size.lg });
export const row = style({ display: "grid", gap: tokens.space.md, "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "10rem 1fr" } } });
