import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
export const choices = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const choice = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  color: tokens.color.text,
  textDecoration: "none",
  minHeight: "44px",
  selectors: { "&:hover": { borderColor: brandVars.primary.default, background: brandVars.primary[50] } },
});
export const notice = style({
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  background: tokens.color.surfaceMuted,
});
