import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

/**
 * One card, centred: from tablets up the brand's illustration is a band at its top, the forms below
 * (decision 0156). Beside the forms, in a column of its own, the illustration either ended 390 px down
 * a page three times as tall or, stretched, left a tinted empty column under it (issue 31).
 */
export const card = style({
  maxWidth: "40rem",
  margin: "0 auto",
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  overflow: "hidden",
});
export const content = style({ padding: tokens.space.lg, "@media": { [tokens.breakpoint.tablet]: { padding: tokens.space.xl } } });
// The picture whole (any brand's image, whatever its shape) on the brand's tint, which runs the card's width.
export const visual = style({
  display: "none",
  background: brandVars.icon.background,
  padding: tokens.space.lg,
  "@media": { [tokens.breakpoint.tablet]: { display: "block" } },
});
// A framed picture on the band: its own edges (hills cut at its sides) read as a picture's, not as a mistake.
export const image = style({
  display: "block",
  maxWidth: "100%",
  height: "14rem",
  width: "auto",
  objectFit: "contain",
  margin: "0 auto",
  borderRadius: tokens.radius.md,
});
