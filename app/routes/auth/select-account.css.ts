import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: tokens.space.md,
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
});
export const name = style({ fontWeight: 700, margin: 0 });
export const details = style({ margin: 0, color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const current = style({ margin: 0, fontSize: tokens.font.size.sm, fontWeight: 600 });
