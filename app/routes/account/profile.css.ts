import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "40rem" });
export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  border: `1px solid ${tokens.color.borderSubtle}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  margin: 0,
});
export const legend = style({ fontWeight: 700, fontSize: tokens.font.size.lg, padding: `0 ${tokens.space.xs}` });
export const radioGroup = style({ border: 0, padding: 0, margin: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.md });
export const radio = style({ display: "inline-flex", alignItems: "center", gap: tokens.space.sm, minHeight: "44px" });
export const row = style({ display: "grid", gap: tokens.space.md, "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "10rem 1fr" } } });
