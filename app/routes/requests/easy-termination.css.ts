import { style } from "@vanilla-extract/css";
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
});
export const legend = style({ fontWeight: 600, fontSize: tokens.font.size.lg, padding: 0, float: "left", width: "100%" });
export const hint = style({ margin: 0, fontSize: tokens.font.size.sm, color: tokens.color.textMuted });
