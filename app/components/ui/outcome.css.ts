import { style, styleVariants } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** The result of something the user did (signed, paid, refused), framed; the colour only repeats what the words say. */
const outcomeBase = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderLeft: "4px solid",
});
export const outcome = styleVariants({
  positive: [outcomeBase, { borderLeftColor: tokens.color.success }],
  attention: [outcomeBase, { borderLeftColor: tokens.color.warning }],
  critical: [outcomeBase, { borderLeftColor: tokens.color.danger }],
  neutral: [outcomeBase, { borderLeftColor: tokens.color.border }],
});
export const outcomeTitle = style({ margin: 0, fontWeight: 700 });
