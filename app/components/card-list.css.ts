import { globalStyle, style } from "@vanilla-extract/css";
import { wholeNumber } from "~/components/ui/whole-number.css";
import { brandVars, tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl, ...longWords });
// A reference in a title stays whole (design notes, "References stay whole"): on a phone it takes a smaller size, so the
// longest ("SIN-NORDHAFEN-COLLISION", 444 px in the title's size) fits a 390 px screen's line (5.6vw: 346 px of 358) and
// 320 px too; only a line narrower still breaks it at its hyphens rather than widen the page past the screen.
globalStyle(`${title} ${wholeNumber}`, { display: "inline-block", maxWidth: "100%", whiteSpace: "normal", fontSize: "min(1em, 5.6vw)" });
export const filter = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.sm });
export const select = style({
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.sm,
  background: tokens.color.surface,
  font: "inherit",
  maxWidth: "100%",
});
export const count = style({ margin: 0, color: tokens.color.textMuted });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.md,
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" } },
});
export const card = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderTop: `4px solid ${brandVars.primary[500]}`,
  padding: tokens.space.md,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
});
export const cardTitle = style({ margin: 0, fontSize: tokens.font.size.lg, ...longWords });
// The same in a card's title, whose line is 64 px narrower than the screen: a claim card's "SIN-NORDHAFEN-COLLISION"
// (317 px in the title's size) widened a 360 px screen to 377 px (audit of 2026-12-04). At 4.8vw it fits a 320 px
// card (245 px of 256; "SIN-COURTIA-DE-COLLISION" 255) and every wider one.
globalStyle(`${cardTitle} ${wholeNumber}`, { display: "inline-block", maxWidth: "100%", whiteSpace: "normal", fontSize: "min(1em, 4.8vw)" });
// One line each (number, status; start, premium), so every card reads the same whatever the lengths.
export const cardMeta = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.xs,
  color: tokens.color.textMuted,
});
export const group = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });
