import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "48rem" });
export const card = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg });
export const hours = style({ columns: "2 10rem", paddingLeft: tokens.space.lg });
export const done = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  padding: tokens.space.lg,
  borderLeft: `4px solid ${tokens.color.success}`,
});
export const calendar = style({ fontWeight: 600 });
