import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "40rem" });
export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  fontSize: tokens.font.size.sm,
});
export const step = style({
  padding: `${tokens.space.xs} ${tokens.space.sm}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.sm,
  color: tokens.color.textMuted,
  selectors: { '&[aria-current="step"]': { borderColor: brandVars.primary.default, color: tokens.color.text, fontWeight: 600 } },
});
export const stepLink = style({ color: "inherit" });
export const heading = style({ margin: 0, fontSize: tokens.font.size.lg });
export const muted = style({ margin: 0, color: tokens.color.textMuted });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.md });
