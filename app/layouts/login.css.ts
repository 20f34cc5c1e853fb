import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const split = style({
  display: "grid",
  gap: tokens.space.lg,
  alignItems: "start",
  "@media": { [tokens.breakpoint.desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const content = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg });
// The brand's panel runs the whole height of the forms (it ended 390 px down, beside a page three times as tall),
// its illustration staying in view as the forms scroll by.
export const visual = style({
  display: "none",
  background: brandVars.icon.background,
  borderRadius: tokens.radius.lg,
  padding: tokens.space.lg,
  "@media": { [tokens.breakpoint.desktop]: { display: "block", alignSelf: "stretch" } },
});
export const image = style({ display: "block", width: "100%", height: "auto", position: "sticky", top: tokens.space.lg });
